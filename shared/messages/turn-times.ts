/** What 'Duración de la mesa' says, and a diner's online booking longer than the owner allows. */
export const TURN_TIME_MESSAGES = {
  minutes: (min: number, max: number) => `La duración va de ${min} a ${max} minutos, de media en media hora.`,
  upTo: (max: number) => `Cada tramo dice hasta cuántas personas llega: un número entero entre 1 y ${max}.`,
  bands: (max: number) => `Cada servicio lleva entre 1 y ${max} tramos de personas.`,
  ascending: 'Los tramos van de menos a más personas, sin repetir ninguno.',
  lastCovers: (max: number) => `El último tramo llega hasta ${max} personas, para que todos los grupos tengan duración.`,
  maxOnline: (min: number, max: number) => `La reserva online más larga va de ${min} a ${max} minutos, de media en media hora, o sin límite.`,
  /** A diner's end past the longest online booking (the form does not offer it). */
  tooLongOnline: (latestEnd: string) => `En la web, la mesa se puede reservar como mucho hasta las ${latestEnd} para esa hora de inicio. Para quedaros más tiempo, llámanos.`,
} as const;
