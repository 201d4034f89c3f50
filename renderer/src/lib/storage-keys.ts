/** Browser storage keys the specification names; one list so no screen misspells one. */
export const STORAGE_KEYS = {
  adminSession: 'admin-session-token',
  cookieConsent: 'cookie-consent',
  cookieTechnical: 'cookie-technical',
  cookiePersonalization: 'cookie-personalization',
  reservationsUpdated: 'reservations_updated',
  adminDragLocked: 'admin-drag-locked',
} as const;
