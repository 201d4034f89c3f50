/**
 * The my-bookings texts. Those fixed by the product are kept word for word; the rest follow its tone: informal "tú", short, Spanish from Spain.
 */
export const COPY = {
  eyebrow: '¿Ya tienes reserva?',
  heading: 'Mis reservas',
  intro: 'Consulta tus reservas o cancélalas si cambian tus planes. Solo necesitas el email con el que reservaste y tu número de confirmación.',
  emailLabel: 'Email',
  numberLabel: 'Número de confirmación',
  numberPlaceholder: 'RES-',
  numberHint: 'Aparece en la confirmación de tu reserva.',
  search: 'Buscar',
  searching: 'Buscando...',
  submitMessages: {
    email: 'Por favor ingresa tu email para buscar reservas.',
    confirmationNumber: 'Por favor ingresa tu número de confirmación.',
  },
  noResults: 'No se encontraron reservas',
  noResultsHint: 'Verifica que el email y número de confirmación sean correctos.',
  searchFailed: 'No se pudieron buscar las reservas. Intenta de nuevo.',
  changesByPhone: '¿Quieres cambiar la hora o el número de personas? Llámanos al',
  loadFailed: 'No se pudo cargar la búsqueda de reservas. Comprueba tu conexión y vuelve a intentarlo.',
  reload: 'Recargar',
  cancel: 'Cancelar',
  cancelling: 'Cancelando...',
  keep: 'No, mantenerla',
  cancelledTitle: 'Reserva cancelada',
  cancelledDescription: 'Tu reserva está cancelada y la mesa, libre para otros clientes.',
  cancelFailed: 'No se pudo cancelar la reserva. Intenta de nuevo.',
  saved: {
    title: 'Reservas hechas en este dispositivo',
    note: 'Solo se guardan el email, el número, el día y la hora, y solo en este dispositivo.',
    forget: (number: string) => `Olvidar la reserva ${number} en este dispositivo`,
    forgetAll: 'Olvidarlas todas',
  },
  /** The home page's banner for this device's next booking: 'Tienes mesa el sábado 28 de noviembre a las 21:00 · Ver'. */
  ahead: {
    text: (day: string, time: string) => `Tienes mesa el ${day} a las ${time}`,
    see: 'Ver',
  },
  details: { time: 'Hora', name: 'Nombre', section: 'Zona', partySize: 'Personas' },
} as const;
