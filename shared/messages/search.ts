/** What 'Mis reservas' says when a diner looks up a booking. */
export const SEARCH_MESSAGES = {
  emailRequired: 'Email requerido',
  confirmationRequired: 'Número de confirmación requerido',
  notFound: 'No encontramos ninguna reserva con ese email y ese número.',
  calendarCancelled: 'Esta reserva está cancelada: no hay nada que añadir al calendario.',
  linkInvalid: 'Este enlace ya no es válido. Busca tu reserva con tu email y tu número de reserva.',
} as const;
