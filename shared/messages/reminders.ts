/** What reminders and their links say. */
export const REMINDER_MESSAGES = {
  enabled: 'Indica si se envían recordatorios',
  hours: (min: number, max: number) => `Las horas de antelación del recordatorio deben estar entre ${min} y ${max}`,
  channel: 'El recordatorio se envía por email o por WhatsApp',
  invalidLink: 'Este enlace no es válido. Comprueba que lo has copiado entero o consulta tu reserva en «Mis reservas».',
  confirmUsed: 'Este enlace ya se ha usado: tu asistencia ya está confirmada.',
  cancelUsed: 'Este enlace ya se ha usado: la reserva ya está cancelada.',
  bookingCancelled: 'Esta reserva está cancelada.',
  alreadyStarted: 'La reserva ya ha comenzado: si no puedes venir, llámanos.',
  noMailServer: 'No hay un servidor de correo configurado en Ajustes: recuérdalo por WhatsApp o por teléfono.',
  noEmail: 'Esta reserva no tiene el correo del cliente: recuérdalo por WhatsApp o por teléfono.',
  notStanding: 'Solo se recuerdan las reservas confirmadas que aún no han empezado.',
  failed: 'No se pudieron preparar los recordatorios de las reservas',
} as const;
