/** 'Clientes' and a guest's profile: what the guest book says to staff. */
export const GUESTS = {
  title: 'Clientes',
  intro:
    'Cada reserva, solicitud o cliente sin reserva con teléfono o email queda en la ficha de su cliente: las visitas, los no presentados y las cancelaciones se cuentan solos; las notas, las alergias y las etiquetas las añadís vosotros. Una ficha se borra cuando se anonimizan todas sus reservas (Ajustes → Privacidad).',
  search: 'Buscar cliente',
  searchPlaceholder: 'Nombre, teléfono o email',
  searchHint: 'Por nombre (sin importar acentos), teléfono o email. Pulsa / para venir aquí.',
  loading: 'Cargando clientes…',
  loadFailed: 'No se pudieron cargar los clientes.',
  none: 'Aún no hay clientes: cada reserva con teléfono o email crea uno.',
  noMatch: (typed: string) => `Ningún cliente coincide con «${typed}».`,
  /** The answer is capped: said so, with the way to the others. */
  limited: (shown: number) => `Se muestran los ${shown} clientes más recientes; escribe para buscar los demás.`,
  found: (count: number) => (count === 1 ? '1 cliente' : `${count} clientes`),
  visits: (count: number) => (count === 1 ? '1 visita' : `${count} visitas`),
  lastVisit: (date: string) => `Última visita: ${date}`,
  noVisits: 'Aún sin visitas',
  openProfile: 'Ver la ficha del cliente',
  profile: {
    title: 'Ficha del cliente',
    loading: 'Cargando la ficha…',
    loadFailed: 'No se pudo cargar la ficha del cliente.',
    stats: 'Lo que dicen sus reservas',
    visits: 'Visitas',
    noShows: 'No presentados',
    cancellations: 'Cancelaciones',
    firstVisit: 'Primera visita',
    lastVisit: 'Última visita',
    usualParty: 'Suele venir',
    party: (size: number) => (size === 1 ? '1 persona' : `${size} personas`),
    none: '—',
    allergies: 'Alergias e intolerancias',
    otherAllergies: 'Otras alergias',
    otherAllergiesHint: 'Lo que no está entre los 14: kiwi, melocotón, látex…',
    notes: 'Notas para el equipo',
    notesHint: 'Mesa que prefiere, cómo le gusta el servicio, a quién avisar…',
    tags: 'Etiquetas',
    newTag: 'Nueva etiqueta',
    addTag: 'Añadir',
    suggested: 'Sugeridas:',
    removeTag: (tag: string) => `Quitar la etiqueta ${tag}`,
    save: 'Guardar ficha',
    saved: 'Ficha guardada',
    saveFailed: 'No se pudo guardar la ficha. Comprueba la conexión y vuelve a intentarlo.',
    bookings: (count: number) => `Reservas (${count})`,
    noBookings: 'Ninguna reserva guardada.',
    /** What became of each booking in its history. */
    outcome: { came: 'Vino', noShow: 'No se presentó', cancelled: 'Cancelada', expected: 'Prevista', unmarked: 'Sin llegada marcada' },
  },
} as const;

/** Labels staff use often; any other can be typed. */
export const SUGGESTED_TAGS = ['habitual', 'VIP', 'cumpleaños', 'aniversario', 'trona', 'movilidad reducida'] as const;
