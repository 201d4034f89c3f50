/** The reservations tab's texts; toasts and the departure question are the product's own wording. */

/** The less frequent row actions show only their icon (and a tooltip), so a compact row stays one line beside the plan. */
export const ROW_ACTION_TEXT = 'sr-only';
/** A row's buttons: a finger's 44 px on a phone, 36 px on a tablet's compact rows, 28 px at the front desk's mouse. */
export const ROW_BUTTON = 'min-h-11 text-sm lg:min-h-9 lg:gap-1.5 lg:px-2.5 lg:py-1 xl:min-h-7 xl:py-0.5 xl:max-2xl:px-2';
const people = (count: number) => `${count} ${count === 1 ? 'persona' : 'personas'}`;

export const DAY = {
  date: 'Fecha',
  section: 'Zona',
  allSections: 'Todas las zonas',
  search: 'Buscar',
  searchPlaceholder: 'Nombre, teléfono o nº',
  newBooking: 'Nueva reserva',
  searchHint: 'Por nombre, teléfono o número de reserva; filtra las listas mientras escribes. Pulsa / para venir aquí.',
  refresh: 'Actualizar',
  refreshed: 'Datos actualizados',
  refreshFailedTitle: 'Error al actualizar',
  refreshFailed: 'No se pudieron actualizar los datos',
  pendingTitle: 'Pendientes de llegar',
  attemptsTitle: 'Solicitudes VIP y grupos grandes',
  email: 'Email',
  createBooking: 'Crear reserva',
  arrivedTitle: 'Han llegado',
  emptyPending: 'No quedan reservas por llegar.',
  emptyPendingFuture: 'Todavía no hay reservas para este día.',
  emptyPendingPast: 'Nadie quedó por llegar este día.',
  /** Below 1280 px the evening shows its lists or its plan, one tap apart. */
  views: { label: 'Ver', list: 'Lista', plan: 'Plano' },
  emptyArrived: 'Todavía no ha llegado nadie.',
  /** A list with parties, none of them what the search asks for: not an empty evening. */
  noMatch: 'Nadie de esta lista coincide con la búsqueda.',
  loading: 'Cargando reservas…',
  loadFailed: 'No se pudieron cargar las reservas del día.',
  columns: { main: 'Llegada', time: 'Hora', name: 'Nombre', party: 'Personas', table: 'Mesa', phone: 'Teléfono', actions: 'Acciones' },
  nowGroup: 'Ahora',
  /** A half hour's heading: '21:00 · 4 mesas · 14 personas'. */
  groupHeading: (label: string, tables: number, covers: number) => `${label} · ${tables === 1 ? '1 mesa' : `${tables} mesas`} · ${covers === 1 ? '1 persona' : `${covers} personas`}`,
  noPhone: 'Sin teléfono',
  call: (phone: string) => `Llamar al ${phone}`,
  undoArrival: 'Deshacer la llegada',
  arrived: 'Llegó',
  left: 'Ido',
  late: 'Retraso',
  noShow: 'No presentado',
  undoNoShow: 'Deshacer',
  /** A booking that waits for staff (a guest who missed bookings, when the owner chose so). */
  pending: 'Pendiente',
  confirmPending: 'Confirmar',
  confirmPendingTitle: (name: string) => `Confirmar la reserva de ${name} (se le avisa por correo)`,
  pendingConfirmed: 'Reserva confirmada',
  /** A booking asked to reconfirm, confirmed by the diner on the phone. */
  dinerConfirmedByPhone: 'Ha confirmado',
  dinerConfirmedByPhoneTitle: (name: string) => `${name} ha confirmado por teléfono o WhatsApp: anotarlo`,
  dinerConfirmedNoted: 'Confirmación anotada',
  dinerConfirmFailed: 'No se pudo anotar la confirmación',
  pendingConfirmFailed: 'No se pudo confirmar la reserva',
  noTable: 'Sin mesa',
  statusUpdated: 'Estado actualizado',
  /** Under a toast's title, the party it is about: 'Ana García · 4 personas · 21:00'. */
  partyLine: (name: string, partySize: number, startTime: string) => `${name} · ${people(partySize)} · ${startTime}`,
  undo: 'Deshacer',
  undoAlt: (name: string) => `Para deshacerlo, busca la fila de ${name} en las listas del día.`,
  undoMoveAlt: (name: string) => `Para deshacerlo, lleva la barra de ${name} a su mesa y hora de antes.`,
  arrivalFailed: 'No se pudo actualizar el estado de llegada',
  markedLeft: 'Cliente marcado como ido',
  leftFailed: 'No se pudo marcar al cliente como ido',
  noShowMarked: 'Marcado como no presentado',
  noShowUndone: 'Reserva confirmada de nuevo',
  noShowFailed: 'No se pudo cambiar el estado de la reserva',
  confirmLeft: (name: string) => `¿Confirmas que ${name} ha abandonado la mesa?`,
  /** What 'Ido' really does: the table is free until its next booking, if it has one. */
  confirmLeftDetail: (table: string | null, nextAt: string | null) =>
    table === null ? 'La reserva queda terminada.' : nextAt ? `${table} queda libre hasta su próxima reserva a las ${nextAt}.` : `${table} queda libre para el resto de la noche.`,
  leftTitle: 'Se han ido',
  emptyLeft: 'Todavía no se ha ido nadie.',
  undoLeft: 'Deshacer',
  leftUndone: 'El cliente vuelve a estar en la mesa',
  confirm: 'Sí, se ha ido',
  cancel: 'No',
  remove: 'Eliminar',
  edit: 'Editar',
  duplicate: 'Duplicar',
  duplicateTitle: (name: string) => `Duplicar la reserva de ${name}`,
  duplicateConfirm: 'Crear copias',
  freeTables: 'Mesas libres a esa hora',
  noFreeTables: 'No queda ninguna mesa libre a esa hora.',
  pickTable: 'Debes seleccionar al menos una mesa',
  duplicated: (count: number) => `Se han creado ${count} reservas`,
  duplicateFailed: 'No se pudieron crear las reservas duplicadas',
  discard: 'Cancelar',
  editTitle: (name: string) => `Editar la reserva de ${name}`,
  save: 'Guardar cambios',
  saving: 'Guardando…',
  updated: 'Reserva actualizada',
  moved: 'Reserva movida',
  confirmedByDiner: 'Confirmada por el cliente',
  reminded: 'Recordatorio enviado',
  remind: 'Recordar',
  remindTitle: (name: string) => `Recordar la reserva de ${name}`,
  remindEmail: 'Enviar recordatorio',
  remindWhatsApp: 'Recordar por WhatsApp',
  remindNone: 'Esta reserva no tiene correo ni teléfono del cliente: no hay cómo recordársela.',
  remindDone: (channel: 'email' | 'whatsapp', at: string) => `Ya se le recordó ${channel === 'email' ? 'por correo' : 'por WhatsApp'} (${at}).`,
  reminderSent: 'Recordatorio enviado',
  reminderMarked: 'Anotado como recordado por WhatsApp',
  reminderFailed: 'No se pudo enviar el recordatorio',
  /** The WhatsApp text staff send a phoned party. */
  whatsappReminder: (name: string, venue: string, date: string, time: string, partySize: number) =>
    `Hola, ${name}: te recordamos tu reserva en ${venue} el ${date} a las ${time} para ${partySize === 1 ? '1 persona' : `${partySize} personas`}. ¿Nos confirmas que vendréis? Si no podéis venir, avísanos y liberamos la mesa. ¡Gracias!`,
  moveFailed: 'No se pudo mover la reserva',
  form: {
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Email',
    date: 'Fecha',
    section: 'Zona',
    start: 'Hora de inicio',
    end: 'Hora de fin',
    party: 'Personas',
    table: 'Mesa',
    anyTable: 'Sin mesa asignada',
    /** The free combinations in the table select. */
    combinations: 'Mesas unidas',
    joinTables: 'Unir mesas para esta reserva…',
    joinLegend: 'Mesas que se unen (de 2 a 4)',
    /** Under the tables ticked: how many they seat together. */
    joinedSeats: (seats: number) => `Juntas sientan hasta ${seats} personas.`,
    noJoinable: 'No quedan dos mesas libres en esta zona a esa hora.',
    /** When no single table of the zone seats the party. */
    noSingleTable: (zone: string, party: number) => `Ninguna mesa sola de ${zone} sienta a ${party} personas a esa hora: elige en «Mesa» unas mesas unidas o «Unir mesas para esta reserva».`,
    /** How long the booking lasts, under its end: 'Duración: 2 h 30 min'. */
    length: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      return `Duración: ${[hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ')}`;
    },
    requests: 'Peticiones especiales',
  },
  confirmRemove: (name: string) => `¿Eliminar la reserva de ${name}?`,
  confirmRemoveDetail: 'La reserva quedará cancelada y su mesa libre. El cliente verá su reserva como cancelada.',
  removed: 'Reserva eliminada',
  removeFailed: 'No se pudo eliminar la reserva',
  people,
  peopleShort: (count: number) => `${count} pers.`,
  /** 'Rechazar' on a VIP or large-group request, and what it says once done. */
  decline: {
    action: 'Rechazar',
    title: (name: string) => `¿Rechazar la solicitud de ${name}?`,
    detail: (email: string) =>
      email
        ? `Dejará de aparecer en la lista y, si el correo del restaurante está configurado, ${email} recibirá un correo amable diciendo que no podéis atenderla.`
        : 'Dejará de aparecer en la lista. No tiene correo: avísale por teléfono o WhatsApp.',
    message: 'Mensaje para el cliente (opcional)',
    messageHint: 'Se añade al correo; por ejemplo, otro día u otra hora que os venga bien.',
    confirm: 'Sí, rechazar',
    done: 'Solicitud rechazada',
    mailed: (name: string, email: string) => `${name}: le hemos escrito a ${email}.`,
    notMailed: (name: string) => `${name}: no se le ha enviado ningún correo; avísale por teléfono o WhatsApp.`,
    failed: 'No se pudo rechazar la solicitud',
    none: 'No quedan solicitudes por responder este día.',
  },
} as const;
