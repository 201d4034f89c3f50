/** What the calendar (opening hours, closures, pauses, pacing) says. */
export const CALENDAR_MESSAGES = {
  serviceName: 'Cada servicio es «Comida» o «Cena».',
  time: 'Las horas van de media en media hora (por ejemplo, 20:30).',
  serviceOrder: 'En cada servicio, la primera hora de inicio no va después de la última, y el servicio termina después de su última hora de inicio.',
  lastEnd: 'Un servicio termina como muy tarde a las 02:00.',
  overlap: 'Los servicios de un día no pueden solaparse ni repetirse.',
  week: 'La semana lleva los siete días, de lunes (1) a domingo (7), cada uno una vez.',
  note: (max: number) => `La nota puede tener como mucho ${max} caracteres.`,
  dayRule: 'Indica si el día está cerrado, sus servicios, una nota o qué servicios quedan sin reservas online.',
  pausedService: (name: string) => `Ese día no hay servicio de ${name}: no se puede pausar.`,
  maxCovers: (max: number) => `El ritmo es un número de personas entre 1 y ${max} por media hora, o nada para no limitarlo.`,
  holidayName: (max: number) => `Escribe el nombre de la fiesta (como mucho ${max} caracteres).`,
  notLocalHoliday: 'Ese día no es una fiesta local añadida por ti.',
  affectedIds: 'Indica qué reservas de ese día se cancelan.',
  staffClosed: (note: string | null) => `Ese día el restaurante está cerrado${note ? ` (${note})` : ''}.`,
  staffPaced: (time: string, covers: number, max: number, service: string) =>
    `A las ${time} ya empiezan ${covers} ${covers === 1 ? 'persona' : 'personas'} y el ritmo de la ${service.toLowerCase()} es de ${max} por media hora.`,
  /** After a closed date, for staff: the day they may offer instead. */
  nextOpenDay: (day: string) => `El siguiente día abierto es el ${day}.`,
  /** After the pacing, for staff: the nearest starts where the party still fits it. */
  pacingRoom: (times: readonly string[]) => `Aún caben a las ${times.length === 1 ? times[0] : `${times.slice(0, -1).join(', ')} y ${times.at(-1) ?? ''}`}.`,
  confirmAnyway: '¿Reservar igualmente?',
  pausedFlag: 'Indica si las reservas online quedan en pausa o no.',
  range: (max: number) => `Pide como mucho ${max} días, con la fecha final igual o posterior a la inicial.`,
  closed: (note: string | null) => `El restaurante está cerrado ese día${note ? `: ${note}` : '.'} Elige otra fecha.`,
  asTheWeek: 'Ese día ya sigue el horario de la semana.',
  paused: (note: string | null) => `Las reservas online están en pausa${note ? `: ${note}` : '.'} Llámanos o escríbenos para reservar.`,
} as const;
