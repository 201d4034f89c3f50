/** What a booking's arrival, departure, no-show and cancellation say. */
export const RESERVATION_MESSAGES = {
  notFound: 'Reserva no encontrada',
  invalidId: 'Identificador de reserva inválido',
  alreadyStarted: 'La reserva ya ha comenzado y no se puede cancelar.',
  cancelled: 'La reserva está cancelada.',
  notArrived: 'El cliente todavía no ha llegado.',
  hasArrived: 'hasArrived debe ser verdadero o falso',
  noShowFlag: 'noShow debe ser verdadero o falso',
  hasLeft: 'hasLeft debe ser verdadero o falso',
  arrivedNotNoShow: 'El cliente ya ha llegado: no se puede marcar como no presentado.',
  noShow: 'La reserva está marcada como no presentada.',
  /** `day`: the booking's date in words when it is not tonight's. */
  noShowTooEarly: (time: string, day: string | null) => `Aún no se puede marcar como no presentado: espera hasta ${day ? `el ${day} a ` : ''}las ${time}.`,
  requestNotFound: 'Solicitud no encontrada',
  requestDeclined: 'Esa solicitud ya estaba rechazada.',
  /** The words staff add to a declined request's e-mail. */
  declineMessageTooLong: (max: number) => `El mensaje al cliente no puede superar los ${max} caracteres.`,
} as const;
