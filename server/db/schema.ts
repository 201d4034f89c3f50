/**
 * The venue's SQLite schema. Uniqueness (table number and grid cell per section, one like per
 * product and liker, confirmation numbers) and the cascades (a category takes its subcategories
 * and products with it; a deleted section leaves its categories without one) are database rules
 * here, not application code.
 */
import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BOOKING_SOURCES } from '../../shared/booking-source';
import { OUTAGE_KINDS } from '../../shared/outages';
import { REMINDER_CHANNELS } from '../../shared/schemas/reminders';
import { RESERVATION_STATUSES } from '../../shared/reservation-status';
import type { MailKind, MailStatus } from '../../shared/schemas/smtp';
import { WAITLIST_KINDS, WAITLIST_STATES } from '../../shared/schemas/waitlist';
import { mailboxOf } from './mailbox';

const createdAt = () =>
  text()
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const diningTables = sqliteTable(
  'dining_tables',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    tableNumber: integer().notNull(),
    minCapacity: integer().notNull().default(1),
    maxCapacity: integer().notNull().default(8),
    section: text().notNull().default('Salón'),
    positionX: integer().notNull().default(0),
    positionY: integer().notNull().default(0),
    isAvailable: integer({ mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dining_tables_section_number').on(t.section, t.tableNumber),
    uniqueIndex('dining_tables_section_position').on(t.section, t.positionX, t.positionY),
    // Best fit in index order: allocation stops at the first free table instead of sorting them all.
    index('dining_tables_best_fit').on(t.section, t.maxCapacity, t.tableNumber),
    check('dining_tables_capacity', sql`${t.minCapacity} between 1 and 20 and ${t.maxCapacity} between ${t.minCapacity} and 20`),
    check('dining_tables_position', sql`${t.positionX} between 0 and 4 and ${t.positionY} between 0 and 8`),
  ],
);

/**
 * Tables of one zone joined for bigger parties ('Mesa 3 + 4'): their own party range, and whether
 * diners may get them online. A table in a combination cannot be deleted until it leaves it (the
 * member row refers to it).
 */
export const tableCombinations = sqliteTable(
  'table_combinations',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    section: text().notNull(),
    minCapacity: integer().notNull(),
    maxCapacity: integer().notNull(),
    online: integer({ mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('table_combinations_section_name').on(t.section, t.name),
    check('table_combinations_capacity', sql`${t.minCapacity} between 1 and 20 and ${t.maxCapacity} between ${t.minCapacity} and 20`),
  ],
);

export const tableCombinationMembers = sqliteTable(
  'table_combination_members',
  {
    combinationId: integer()
      .notNull()
      .references(() => tableCombinations.id, { onDelete: 'cascade' }),
    tableId: integer()
      .notNull()
      .references(() => diningTables.id),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.tableId] }), index('table_combination_members_table').on(t.tableId)],
);

/**
 * A guest of the restaurant, recognised by phone (its last nine digits) or e-mail (lower case): every
 * booking, request and walk-in with a diner's contact is linked to one. What the bookings say
 * (visits, no-shows) is counted from them; what staff add (notes, allergies, tags) is kept here.
 */
export const guests = sqliteTable(
  'guests',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    /** The name as searches compare it (shared/search-text.ts: no accents or case), so 'maria' finds 'María'; searched anywhere in the name, so no index. */
    nameKey: text().notNull().default(''),
    phoneKey: text(),
    emailKey: text(),
    notes: text(),
    /** The EU allergens (shared/allergens.ts) as a JSON list, and anything else in words. */
    allergies: text().notNull().default('[]'),
    allergyNotes: text(),
    /** Staff's labels as a JSON list ('habitual', 'VIP', 'cumpleaños'). */
    tags: text().notNull().default('[]'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('guests_phone_key').on(t.phoneKey), uniqueIndex('guests_email_key').on(t.emailKey), index('guests_name').on(t.name)],
);

export const reservations = sqliteTable(
  'reservations',
  {
    id: text().primaryKey(),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    /** The mailbox the e-mail reaches (server/db/mailbox.ts): what the per-contact caps compare. */
    customerMailbox: text().generatedAlwaysAs((): SQL => mailboxOf(reservations.customerEmail), { mode: 'virtual' }),
    customerPhone: text().notNull(),
    date: text().notNull(),
    endDate: text(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    time: text().notNull(),
    times: text(),
    tableId: integer().references(() => diningTables.id, { onDelete: 'set null' }),
    tableNumber: integer(),
    preferredSection: text().notNull().default('Salón'),
    partySize: integer().notNull(),
    specialRequests: text(),
    status: text({ enum: RESERVATION_STATUSES }).notNull().default('confirmed'),
    hasArrived: integer({ mode: 'boolean' }).notNull().default(false),
    hasLeft: integer({ mode: 'boolean' }).notNull().default(false),
    /** When staff marked the party arrived ('Llegó', or seated as a walk-in) and left ('Ido'): the owner's time at the table. */
    arrivedAt: text(),
    leftAt: text(),
    confirmationNumber: text().notNull().unique(),
    isAdminAction: integer({ mode: 'boolean' }).notNull().default(false),
    /** Null for staff bookings made before sources were recorded. */
    source: text({ enum: BOOKING_SOURCES }),
    /** When the party was reminded, and how (an e-mail, or staff on WhatsApp). */
    remindedAt: text(),
    reminderChannel: text({ enum: REMINDER_CHANNELS }),
    /** When the diner answered a reminder 'Confirmo que iré'. */
    dinerConfirmedAt: text(),
    /** The EU allergens (shared/allergens.ts) the diner declared for the table, as a JSON list, and anything else in words; when they did (null: never asked or never answered). */
    dinerAllergies: text().notNull().default('[]'),
    dinerAllergyNotes: text(),
    dinerAllergiesAt: text(),
    /** ISO instant the diner was asked to reconfirm by (a big or far-ahead booking's reminder); null when not asked. */
    reconfirmBy: text(),
    /** When the second reminder went to a diner who had not reconfirmed. */
    nudgedAt: text(),
    /** When the booking was cancelled because it was not reconfirmed in time ('Liberar la mesa si no confirma'). */
    releasedAt: text(),
    /** Staff unticked 'Encuesta': no message the morning after. */
    surveyOptOut: integer({ mode: 'boolean' }).notNull().default(false),
    /** When the morning-after message was queued. */
    surveySentAt: text(),
    /** The calendar event's SEQUENCE: raised by each change the diner is told of (time, table, cancellation). */
    calendarSequence: integer().notNull().default(0),
    /** The guest this booking is of; null for a staff booking without the diner's contact. */
    guestId: integer().references(() => guests.id, { onDelete: 'set null' }),
    /** The combination booked, when the party sits at one ('Mesa 3 + 4'); its tables are tableId and the booking's other tables. */
    combinationId: integer().references(() => tableCombinations.id, { onDelete: 'set null' }),
    /** Wall-clock minutes on Madrid's timeline (see shared/schedule.ts); indexed for overlap checks. */
    startsAt: integer().notNull(),
    endsAt: integer().notNull(),
    /** When the diner's name, contact and requests were removed (retention or erasure); counts and times stay. */
    anonymisedAt: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('reservations_date').on(t.date),
    // Covers every figure of 'Informes' (server/reports/figures.ts): a year's range is read from the index alone.
    index('reservations_report').on(t.date, t.status, t.partySize, t.startTime, t.preferredSection, t.source, t.arrivedAt, t.leftAt),
    index('reservations_table_interval').on(t.tableId, t.startsAt, t.endsAt),
    index('reservations_email').on(t.customerEmail),
    index('reservations_mailbox').on(t.customerMailbox),
    index('reservations_guest').on(t.guestId),
    check('reservations_party', sql`${t.partySize} between 1 and 20`),
    check('reservations_interval', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A booking's other tables when the party sits at joined tables (a combination, or tables staff
 * joined for it): the first is the booking's tableId. Each holds the booking's interval as the first does.
 */
export const reservationTables = sqliteTable(
  'reservation_tables',
  {
    reservationId: text()
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tableId: integer()
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    /** 1 for the second table, 2 for the third, 3 for the fourth. */
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.tableId] }), index('reservation_tables_table').on(t.tableId)],
);

/** A row exists only where staff closed a slot or capped the bookings starting in it. */
export const timeSlots = sqliteTable(
  'time_slots',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    date: text().notNull(),
    time: text().notNull(),
    available: integer({ mode: 'boolean' }).notNull().default(true),
    maxCapacity: integer().notNull().default(8),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('time_slots_date_time').on(t.date, t.time), check('time_slots_capacity', sql`${t.maxCapacity} >= 0`)],
);

export const reservationAttempts = sqliteTable(
  'reservation_attempts',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    customerPhone: text().notNull(),
    date: text().notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    partySize: integer().notNull(),
    preferredSection: text().notNull(),
    specialRequests: text(),
    /** As a booking's: when its personal data was removed. */
    anonymisedAt: text(),
    guestId: integer().references(() => guests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When staff turned the request down ('Rechazar'): it leaves the day's list, and stays for the figures and the diner's data. */
    declinedAt: text(),
  },
  (t) => [index('reservation_attempts_date').on(t.date), index('reservation_attempts_email').on(t.customerEmail), index('reservation_attempts_guest').on(t.guestId)],
);

export const menuSections = sqliteTable('menu_sections', {
  id: integer().primaryKey({ autoIncrement: true }),
  name: text().notNull(),
  description: text(),
  imageUrl: text(),
  displayOrder: integer().notNull().default(0),
  isVisible: integer({ mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

export const categories = sqliteTable(
  'categories',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    description: text(),
    imageUrl: text(),
    menuSectionId: integer().references(() => menuSections.id, { onDelete: 'set null' }),
    displayOrder: integer().notNull().default(1),
    isVisible: integer({ mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('categories_section').on(t.menuSectionId)],
);

export const subcategories = sqliteTable(
  'subcategories',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    description: text(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    displayOrder: integer().notNull().default(0),
    isVisible: integer({ mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('subcategories_category').on(t.categoryId)],
);

export const products = sqliteTable(
  'products',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    description: text(),
    /** Euro cents; null when the menu shows no price (N/A). */
    priceCents: integer(),
    imageUrl: text(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryId: integer().references(() => subcategories.id, { onDelete: 'cascade' }),
    isAvailable: integer({ mode: 'boolean' }).notNull().default(true),
    isVisible: integer({ mode: 'boolean' }).notNull().default(true),
    displayOrder: integer().notNull().default(1),
    /** JSON lists of text. */
    tags: text().notNull().default('[]'),
    allergens: text().notNull().default('[]'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('products_category').on(t.categoryId, t.displayOrder),
    index('products_subcategory').on(t.subcategoryId),
    check('products_price', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

/** `userEmail` holds the anonymous visitor id of the like cookie, which stands in for an e-mail. */
export const productLikes = sqliteTable(
  'product_likes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userEmail: text().notNull(),
    createdAt: createdAt(),
  },
  // By liker too: whether a visitor id was given out here (server/menu/likes.ts) is one look-up.
  (t) => [uniqueIndex('product_likes_product_user').on(t.productId, t.userEmail), index('product_likes_user').on(t.userEmail)],
);

/**
 * A date with rules of its own (server/calendar/): its own services (none: closed) or its weekday's,
 * a public note, and the services diners cannot book online that day.
 */
export const calendarDays = sqliteTable('calendar_days', {
  date: text().primaryKey(),
  /** JSON list of services (shared/calendar.ts); '[]' closes the date; null keeps its weekday's. */
  services: text(),
  note: text(),
  /** JSON list of service names paused online that day ('Cena'). */
  paused: text().notNull().default('[]'),
});

/** A local holiday the owner adds (the town's fiestas), shown beside Spain's and Madrid's. */
export const localHolidays = sqliteTable('local_holidays', {
  date: text().primaryKey(),
  name: text().notNull(),
});

export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    tokenHash: text().notNull().unique(),
    expiresAt: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_expiry').on(t.expiresAt)],
);

export const settings = sqliteTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/**
 * E-mails waiting to be sent, each written in the same transaction as what it announces; the mail
 * worker (server/mail/worker.ts) sends them, retrying with backoff, and keeps what failed visible.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text().$type<MailKind>().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** The .ics a confirmation carries. */
    calendar: text(),
    replyTo: text(),
    status: text().$type<MailStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** Milliseconds since the epoch: not before this. */
    nextAttemptAt: integer().notNull(),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: text(),
    /** Sent because a diner used a public form (a booking, a cancellation, a request): counted by the mail caps. */
    fromPublicForm: integer({ mode: 'boolean' }).notNull().default(false),
    /** The Madrid day whose mail caps it counts against (the next one when it waits). */
    queuedOn: text(),
  },
  (t) => [index('outbox_due').on(t.status, t.nextAttemptAt), index('outbox_public_day').on(t.queuedOn, t.fromPublicForm, t.recipient)],
);

/**
 * One row per request of a public form that was let through (server/fair-use/): a client's hits
 * within a window say whether it may send another. Kept a day at most; `client` is an address.
 */
export const fairUseHits = sqliteTable(
  'fair_use_hits',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    bucket: text().notNull(),
    client: text().notNull(),
    /** Milliseconds since the epoch. */
    at: integer().notNull(),
  },
  (t) => [index('fair_use_hits_client').on(t.bucket, t.client, t.at), index('fair_use_hits_at').on(t.at)],
);

/**
 * The server's heartbeat (server/outages/): one row, written at most once a minute while the server
 * runs. What it says when the server starts is when the last run ended and how.
 */
export const heartbeat = sqliteTable(
  'heartbeat',
  {
    id: integer().primaryKey(),
    /** Milliseconds since the epoch, by the venue's clock: the server was running then. */
    beatAt: integer().notNull(),
    /** The server was closed on purpose right after this beat (not cut off by a power cut, a crash or sleep). */
    stoppedCleanly: integer({ mode: 'boolean' }).notNull().default(false),
    /** Since when the tunnel has been lost, after it was connected; null while connected or off. */
    tunnelLostAt: integer(),
  },
  (t) => [check('heartbeat_one_row', sql`${t.id} = 1`)],
);

/** A time of 10 minutes or more when diners could not reach the site (server/outages/). */
export const outages = sqliteTable(
  'outages',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text({ enum: OUTAGE_KINDS }).notNull(),
    /** Milliseconds since the epoch, by the venue's clock. */
    startedAt: integer().notNull(),
    endedAt: integer().notNull(),
    /** The server was closed on purpose; false when it was cut off, and for the tunnel's. */
    clean: integer({ mode: 'boolean' }).notNull(),
    /** Staff dismissed the dashboard's notice of it, or of a later one. */
    seen: integer({ mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('outages_ended').on(t.endedAt), check('outages_interval', sql`${t.endedAt} > ${t.startedAt}`)],
);

/**
 * The waiting list (server/waitlist/): a diner who found no table, or a party at the door, and the
 * table offered to them. Personal data with an end: deleted the day after its date.
 */
export const waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text({ enum: WAITLIST_KINDS }).notNull(),
    customerName: text().notNull(),
    /** Null for a party at the door. */
    customerEmail: text(),
    customerPhone: text().notNull(),
    date: text().notNull(),
    startTime: text().notNull(),
    /** The latest start the diner would still accept. */
    latestStart: text().notNull(),
    partySize: integer().notNull(),
    /** Null: any zone. */
    preferredSection: text(),
    quotedMinutes: integer(),
    state: text({ enum: WAITLIST_STATES }).notNull().default('waiting'),
    /** The offer out, while `state` is 'offered' (and kept after, for what the link shows). */
    offerStartTime: text(),
    offerEndTime: text(),
    offerSection: text(),
    offerCombinationId: integer().references(() => tableCombinations.id, { onDelete: 'set null' }),
    /** ISO instant the table stops being held. */
    offerExpiresAt: text(),
    /** Counts the offers made to the entry: a link names the one it carries, so an older link is spent. */
    offerNumber: integer().notNull().default(0),
    reservationId: text().references(() => reservations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('waitlist_entries_date').on(t.date, t.state), check('waitlist_entries_party', sql`${t.partySize} between 1 and 20`)],
);

/** The tables held for an entry's open offer, over the interval offered: online availability does not give them. */
export const waitlistHolds = sqliteTable(
  'waitlist_holds',
  {
    entryId: integer()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    tableId: integer()
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    /** Minutes on the venue's timeline, as a booking's. */
    startsAt: integer().notNull(),
    endsAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.tableId] }), index('waitlist_holds_table').on(t.tableId, t.startsAt, t.endsAt)],
);

/**
 * What a guest who came said the morning after (server/feedback/): one per booking, from the signed
 * link of its message. Personal data: the comment leaves with the booking's (anonymisation).
 */
export const feedback = sqliteTable(
  'feedback',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    reservationId: text()
      .notNull()
      .unique()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    guestId: integer().references(() => guests.id, { onDelete: 'set null' }),
    /** The service day of the booking, so a range of 'Informes' reads through an index. */
    date: text().notNull(),
    /** 1 to 5: the evening as a whole, then the food, the service and the place. */
    overall: integer().notNull(),
    food: integer().notNull(),
    service: integer().notNull(),
    ambience: integer().notNull(),
    comment: text(),
    createdAt: createdAt(),
    /** When staff opened it under 'Opiniones'; null counts as unread. */
    readAt: text(),
    anonymisedAt: text(),
  },
  (t) => [
    index('feedback_date').on(t.date),
    index('feedback_guest').on(t.guestId),
    check('feedback_scores', sql`${t.overall} between 1 and 5 and ${t.food} between 1 and 5 and ${t.service} between 1 and 5 and ${t.ambience} between 1 and 5`),
  ],
);
