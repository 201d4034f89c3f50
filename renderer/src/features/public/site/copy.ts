/** The words of the home page's header. */
export const HEADER = {
  /** The link down to 'Mis reservas' on the home page, for a diner coming back to a booking. */
  myBookings: 'Mis reservas',
  reviews: 'Reseñas',
  photos: 'Fotos',
  label: 'Enlaces del restaurante',
} as const;
