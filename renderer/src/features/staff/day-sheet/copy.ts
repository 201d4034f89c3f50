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
  /** '12 reservas · 40 personas', and once parties have come, '· 3 han llegado'. */
  totals: (bookings: number, covers: number, arrived: number) =>
    [`${bookings === 1 ? '1 reserva' : `${bookings} reservas`}`, people(covers), ...(arrived > 0 ? [arrived === 1 ? '1 ha llegado' : `${arrived} han llegado`] : [])].join(' · '),
  /** The 'Llegó' column's mark: a tick in the box of a party that came, said to screen readers; a party gone says so. */
  tick: '✔',
  arrived: 'Llegó',
  left: 'Se fue',
  columns: { tick: 'Llegó', time: 'Hora', table: 'Mesa', zone: 'Zona', party: 'Pers.', name: 'Nombre', phone: 'Teléfono', requests: 'Peticiones especiales' },
  noTable: 'Sin mesa',
  noPhone: 'Sin teléfono',
} as const;

/** The kitchen sheet's texts: one service a page, the parties that must avoid something. */
export const KITCHEN = {
  title: 'Hoja de cocina',
  open: 'Imprimir hoja de cocina',
  back: 'Volver al panel',
  print: 'Imprimir',
  loading: SHEET.loading,
  loadFailed: SHEET.loadFailed,
  badDate: SHEET.badDate,
  empty: 'Ninguna reserva de este día tiene alergias.',
  heading: (venue: string, date: string, service: string) => [venue, date, service, 'Cocina'].filter(Boolean).join(' · '),
  totals: (parties: number, covers: number) => `${parties === 1 ? '1 mesa con alergias' : `${parties} mesas con alergias`} · ${people(covers)}`,
  columns: { time: 'Hora', table: 'Mesa', party: 'Pers.', name: 'Nombre', allergens: 'Alérgenos', avoid: 'Platos a evitar' },
  noTable: SHEET.noTable,
  none: '—',
} as const;
