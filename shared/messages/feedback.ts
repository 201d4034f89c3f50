/** What the morning-after survey and 'Opiniones' say: to the guest who answers, and to staff who read it. */
export const FEEDBACK_MESSAGES = {
  score: (what: string) => `Puntúa ${what} del 1 al 5`,
  comment: (max: number) => `El comentario puede tener como mucho ${max} caracteres`,
  invalidLink: 'Este enlace no es válido. Comprueba que lo has copiado entero.',
  answered: 'Ya nos diste tu opinión sobre esta visita. ¡Gracias!',
  notFound: 'Esa opinión no existe.',
  surveyOptOut: 'Indica si se envía la encuesta de esta reserva',
  failed: 'No se pudieron enviar las encuestas del día siguiente',
} as const;

/** The four scores, as the survey asks them and 'Opiniones' shows them. */
export const SCORE_LABELS = { overall: 'La velada en general', food: 'La comida', service: 'El servicio', ambience: 'El ambiente' } as const;
