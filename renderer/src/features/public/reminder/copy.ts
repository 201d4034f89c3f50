/** The reminder page's texts. */
export const REMINDER = {
  title: 'Tu reserva',
  loading: 'Cargando tu reserva…',
  home: 'Ir a la web',
  heading: (venue: string) => `Tu reserva en ${venue}`,
  labels: { number: 'Número de reserva', date: 'Fecha', time: 'Hora', zone: 'Zona', party: 'Personas' },
  time: (start: string, end: string) => `de ${start} a ${end}`,
  ask: { confirm: '¿Vendréis? Confírmalo con un toque y te esperamos.', cancel: 'Si no podéis venir, cancela la reserva y la mesa quedará libre para otros.' },
  button: { confirm: 'Confirmo que iré', cancel: 'No podré ir' },
  sending: 'Enviando…',
  done: { confirm: '¡Gracias! Hemos anotado que vendréis. Te esperamos.', cancel: 'Tu reserva está cancelada y la mesa queda libre. ¡Esperamos verte otro día!' },
  myBookings: 'Consultar mis reservas',
  failed: 'No se pudo enviar tu respuesta. Comprueba la conexión e inténtalo de nuevo.',
} as const;
