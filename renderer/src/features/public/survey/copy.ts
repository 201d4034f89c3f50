/** The survey page's texts. */
export const SURVEY = {
  title: 'Tu opinión',
  loading: 'Cargando tu visita…',
  home: 'Ir a la web',
  heading: (venue: string) => `¿Qué tal en ${venue}?`,
  labels: { date: 'Fecha', time: 'Hora', party: 'Personas' },
  intro: 'Puntúa del 1 (muy mal) al 5 (excelente). No se guarda nada hasta que pulses «Enviar opinión».',
  /** After a number, for screen readers: '4 de 5'. */
  outOf: ' de 5',
  comment: 'Comentario (opcional)',
  commentHint: (max: number) => `Hasta ${max} caracteres.`,
  send: 'Enviar opinión',
  sending: 'Enviando…',
  thanks: '¡Gracias por tu opinión! La leemos con atención.',
  reviewsAsk: 'Si te apetece, cuéntalo también en nuestras reseñas:',
  reviews: 'Reseñas',
  myBookings: 'Consultar mis reservas',
  failed: 'No se pudo enviar tu opinión. Comprueba la conexión e inténtalo de nuevo.',
} as const;
