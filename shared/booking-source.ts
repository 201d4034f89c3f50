/**
 * Where a booking came from, recorded as it is made: the owner's figures count bookings by it.
 * Bookings made before sources were recorded have none ('sin dato'), except online ones, which
 * were always told apart (`isAdminAction` false).
 */
export const BOOKING_SOURCES = ['online', 'staff', 'walk-in', 'request', 'waitlist'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** What a dashboard booking may say of itself; 'online' is only ever the public form's. */
export const STAFF_SOURCES = ['staff', 'walk-in', 'request'] as const satisfies readonly BookingSource[];
export type StaffSource = (typeof STAFF_SOURCES)[number];

/** How the owner's figures and the accountant's file name each source ('sin dato': made before sources were recorded). */
export const SOURCE_WORDS: Record<BookingSource | 'unknown', string> = {
  online: 'Web',
  staff: 'Personal',
  'walk-in': 'Sin reserva',
  request: 'Solicitud',
  waitlist: 'Lista de espera',
  unknown: 'sin dato',
};
