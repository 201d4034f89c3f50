/** The printed day sheet's texts. */
const people = (count: number) => (count === 1 ? '1 persona' : `${count} personas`);

export const SHEET = {
  title: 'Hoja del día',
  open: 'Imprimir hoja del día',
  back: 'Volver al panel',
  print: 'Imprimir',
  loading: 'Cargando las reservas del día…',
  loadFailed: 'No se pudieron cargar las reservas del día.',
  badDate: 'La dirección no lleva una fecha válida.',
  empty: 'No hay reservas este día.',
  /** The head repeated on every printed page of a service: 'Casa Pepe · sábado, 5 de diciembre de 2026 · Cena'. */
  heading: (venue: string, date: string, service: string) => [venue, date, service].filter(Boolean).join(' · '),
  totals: (bookings: number, covers: number) => `${bookings === 1 ? '1 reserva' : `${bookings} reservas`} · ${people(covers)}`,
  columns: { tick: 'Llegó', time: 'Hora', table: 'Mesa', zone: 'Zona', party: 'Pers.', name: 'Nombre', phone: 'Teléfono', requests: 'Peticiones especiales' },
  noTable: 'Sin mesa',
  noPhone: 'Sin teléfono',
} as const;
