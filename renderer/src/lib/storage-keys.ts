/** Browser storage keys the app uses; one list so no screen misspells one. */
export const STORAGE_KEYS = {
  adminSession: 'admin-session-token',
  cookieConsent: 'cookie-consent',
  cookieTechnical: 'cookie-technical',
  cookiePersonalization: 'cookie-personalization',
  reservationsUpdated: 'reservations_updated',
  adminDragLocked: 'admin-drag-locked',
  /** Cross-window notice that data a dashboard shows has changed (lib/admin-change.ts). */
  adminChange: 'admin-change',
  /** The e-mail and number of each booking made on this device, for 'Mis reservas' (lib/saved-bookings.ts). */
  savedBookings: 'saved-bookings',
  /** The allergens a diner avoids, kept across the menu's pages on this device (features/public/menu/allergen-choice.ts). */
  avoidedAllergens: 'avoided-allergens',
} as const;
