/**
 * What the staff stream tells open dashboards: which kind of thing changed and its id. Screens
 * refetch what they show; the stream carries no data of its own.
 */
export const LIVE_EVENT_KINDS = [
  'reservation-created',
  'reservation-updated',
  'reservation-cancelled',
  'table-changed',
  'attempt-created',
  /** Staff turned a VIP or group request down: it leaves the day's list. */
  'attempt-declined',
  'menu-changed',
  'venue-changed',
  'tunnel-changed',
  /** The week's hours, a date's, or the pause of online bookings. */
  'calendar-changed',
  /** Staff's notes, allergies or tags on a guest: the day's rows and 'Clientes' show them. */
  'guest-changed',
  /** An outage recorded (the server back after one, the tunnel back), or staff dismissed the header's notice. */
  'outages-changed',
  /** A file of 'Copia fuera del local' written, or why it could not be: 'Ajustes' shows the last one. */
  'offsite-copy-changed',
  /** A backup is being put in place: every open screen reloads once the server is back. */
  'backup-restored',
  /** An entry of the waiting list joined, offered a table, booked, seated or withdrawn. */
  'waitlist-changed',
  /** A guest sent the morning-after survey, or staff opened an opinion: 'Opiniones' and its unread count. */
  'feedback-changed',
] as const;

export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export interface LiveEvent {
  kind: LiveEventKind;
  id: string | number;
}

/** The server-sent event name every change travels under. */
export const LIVE_EVENT_NAME = 'change';
