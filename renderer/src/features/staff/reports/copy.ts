/** The words of 'Informes'. */
import type { BookingSource } from '../../../../../shared/booking-source';
import { SOURCE_WORDS } from '../../../../../shared/booking-source';

const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('es-ES');
const hours = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

export const REPORTS = {
  title: 'Informes',
  intro: 'Cuántos clientes, qué noches se llenan, de dónde llegan las reservas y quién no se presenta, para las fechas que elijas.',
  rangeLabel: 'Fechas',
  presets: { thisWeek: 'Esta semana', lastWeek: 'Semana pasada', thisMonth: 'Este mes', lastMonth: 'Mes pasado' },
  from: 'Desde',
  to: 'Hasta',
  download: 'Descargar CSV',
  personal: 'Con nombres y contactos',
  personalHint: 'Solo si lo necesitas: el archivo llevará datos personales de los clientes.',
  print: 'Imprimir',
  loading: 'Calculando…',
  failed: 'No se pudieron calcular las cifras.',
  summaryLabel: 'Resumen',
  covers: 'Cubiertos',
  bookings: 'Reservas',
  noShows: 'No presentados',
  cancellations: 'Cancelaciones',
  atTable: 'Tiempo medio en mesa',
  minutes: (minutes: number) => `${minutes} min`,
  noTimes: 'Sin datos',
  timesBasis: (seated: number) => `de ${count.format(seated)} ${seated === 1 ? 'mesa' : 'mesas'} con llegada y salida marcadas`,
  timesHint: 'Se calcula con «Llegó» e «Ido».',
  lastYear: (value: string) => `Hace un año: ${value}`,
  /** Covers against the seats of the tables that can be booked at the services open (server/reports/occupancy.ts). */
  occupancy: {
    label: 'Ocupación',
    title: 'Ocupación por servicio',
    caption: 'Cubiertos frente a las plazas de las mesas que se pueden reservar, por comida y cena',
    of: (covers: number, seats: number) => `${count.format(covers)} de ${count.format(seats)} plazas`,
    none: 'Sin plazas',
    closed: 'Ningún servicio abierto en estas fechas.',
    noTables: 'No hay mesas que reservar en el plano.',
    service: 'Servicio',
    openings: 'Abiertos',
    seats: 'Plazas',
    total: 'Total',
    seatsNote: (tableSeats: number) =>
      `Plazas: las ${count.format(tableSeats)} de las mesas del plano que se pueden reservar (cada una con su capacidad máxima), por cada comida o cena abierta en estas fechas. Los días y servicios cerrados no cuentan. Pasa del 100 % si las mesas se ocupan dos veces en un servicio.`,
    outside: (covers: number) =>
      `${count.format(covers)} ${covers === 1 ? 'cubierto' : 'cubiertos'} de reservas fuera de los servicios abiertos (un día cerrado, por ejemplo) no ${covers === 1 ? 'cuenta' : 'cuentan'} en la ocupación.`,
  },
  rate: (value: number) => percent.format(value),
  number: (value: number) => count.format(value),
  byDay: 'Por día',
  byDayCaption: 'Cubiertos y reservas de cada día',
  date: 'Día',
  byZone: 'Por zona',
  zone: 'Zona',
  bySource: 'Por origen',
  source: 'Origen',
  sourceWord: (source: BookingSource | 'unknown') => SOURCE_WORDS[source],
  sourceHint: '«sin dato»: reservas de antes de que se anotara el origen.',
  byPartySize: 'Por tamaño de grupo',
  partySize: 'Personas',
  bySlot: 'Horas de más trabajo',
  bySlotCaption: 'Cubiertos que empiezan a comer en cada media hora, por día de la semana',
  time: 'Hora',
  weekdays: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
  nothing: 'No hay reservas en estas fechas.',
  /** When diners could not reach the site (server/outages/). */
  downtime: {
    title: 'Cortes de la web',
    caption: 'Cada corte: cuándo empezó y terminó, cuánto duró y por qué',
    total: (minutes: number) => `La web estuvo sin servicio ${hours.format(minutes / 60)} h en estas fechas.`,
    none: 'La web no tuvo cortes en estas fechas.',
    note: 'Se cuentan los cortes de 10 minutos o más, y solo sus horas dentro de estas fechas; uno que empezó antes o terminó después aparece entero.',
    from: 'Empezó',
    to: 'Terminó',
    length: 'Duración',
    cause: 'Causa',
    duration: (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`),
    causes: {
      clean: 'Se cerró la aplicación',
      cut: 'Se cortó: apagón, fallo o el PC en suspensión',
      tunnel: 'Se perdió la conexión a internet',
    },
  },
} as const;
