/**
 * Every step of the migration chain, SQL and data, from the version before it with a venue's rows in
 * it: the rows are kept, new columns hold their defaults or backfilled values, new indexes and rules
 * are there. A step added without a case here fails the first test.
 */
import { describe, expect, it } from 'vitest';
import { CHAIN, databaseBeforeStep, type ChainDatabase } from '../../tests/helpers/migration-chain';
import type { Db } from './open';

type Value = string | number | null;

function insert(db: Db, table: string, row: Record<string, Value>): void {
  const columns = Object.keys(row);
  db.$client.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...Object.values(row));
}
const all = (db: Db, query: string, ...params: Value[]) => db.$client.prepare(query).all(...params);
const get = (db: Db, query: string, ...params: Value[]) => db.$client.prepare(query).get(...params);

/** The tables a venue's data lives in (not SQLite's, not the chain's own records). */
const tables = (db: Db) =>
  (all(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_\\_%' ESCAPE '\\' ORDER BY name") as { name: string }[]).map(
    (row) => row.name,
  );

/** An index: its table, its columns in order, whether it is unique; null when absent. */
function index(db: Db, name: string) {
  const found = get(db, "SELECT tbl_name AS tableName FROM sqlite_master WHERE type = 'index' AND name = ?", name) as { tableName: string } | undefined;
  if (!found) return null;
  const listed = (all(db, `PRAGMA index_list(${found.tableName})`) as { name: string; unique: number }[]).find((entry) => entry.name === name);
  const columns = (all(db, `PRAGMA index_info(${name})`) as { name: string }[]).map((column) => column.name);
  return { table: found.tableName, columns, unique: listed?.unique === 1 };
}

/** Whether a query reads through the named index. */
const usesIndex = (db: Db, query: string, name: string) => (all(db, `EXPLAIN QUERY PLAN ${query}`) as { detail: string }[]).some((step) => step.detail.includes(name));

/** A booking as every version since the first can store it. */
const booking = (id: string, extra: Record<string, Value> = {}): Record<string, Value> => ({
  id,
  customer_name: 'Ana',
  customer_email: 'ana@example.com',
  customer_phone: '600000000',
  date: '2026-11-20',
  start_time: '21:00',
  end_time: '23:00',
  time: '21:00',
  party_size: 2,
  confirmation_number: `RES-${id}`,
  starts_at: 100,
  ends_at: 220,
  ...extra,
});

/** A large-group request as every version since the first can store it. */
const request = (extra: Record<string, Value> = {}): Record<string, Value> => ({
  customer_name: 'Grupo',
  customer_email: 'grupo@example.com',
  customer_phone: '611222333',
  date: '2026-11-28',
  start_time: '21:00',
  end_time: '23:00',
  party_size: 12,
  preferred_section: 'VIP',
  ...extra,
});

const CASES: Record<string, { what: string; check(database: ChainDatabase): void }> = {
  '0000_init': {
    what: "a new database gets the first release's tables, with their uniqueness, checks and cascades",
    check({ db, apply }) {
      expect(tables(db)).toEqual([]);
      apply();
      expect(tables(db)).toEqual([
        'admin_sessions',
        'categories',
        'dining_tables',
        'menu_sections',
        'product_likes',
        'products',
        'reservation_attempts',
        'reservations',
        'settings',
        'subcategories',
        'time_slots',
      ]);
      insert(db, 'categories', { id: 1, name: 'Entrantes' });
      insert(db, 'products', { id: 1, name: 'Croquetas', category_id: 1, price_cents: 950 });
      insert(db, 'product_likes', { product_id: 1, user_email: 'ana@example.com' });
      expect(() => insert(db, 'product_likes', { product_id: 1, user_email: 'ana@example.com' })).toThrow(/UNIQUE/);
      expect(() => insert(db, 'products', { name: 'Regalo', category_id: 1, price_cents: -1 })).toThrow(/CHECK/);
      expect(get(db, 'SELECT tags, allergens, is_visible AS visible FROM products')).toEqual({ tags: '[]', allergens: '[]', visible: 1 });
      // A category takes its products, and their likes, with it.
      db.$client.prepare('DELETE FROM categories WHERE id = 1').run();
      expect(get(db, 'SELECT (SELECT count(*) FROM products) + (SELECT count(*) FROM product_likes) AS n')).toEqual({ n: 0 });
      insert(db, 'reservations', booking('a'));
      expect(get(db, 'SELECT status, preferred_section AS section, has_arrived AS arrived FROM reservations')).toEqual({ status: 'confirmed', section: 'Salón', arrived: 0 });
      expect(() => insert(db, 'reservations', booking('b', { confirmation_number: 'RES-a' }))).toThrow(/UNIQUE/);
      expect(() => insert(db, 'reservations', booking('c', { party_size: 0 }))).toThrow(/CHECK/);
      expect(() => insert(db, 'reservations', booking('d', { ends_at: 100 }))).toThrow(/CHECK/);
    },
  },

  '0001_best_fit_index': {
    what: 'keeps the tables and adds the index the best-fit search reads',
    check({ db, apply }) {
      insert(db, 'dining_tables', { name: 'Mesa 1', table_number: 1, section: 'Salón', max_capacity: 4, position_x: 0, position_y: 0 });
      insert(db, 'dining_tables', { name: 'Mesa 2', table_number: 2, section: 'Salón', max_capacity: 2, position_x: 1, position_y: 0 });
      apply();
      expect(all(db, 'SELECT name, max_capacity AS seats FROM dining_tables ORDER BY id')).toEqual([
        { name: 'Mesa 1', seats: 4 },
        { name: 'Mesa 2', seats: 2 },
      ]);
      expect(index(db, 'dining_tables_best_fit')).toEqual({ table: 'dining_tables', columns: ['section', 'max_capacity', 'table_number'], unique: false });
    },
  },

  '0002_outbox': {
    what: 'keeps the bookings and adds the outbox, a message pending until sent',
    check({ db, apply }) {
      insert(db, 'reservations', booking('a'));
      apply();
      expect(all(db, 'SELECT id FROM reservations')).toEqual([{ id: 'a' }]);
      insert(db, 'outbox', { kind: 'confirmation', recipient: 'ana@example.com', subject: 'Reserva confirmada', text: 'Hola', html: '<p>Hola</p>', next_attempt_at: 0 });
      expect(get(db, 'SELECT status, attempts, sent_at AS sentAt FROM outbox')).toEqual({ status: 'pending', attempts: 0, sentAt: null });
      expect(index(db, 'outbox_due')).toEqual({ table: 'outbox', columns: ['status', 'next_attempt_at'], unique: false });
    },
  },

  '0003_fair_use': {
    what: 'keeps the settings and adds the fair-use hits, found by client and by age',
    check({ db, apply }) {
      insert(db, 'settings', { key: 'venue', value: '{"name":"Valhalla"}' });
      apply();
      expect(all(db, 'SELECT key, value FROM settings')).toEqual([{ key: 'venue', value: '{"name":"Valhalla"}' }]);
      expect(all(db, 'SELECT * FROM fair_use_hits')).toEqual([]);
      expect(index(db, 'fair_use_hits_client')).toEqual({ table: 'fair_use_hits', columns: ['bucket', 'client', 'at'], unique: false });
      expect(index(db, 'fair_use_hits_at')).toEqual({ table: 'fair_use_hits', columns: ['at'], unique: false });
    },
  },

  '0004_mail_caps': {
    what: "keeps the queued messages, counted as not from the public form, and indexes a day's public ones",
    check({ db, apply }) {
      insert(db, 'outbox', { kind: 'confirmation', recipient: 'ana@example.com', subject: 'Reserva confirmada', text: 'Hola', html: '<p>Hola</p>', next_attempt_at: 0 });
      apply();
      expect(all(db, 'SELECT recipient, status, from_public_form AS fromForm, queued_on AS queuedOn FROM outbox')).toEqual([
        { recipient: 'ana@example.com', status: 'pending', fromForm: 0, queuedOn: null },
      ]);
      expect(index(db, 'outbox_public_day')).toEqual({ table: 'outbox', columns: ['queued_on', 'from_public_form', 'recipient'], unique: false });
    },
  },

  '0005_personal_data_end': {
    what: 'keeps bookings and requests, none of them anonymised, and finds requests by e-mail',
    check({ db, apply }) {
      insert(db, 'reservations', booking('a'));
      insert(db, 'reservation_attempts', request());
      apply();
      expect(all(db, 'SELECT customer_name AS name, anonymised_at AS anonymised FROM reservations')).toEqual([{ name: 'Ana', anonymised: null }]);
      expect(all(db, 'SELECT customer_email AS email, anonymised_at AS anonymised FROM reservation_attempts')).toEqual([{ email: 'grupo@example.com', anonymised: null }]);
      expect(index(db, 'reservation_attempts_email')).toEqual({ table: 'reservation_attempts', columns: ['customer_email'], unique: false });
    },
  },

  '0006_calendar': {
    what: 'keeps the bookings and adds the calendar, one row a date, each with its services',
    check({ db, apply }) {
      insert(db, 'reservations', booking('a'));
      apply();
      expect(all(db, 'SELECT id FROM reservations')).toEqual([{ id: 'a' }]);
      insert(db, 'calendar_days', { date: '2026-12-24', services: '["comida"]' });
      expect(() => insert(db, 'calendar_days', { date: '2026-12-24', services: '[]' })).toThrow(/UNIQUE/);
      expect(() => insert(db, 'calendar_days', { date: '2026-12-25', services: null })).toThrow(/NOT NULL/);
    },
  },

  '0007_calendar_rules': {
    what: "rebuilds the calendar keeping every date, its services and note, none paused; a date may keep the week's services; local holidays",
    check({ db, apply }) {
      insert(db, 'calendar_days', { date: '2026-12-24', services: '["comida"]', note: 'Nochebuena' });
      insert(db, 'calendar_days', { date: '2026-12-25', services: '[]', note: null });
      apply();
      expect(all(db, 'SELECT date, services, note, paused FROM calendar_days ORDER BY date')).toEqual([
        { date: '2026-12-24', services: '["comida"]', note: 'Nochebuena', paused: '[]' },
        { date: '2026-12-25', services: '[]', note: null, paused: '[]' },
      ]);
      // One row a date still; the services may now be left to the week's.
      expect(() => insert(db, 'calendar_days', { date: '2026-12-24', services: null })).toThrow(/UNIQUE/);
      insert(db, 'calendar_days', { date: '2026-12-31', services: null, note: 'Nochevieja' });
      expect(() => insert(db, 'calendar_days', { date: '2027-01-01', services: null, paused: null })).toThrow(/NOT NULL/);
      insert(db, 'local_holidays', { date: '2026-05-15', name: 'San Isidro' });
      expect(() => insert(db, 'local_holidays', { date: '2026-05-15', name: 'Otra' })).toThrow(/UNIQUE/);
      expect(tables(db)).not.toContain('__new_calendar_days');
    },
  },

  '0008_booking_source': {
    what: "records the source of bookings made before sources were: online ones as 'online', staff ones unknown",
    check({ db, apply }) {
      insert(db, 'reservations', booking('online-1', { is_admin_action: 0 }));
      insert(db, 'reservations', booking('staff-1', { is_admin_action: 1 }));
      apply();
      expect(all(db, 'SELECT id, source FROM reservations ORDER BY id')).toEqual([
        { id: 'online-1', source: 'online' },
        { id: 'staff-1', source: null },
      ]);
    },
  },

  '0009_reminders': {
    what: 'keeps the bookings, none reminded or confirmed by the diner yet',
    check({ db, apply }) {
      insert(db, 'reservations', booking('a', { status: 'confirmed' }));
      apply();
      expect(all(db, 'SELECT id, status, reminded_at AS reminded, reminder_channel AS channel, diner_confirmed_at AS confirmed FROM reservations')).toEqual([
        { id: 'a', status: 'confirmed', reminded: null, channel: null, confirmed: null },
      ]);
    },
  },

  '0010_guest_book': {
    what: 'keeps bookings and requests, not yet linked (data migration 0002 links them), and adds the guest book: one guest a phone or an e-mail',
    check({ db, apply }) {
      insert(db, 'reservations', booking('a'));
      insert(db, 'reservation_attempts', request());
      apply();
      expect(all(db, 'SELECT id, guest_id AS guest FROM reservations')).toEqual([{ id: 'a', guest: null }]);
      expect(all(db, 'SELECT customer_name AS name, guest_id AS guest FROM reservation_attempts')).toEqual([{ name: 'Grupo', guest: null }]);
      expect(all(db, 'SELECT * FROM guests')).toEqual([]);
      insert(db, 'guests', { id: 1, name: 'Ana', phone_key: '600000000', email_key: 'ana@example.com' });
      expect(() => insert(db, 'guests', { name: 'Otra', phone_key: '600000000' })).toThrow(/UNIQUE/);
      expect(() => insert(db, 'guests', { name: 'Otra', email_key: 'ana@example.com' })).toThrow(/UNIQUE/);
      insert(db, 'guests', { name: 'Sin teléfono', email_key: 'uno@example.com' });
      insert(db, 'guests', { name: 'Tampoco', email_key: 'dos@example.com' });
      expect(get(db, 'SELECT allergies, tags FROM guests WHERE id = 1')).toEqual({ allergies: '[]', tags: '[]' });
      // A guest erased leaves the bookings, unlinked.
      db.$client.prepare("UPDATE reservations SET guest_id = 1 WHERE id = 'a'").run();
      db.$client.prepare('DELETE FROM guests WHERE id = 1').run();
      expect(all(db, 'SELECT id, guest_id AS guest FROM reservations')).toEqual([{ id: 'a', guest: null }]);
      expect(index(db, 'reservations_guest')).toEqual({ table: 'reservations', columns: ['guest_id'], unique: false });
      expect(index(db, 'reservation_attempts_guest')).toEqual({ table: 'reservation_attempts', columns: ['guest_id'], unique: false });
      expect(index(db, 'guests_name')).toEqual({ table: 'guests', columns: ['name'], unique: false });
    },
  },

  '0011_guest_name_key': {
    what: 'keeps the guests, each with an empty search name (data migration 0001 folds it)',
    check({ db, apply }) {
      insert(db, 'guests', { name: 'Íñigo Martínez', phone_key: '699111222', notes: 'Mesa junto a la ventana' });
      apply();
      expect(all(db, 'SELECT name, phone_key AS phone, notes, name_key AS key FROM guests')).toEqual([{ name: 'Íñigo Martínez', phone: '699111222', notes: 'Mesa junto a la ventana', key: '' }]);
    },
  },

  '0001-fold-guest-names': {
    what: 'folds the names of guests stored before searches folded them, once, leaving one already folded as it is',
    check({ db, apply }) {
      insert(db, 'guests', { name: 'Íñigo Martínez', phone_key: '699111222' });
      insert(db, 'guests', { name: ' MARÍA   José ', phone_key: '699111333', updated_at: '2026-10-01T10:00:00.000Z' });
      insert(db, 'guests', { name: 'Ana', phone_key: '699111444', name_key: 'ana' });
      apply();
      expect(all(db, 'SELECT name_key AS key FROM guests ORDER BY id')).toEqual([{ key: 'inigo martinez' }, { key: 'maria jose' }, { key: 'ana' }]);
      // A fold is no edit of the card.
      expect(get(db, "SELECT updated_at AS updated FROM guests WHERE phone_key = '699111333'")).toEqual({ updated: '2026-10-01T10:00:00.000Z' });
      expect(all(db, 'SELECT name FROM __data_migrations')).toEqual([{ name: '0001-fold-guest-names' }]);
    },
  },

  '0002-link-guests': {
    what: "links each booking and request stored before the guest book to one guest per contact, as when it was stored: a diner's rows add nothing to a card, staff's complete it",
    check({ db, apply }) {
      const at = (day: number) => `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`;
      // One diner, by phone written two ways and by e-mail in capitals; the placeholder contact is nobody.
      insert(db, 'reservations', booking('a', { customer_name: 'Luis Gómez', customer_email: 'luis@example.com', customer_phone: '699 111 222', created_at: at(1) }));
      insert(db, 'reservations', booking('b', { customer_name: 'Luis', customer_email: 'LUIS@example.com', customer_phone: '000000000', created_at: at(2) }));
      insert(db, 'reservations', booking('c', { customer_name: 'Marta', customer_email: 'admin@restaurante.local', customer_phone: '+34699111222', created_at: at(3) }));
      insert(db, 'reservations', booking('d', { customer_name: 'Datos borrados', customer_email: '', customer_phone: '', created_at: at(4), anonymised_at: at(5) }));
      insert(db, 'reservations', booking('e', { customer_name: 'Sin datos', customer_email: 'admin@restaurante.local', customer_phone: '000000000', created_at: at(6) }));
      // A regular's card made by staff; a stranger's e-mail beside her phone on a public booking and a request; staff then give her e-mail.
      insert(db, 'reservations', booking('f', { customer_name: 'Carmen Ruiz', customer_email: 'admin@restaurante.local', customer_phone: '622 111 333', is_admin_action: 1, created_at: at(7) }));
      insert(db, 'reservations', booking('g', { customer_name: 'Otro', customer_email: 'extrano@example.com', customer_phone: '622111333', created_at: at(8) }));
      insert(db, 'reservation_attempts', request({ customer_name: 'Otro', customer_email: 'extrano@example.com', customer_phone: '622111333', created_at: at(9) }));
      insert(db, 'reservations', booking('h', { customer_name: 'Carmen Ruiz', customer_email: 'carmen@example.com', customer_phone: '622111333', is_admin_action: 1, created_at: at(10) }));
      apply();
      expect(all(db, 'SELECT id, guest_id AS guest FROM reservations ORDER BY id')).toEqual([
        { id: 'a', guest: 1 },
        { id: 'b', guest: 1 },
        { id: 'c', guest: 1 },
        { id: 'd', guest: null },
        { id: 'e', guest: null },
        { id: 'f', guest: 2 },
        { id: 'g', guest: 2 },
        { id: 'h', guest: 2 },
      ]);
      expect(all(db, 'SELECT guest_id AS guest FROM reservation_attempts')).toEqual([{ guest: 2 }]);
      // Each card dated by the row that made it (or last completed it): no clock is read.
      expect(all(db, 'SELECT id, name, name_key AS key, phone_key AS phone, email_key AS email, created_at AS created, updated_at AS updated FROM guests ORDER BY id')).toEqual([
        { id: 1, name: 'Luis Gómez', key: 'luis gomez', phone: '699111222', email: 'luis@example.com', created: at(1), updated: at(1) },
        { id: 2, name: 'Carmen Ruiz', key: 'carmen ruiz', phone: '622111333', email: 'carmen@example.com', created: at(7), updated: at(10) },
      ]);
      expect(all(db, 'SELECT name FROM __data_migrations ORDER BY name')).toEqual([{ name: '0001-fold-guest-names' }, { name: '0002-link-guests' }]);
    },
  },

  '0012_table_times': {
    what: 'keeps the bookings, with no time at the table recorded yet, and indexes what the reports group by',
    check({ db, apply }) {
      insert(db, 'reservations', booking('a', { has_arrived: 1, has_left: 1 }));
      apply();
      expect(all(db, 'SELECT id, has_arrived AS arrived, has_left AS left, arrived_at AS arrivedAt, left_at AS leftAt FROM reservations')).toEqual([
        { id: 'a', arrived: 1, left: 1, arrivedAt: null, leftAt: null },
      ]);
      expect(index(db, 'reservations_report')).toEqual({
        table: 'reservations',
        columns: ['date', 'status', 'party_size', 'start_time', 'preferred_section', 'source', 'arrived_at', 'left_at'],
        unique: false,
      });
    },
  },

  '0013_mailbox_keys': {
    what: 'gives bookings stored before mailboxes were compared theirs, with the index that finds them, and indexes likes by liker',
    check({ db, apply }) {
      insert(db, 'reservations', booking('a', { customer_name: 'Luis', customer_email: 'luis+1@example.com' }));
      insert(db, 'reservations', booking('b', { customer_name: 'Luis', customer_email: 'l.uis@googlemail.com' }));
      insert(db, 'reservations', booking('c', { customer_name: 'Luis', customer_email: 'marta@example.com' }));
      apply();
      expect(all(db, 'SELECT id, customer_mailbox AS mailbox FROM reservations ORDER BY id')).toEqual([
        { id: 'a', mailbox: 'luis@example.com' },
        { id: 'b', mailbox: 'luis@gmail.com' },
        { id: 'c', mailbox: 'marta@example.com' },
      ]);
      expect(usesIndex(db, "SELECT id FROM reservations WHERE customer_mailbox = 'luis@gmail.com'", 'reservations_mailbox')).toBe(true);
      expect(index(db, 'product_likes_user')).toEqual({ table: 'product_likes', columns: ['user_email'], unique: false });
    },
  },

  '0014_outages': {
    what: 'keeps what a database already held, and starts with no heartbeat and no outage',
    check({ db, apply }) {
      insert(db, 'settings', { key: 'venue', value: '{"name":"Valhalla"}' });
      insert(db, 'reservations', booking('a'));
      apply();
      expect(get(db, 'SELECT value FROM settings WHERE key = ?', 'venue')).toEqual({ value: '{"name":"Valhalla"}' });
      expect(all(db, 'SELECT id, customer_name AS name FROM reservations')).toEqual([{ id: 'a', name: 'Ana' }]);
      expect(get(db, 'SELECT count(*) AS n FROM heartbeat')).toEqual({ n: 0 });
      expect(get(db, 'SELECT count(*) AS n FROM outages')).toEqual({ n: 0 });
      // One heartbeat row only, and an outage that ends after it starts.
      expect(() => insert(db, 'heartbeat', { id: 2, beat_at: 0 })).toThrow(/CHECK/);
      expect(() => insert(db, 'outages', { kind: 'server', started_at: 10, ended_at: 10, clean: 0 })).toThrow(/CHECK/);
      insert(db, 'heartbeat', { id: 1, beat_at: 0 });
      expect(get(db, 'SELECT stopped_cleanly AS clean, tunnel_lost_at AS lost FROM heartbeat')).toEqual({ clean: 0, lost: null });
      expect(index(db, 'outages_ended')).toEqual({ table: 'outages', columns: ['ended_at'], unique: false });
    },
  },

  '0015_table_combinations': {
    what: 'keeps the floor and its bookings, and joins tables into combinations that hold their tables',
    check({ db, apply }) {
      insert(db, 'dining_tables', { id: 3, name: 'Mesa 3', table_number: 3, section: 'Salón', position_x: 0, position_y: 0 });
      insert(db, 'dining_tables', { id: 4, name: 'Mesa 4', table_number: 4, section: 'Salón', position_x: 1, position_y: 0 });
      insert(db, 'reservations', booking('a', { table_id: 3 }));
      apply();
      expect(all(db, 'SELECT id, table_id AS tableId FROM reservations')).toEqual([{ id: 'a', tableId: 3 }]);
      insert(db, 'table_combinations', { id: 1, name: 'Mesa 3 + 4', section: 'Salón', min_capacity: 9, max_capacity: 16 });
      insert(db, 'table_combination_members', { combination_id: 1, table_id: 3 });
      insert(db, 'table_combination_members', { combination_id: 1, table_id: 4 });
      expect(get(db, 'SELECT online FROM table_combinations')).toEqual({ online: 0 });
      // One name per zone, a party range of 1 to 20, a table once per combination, and no member table deleted.
      expect(() => insert(db, 'table_combinations', { name: 'Mesa 3 + 4', section: 'Salón', min_capacity: 9, max_capacity: 16 })).toThrow(/UNIQUE/);
      expect(() => insert(db, 'table_combinations', { name: 'Grande', section: 'Salón', min_capacity: 12, max_capacity: 10 })).toThrow(/CHECK/);
      expect(() => insert(db, 'table_combination_members', { combination_id: 1, table_id: 3 })).toThrow(/UNIQUE|PRIMARY/);
      expect(() => db.$client.prepare('DELETE FROM dining_tables WHERE id = 4').run()).toThrow(/FOREIGN KEY/);
      db.$client.prepare('DELETE FROM table_combinations WHERE id = 1').run();
      expect(get(db, 'SELECT count(*) AS n FROM table_combination_members')).toEqual({ n: 0 });
      expect(index(db, 'table_combination_members_table')).toEqual({ table: 'table_combination_members', columns: ['table_id'], unique: false });
    },
  },

  '0016_reservation_tables': {
    what: 'keeps every booking on its table, and gives a booking more tables and the combination it sits at',
    check({ db, apply }) {
      insert(db, 'dining_tables', { id: 3, name: 'Mesa 3', table_number: 3, section: 'Salón', position_x: 0, position_y: 0 });
      insert(db, 'dining_tables', { id: 4, name: 'Mesa 4', table_number: 4, section: 'Salón', position_x: 1, position_y: 0 });
      insert(db, 'reservations', booking('a', { table_id: 3 }));
      insert(db, 'table_combinations', { id: 1, name: 'Mesa 3 + 4', section: 'Salón', min_capacity: 9, max_capacity: 16 });
      apply();
      expect(all(db, 'SELECT id, table_id AS tableId, combination_id AS combinationId FROM reservations')).toEqual([{ id: 'a', tableId: 3, combinationId: null }]);
      db.$client.prepare('UPDATE reservations SET combination_id = 1').run();
      insert(db, 'reservation_tables', { reservation_id: 'a', table_id: 4, position: 1 });
      expect(() => insert(db, 'reservation_tables', { reservation_id: 'a', table_id: 4, position: 2 })).toThrow(/UNIQUE|PRIMARY/);
      // A combination removed leaves its bookings on their tables; a table removed leaves the bookings it was an extra of.
      db.$client.prepare('DELETE FROM table_combinations WHERE id = 1').run();
      expect(get(db, 'SELECT combination_id AS combinationId FROM reservations')).toEqual({ combinationId: null });
      db.$client.prepare('DELETE FROM dining_tables WHERE id = 4').run();
      expect(get(db, 'SELECT count(*) AS n FROM reservation_tables')).toEqual({ n: 0 });
      expect(index(db, 'reservation_tables_table')).toEqual({ table: 'reservation_tables', columns: ['table_id'], unique: false });
    },
  },

  '0017_waitlist': {
    what: 'adds the waiting list and the tables held for its offers, which leave with their entry or table',
    check({ db, apply }) {
      insert(db, 'dining_tables', { id: 3, name: 'Mesa 3', table_number: 3, section: 'Salón', position_x: 0, position_y: 0 });
      insert(db, 'reservations', booking('a', { table_id: 3 }));
      apply();
      expect(all(db, 'SELECT id, table_id AS tableId FROM reservations')).toEqual([{ id: 'a', tableId: 3 }]);
      const entry = { kind: 'online', customer_name: 'Ana', customer_email: 'ana@example.com', customer_phone: '600111222', date: '2026-11-24', start_time: '21:00', latest_start: '22:00' };
      insert(db, 'waitlist_entries', { id: 1, ...entry, party_size: 2 });
      expect(get(db, 'SELECT state, offer_number AS offerNumber FROM waitlist_entries')).toEqual({ state: 'waiting', offerNumber: 0 });
      expect(() => insert(db, 'waitlist_entries', { id: 2, ...entry, party_size: 21 })).toThrow(/CHECK/);
      insert(db, 'waitlist_holds', { entry_id: 1, table_id: 3, starts_at: 100, ends_at: 200 });
      db.$client.prepare('DELETE FROM dining_tables WHERE id = 3').run();
      expect(get(db, 'SELECT count(*) AS n FROM waitlist_holds')).toEqual({ n: 0 });
      insert(db, 'dining_tables', { id: 4, name: 'Mesa 4', table_number: 4, section: 'Salón', position_x: 1, position_y: 0 });
      insert(db, 'waitlist_holds', { entry_id: 1, table_id: 4, starts_at: 100, ends_at: 200 });
      db.$client.prepare('DELETE FROM waitlist_entries WHERE id = 1').run();
      expect(get(db, 'SELECT count(*) AS n FROM waitlist_holds')).toEqual({ n: 0 });
      expect(index(db, 'waitlist_holds_table')).toEqual({ table: 'waitlist_holds', columns: ['table_id', 'starts_at', 'ends_at'], unique: false });
    },
  },

  '0018_declined_requests': {
    what: 'keeps every VIP or group request open, and records when staff turn one down',
    check({ db, apply }) {
      insert(db, 'reservation_attempts', request());
      apply();
      expect(all(db, 'SELECT customer_name AS name, declined_at AS declined FROM reservation_attempts')).toEqual([{ name: 'Grupo', declined: null }]);
      db.$client.prepare("UPDATE reservation_attempts SET declined_at = '2026-11-23T11:00:00.000Z'").run();
      expect(get(db, 'SELECT declined_at AS declined FROM reservation_attempts')).toEqual({ declined: '2026-11-23T11:00:00.000Z' });
    },
  },

  '0019_before_and_after': {
    what: "keeps every booking, with no declared allergies, no reconfirmation asked and the survey on; adds the guests' opinions, one per booking, scored 1 to 5",
    check({ db, apply }) {
      insert(db, 'reservations', booking('a'));
      apply();
      expect(
        get(
          db,
          'SELECT diner_allergies AS allergies, reconfirm_by AS reconfirmBy, released_at AS releasedAt, survey_opt_out AS optOut, survey_sent_at AS sentAt, calendar_sequence AS sequence FROM reservations',
        ),
      ).toEqual({ allergies: '[]', reconfirmBy: null, releasedAt: null, optOut: 0, sentAt: null, sequence: 0 });
      const scores = { reservation_id: 'a', date: '2026-11-20', overall: 5, food: 4, service: 5, ambience: 3 };
      insert(db, 'feedback', scores);
      expect(() => insert(db, 'feedback', scores)).toThrow(/UNIQUE/);
      insert(db, 'reservations', booking('b'));
      expect(() => insert(db, 'feedback', { ...scores, reservation_id: 'b', food: 6 })).toThrow(/CHECK/);
      expect(index(db, 'feedback_date')).toEqual({ table: 'feedback', columns: ['date'], unique: false });
    },
  },
};

describe('every step of the migration chain, from the version before it with data in it', () => {
  it('has a case here for each step, in the order the chain runs them', () => {
    expect(Object.keys(CASES)).toEqual(CHAIN.map((step) => step.name));
  });

  it.each(CHAIN.map((step) => [step.name, CASES[step.name]?.what ?? 'no case yet']))('%s %s', (name) => {
    const database = databaseBeforeStep(name);
    try {
      (CASES[name] as (typeof CASES)[string]).check(database);
    } finally {
      database.close();
    }
  });
});
