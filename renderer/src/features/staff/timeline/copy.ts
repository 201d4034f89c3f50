/** The timeline's texts. */
import type { BarState } from './timeline-model';

const people = (count: number) => (count === 1 ? '1 persona' : `${count} personas`);

export const TIMELINE = {
  title: 'Línea de tiempo',
  loading: 'Cargando la línea de tiempo…',
  loadFailed: 'No se pudo cargar la línea de tiempo.',
  closed: 'Este día no hay servicio ni reservas.',
  table: 'Mesa',
  capacity: (min: number, max: number) => (min === max ? `${max} pers.` : `${min}–${max} pers.`),
  rowName: (name: string, min: number, max: number) => `${name}, ${min === max ? max : `${min} a ${max}`} personas`,
  state: { coming: 'por llegar', late: 'con retraso', seated: 'en la mesa', left: 'se ha ido' } satisfies Record<BarState, string>,
  legend: { coming: 'Por llegar', late: 'Con retraso', seated: 'En la mesa', left: 'Se ha ido' } satisfies Record<BarState, string>,
  legendLabel: 'Colores de la línea de tiempo',
  barName: (name: string, partySize: number, start: string, end: string, state: BarState, table: string, allergies: readonly string[]) =>
    `${name}, ${people(partySize)}, ${start}–${end}, ${table}, ${TIMELINE.state[state]}${allergies.length > 0 ? `, alergias: ${allergies.join(', ')}` : ''}`,
  keyboardHint: 'Intro abre la reserva. Las flechas la mueven de mesa o de hora; Intro guarda el cambio y Escape lo deshace. Pulsa una casilla vacía para reservar esa mesa a esa hora.',
  movingTo: (table: string, start: string) => `Mover a ${table}, ${start}. Intro para guardar, Escape para deshacer.`,
  bookCell: (table: string, start: string) => `Reservar ${table} a las ${start}`,
  coversRow: 'Personas que empiezan',
  coversCell: (slot: string, covers: number, max: number | null) => `${slot}: empiezan ${people(covers)}${max === null ? '' : ` de ${max} de ritmo`}`,
  limitsRow: 'Límite de reservas',
  limitCell: (slot: string, closed: boolean, current: number, max: number) => (closed ? `${slot}: franja cerrada` : `${slot}: ${current} de ${max} reservas`),
  limitClosed: 'Cerrada',
  /** A drop onto a table whose smallest party is larger than the one moved asks first. */
  largerQuestion: (party: number, table: string) => `¿Pasar a ${people(party)} a ${table}?`,
  largerDetail: (min: number, max: number) => `Es una mesa para ${min === max ? max : `${min} a ${max}`} personas: un grupo más pequeño la deja sin aprovechar.`,
  largerConfirm: 'Mover igualmente',
  seatedNow: (tables: number, covers: number) => `En la mesa ahora: ${tables === 1 ? '1 mesa' : `${tables} mesas`} · ${people(covers)}`,
} as const;
