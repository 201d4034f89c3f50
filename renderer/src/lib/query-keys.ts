/**
 * Every cached answer's key, made here and nowhere else. A key starts with the address it was read
 * from (the specification's cache keys), so a shorter key names every answer under it: `day.all`
 * is every day's list.
 */

/** The answers of one address, each told apart by what follows it: `all` names them together. */
function family<Parts extends unknown[]>(address: string) {
  return { all: [address] as const, of: (...parts: Parts) => [address, ...parts] as const };
}

/** One key a name, each the address it is read from alone. */
function keysOf<Names extends string>(addresses: Record<Names, string>): Record<Names, readonly [string]> {
  return Object.fromEntries(Object.entries(addresses).map(([name, address]) => [name, [address] as const])) as Record<Names, readonly [string]>;
}

type RangeQuery = Record<string, string | number | null | undefined>;

export const queryKeys = {
  day: family<[date: string]>('/api/reservations/date'),
  /** 'Mis reservas': a diner's search. */
  search: family<[email: string, confirmationNumber: string]>('/api/reservations/search'),
  requests: family<[date: string]>('/api/admin/reservation-attempts'),
  /** Free tables for a range, as diners or as staff (closed slots included) see them. */
  range: family<[audience: 'public' | 'staff', date: string, startTime: string, endTime: string, query: RangeQuery]>('/api/tables/range'),
  /** The calendar's dates from one date to another. */
  calendar: family<[from: string, to: string]>('/api/calendar'),
  calendarWeek: ['/api/admin/calendar/week'] as const,
  /** The guest book searched (by name, phone or e-mail). */
  guests: family<[q: string]>('/api/admin/guests'),
  /** 'Informes': the figures of a range of dates. */
  reports: family<[from: string, to: string]>('/api/admin/reports'),
  /** The outages of the last 30 days: the header's notice. */
  outages: ['/api/admin/outages'] as const,
  /** One guest's profile and bookings. */
  guest: family<[id: number]>('/api/admin/guests/:id'),
  /** The waiting list of a date, as staff see it. */
  waitlist: family<[date: string]>('/api/admin/waitlist'),
  /** The seats staff may offer an entry of the waiting list now. */
  waitlistSeats: family<[id: number]>('/api/admin/waitlist/:id/seats'),
  /** An offer's link, read. */
  waitlistOffer: family<[token: string]>('/api/waitlist/offers'),
  /** A reminder's link, read. */
  reminder: family<[token: string]>('/api/reminders'),
  /** The survey's link, read. */
  survey: family<[token: string]>('/api/feedback'),
  /** 'Opiniones' of a range of dates (the dashboard's and 'Informes'), their unread count, and a guest's own. */
  opinions: family<[from: string, to: string]>('/api/admin/feedback'),
  unreadOpinions: ['/api/admin/feedback/unread'] as const,
  guestOpinions: family<[id: number]>('/api/admin/guests/:id/feedback'),
  /** A booking e-mail's link to the table's allergies, read. */
  dinerAllergies: family<[token: string]>('/api/allergies'),
  /** Half hours staff closed or capped on a date. */
  timeSlots: family<[date: string]>('/api/admin/time-slots'),
  onlinePause: ['/api/admin/online-bookings'] as const,
  tables: ['/api/tables'] as const,
  adminTables: ['/api/admin/tables'] as const,
  /** Joined tables ('Mesa 3 + 4'). */
  combinations: ['/api/admin/table-combinations'] as const,
  evening: ['/api/tables/availability'] as const,
  venue: ['/api/venue'] as const,
  /** 'Duración de la mesa' as the booking form reads it. */
  turnTimes: ['/api/turn-times'] as const,
  privacyTerms: ['/api/privacy'] as const,
  setup: ['/api/setup'] as const,
  /** 'Primeros pasos' on 'Ajustes'. */
  checklist: ['/api/admin/settings/checklist'] as const,
  menu: {
    sections: ['/api/menu/sections'] as const,
    section: (id: number) => ['/api/menu/sections', id] as const,
    sectionCategories: (id: number) => ['/api/menu/sections', id, 'categories'] as const,
    categories: ['/api/menu/categories'] as const,
    category: (id: number) => ['/api/menu/categories', id, 'complete'] as const,
    search: family<[term: string]>('/api/menu/search'),
  },
  menuAdmin: {
    pages: ['/api/admin/dashboard/categories-only'] as const,
    categoryProducts: {
      all: ['/api/admin/categories'] as const,
      of: (categoryId: number) => ['/api/admin/categories', categoryId, 'products'] as const,
    },
    sections: ['/api/admin/menu/sections'] as const,
    categories: ['/api/admin/menu/categories'] as const,
    subcategories: ['/api/admin/menu/subcategories'] as const,
  },
  settings: keysOf({
    smtp: '/api/admin/settings/smtp',
    mailLog: '/api/admin/settings/mail-log',
    tunnel: '/api/admin/settings/tunnel',
    qrCodes: '/api/admin/settings/qr-codes',
    lan: '/api/admin/settings/lan',
    privacy: '/api/admin/settings/privacy',
    reminders: '/api/admin/settings/reminders',
    noShows: '/api/admin/settings/no-shows',
    backups: '/api/admin/backups',
    offsiteCopy: '/api/admin/settings/offsite-copy',
    turnTimes: '/api/admin/settings/turn-times',
  }),
};
