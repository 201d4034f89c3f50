/** 'Opiniones': the guests' answers to the morning-after survey, on the dashboard, the guest's card and 'Informes'. */
export const OPINIONS = {
  tab: 'Opiniones',
  /** The badge's count as screen readers hear it with the tab: 'Opiniones (2 sin leer)'. */
  unread: (count: number) => `(${count} sin leer)`,
  heading: 'Opiniones de los últimos 30 días',
  intro: 'Lo que contestan los clientes que vinieron a la encuesta del día siguiente. Las notas de 2 o menos se marcan y llegan también por correo.',
  loading: 'Cargando las opiniones…',
  failed: 'No se pudieron cargar las opiniones. Recarga la página.',
  none: 'Aún no hay opiniones en estas fechas.',
  newBadge: 'Nueva',
  lowBadge: 'Nota baja',
  booking: (name: string, date: string, time: string, party: number) => `${name} · ${date}, ${time} · ${party} ${party === 1 ? 'persona' : 'personas'}`,
  score: (label: string, score: number) => `${label}: ${score} de 5`,
  noComment: 'Sin comentario.',
  anonymised: 'Comentario borrado con los datos de la reserva.',
  /** 'Encuesta' on a booking being edited. */
  survey: {
    label: 'Encuesta',
    hint: 'Si vienen, al día siguiente reciben la encuesta «¿Qué tal tu visita?». Se guarda al marcar o desmarcar.',
    failed: 'No se pudo guardar la encuesta. Inténtalo de nuevo.',
  },
  guestHeading: 'Opiniones',
  guestNone: 'Este cliente aún no ha dado su opinión.',
  figures: {
    heading: 'Opiniones',
    count: 'Opiniones',
    average: 'Media general',
    averages: 'Media de cada nota',
    spread: 'Reparto de la nota general',
    spreadRow: (score: number) => `${score} de 5`,
    comments: 'Comentarios',
    none: 'Ninguna opinión en estas fechas.',
  },
} as const;
