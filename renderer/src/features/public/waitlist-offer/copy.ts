/** The offer page's texts. */
export const OFFER = {
  title: 'Mesa libre para ti',
  loading: 'Cargando la mesa…',
  home: 'Ir a la web',
  heading: (venue: string) => `Hay mesa para ti en ${venue}`,
  labels: { date: 'Fecha', time: 'Hora', zone: 'Zona', party: 'Personas', held: 'Te la guardamos hasta' },
  time: (start: string, end: string) => `de ${start} a ${end}`,
  ask: 'No hay nada reservado hasta que pulses «Reservar esta mesa». Si ya no te viene bien, pulsa «No, gracias»: saldrás de la lista de espera y se la ofreceremos a otra persona.',
  accept: 'Reservar esta mesa',
  decline: 'No, gracias',
  sending: 'Enviando…',
  booked: (number: string) => `¡Reservada! Tu número de reserva es ${number}. Te hemos enviado la confirmación por email.`,
  myBookings: 'Consultar mis reservas',
  failed: 'No se pudo enviar tu respuesta. Comprueba la conexión e inténtalo de nuevo.',
} as const;
