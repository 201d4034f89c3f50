/**
 * The rules written twice, in SQL for the queries and in shared/ for the code, held to each other
 * on one table of cases, run on SQLite itself.
 */
import Database from 'better-sqlite3';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from '../../shared/contact-keys';
import { holdsATable, isCancelled, isOnDayList, NO_SHOW, RESERVATION_STATUSES } from '../../shared/reservation-status';
import { phoneSchema, reservationFields } from '../../shared/schemas/reservation';
import { asText, holdsItsTable, isCancellation, isListed, isLive, isNoShow, phoneKeyOf } from './booking-rules';
import { emailKeyOf } from './mailbox';

// Named as open.ts names the columns.
const sqlite = drizzle({ client: new Database(':memory:'), casing: 'snake_case' });
afterAll(() => sqlite.$client.close());

describe('what each status counts as', () => {
  // One row standing in for the reservations table, with the columns the rules read.
  const asDrizzle = (rule: SQL, status: string, hasLeft: boolean) =>
    sqlite.get<{ value: number }>(sql`select ${rule} as value from (select ${status} as status, ${hasLeft ? 1 : 0} as has_left) as reservations`).value === 1;
  // As 'Informes' runs them: the rule's text in a statement prepared by hand.
  const asStatementText = (rule: SQL, status: string, hasLeft: boolean) =>
    (sqlite.$client.prepare(`select ${asText(rule)} as value from (select ? as status, ? as has_left) as reservations`).get(status, hasLeft ? 1 : 0) as { value: number }).value === 1;

  const rules: [string, () => SQL, (status: string, hasLeft: boolean) => boolean][] = [
    ['holds its table, and its people are covers', isLive, (status) => holdsATable(status)],
    ['holds its table tonight (not gone)', holdsItsTable, (status, hasLeft) => holdsATable(status) && !hasLeft],
    ["is on the day's list", isListed, (status) => isOnDayList({ status })],
    ['is a cancellation', isCancellation, (status) => isCancelled({ status })],
    ['is a no-show', isNoShow, (status) => status === NO_SHOW],
  ];
  const cases = RESERVATION_STATUSES.flatMap((status) => [false, true].flatMap((hasLeft) => rules.map(([what, rule, code]) => [status, hasLeft, what, rule, code] as const)));

  it.each(cases)('%s (left: %s) %s: the same in SQL, in a statement’s text and in the code', (status, hasLeft, _what, rule, code) => {
    expect(asDrizzle(rule(), status, hasLeft)).toBe(code(status, hasLeft));
    expect(asStatementText(rule(), status, hasLeft)).toBe(code(status, hasLeft));
  });
});

/** The key SQL gives a stored value. */
const keyInSql = (key: (value: SQL) => SQL, stored: string) => sqlite.get<{ key: string }>(sql`select ${key(sql`${stored}`)} as key`).key;

describe('the phone key', () => {
  // What a diner or a host may type, and the key it is known by; null where the form refuses it.
  it.each([
    ['612345678', '612345678'],
    ['612 345 678', '612345678'],
    ['612 34 56 78', '612345678'],
    ['+34612345678', '612345678'],
    ['+34 612 345 678', '612345678'],
    ['0034612345678', '612345678'],
    ['0034 612 34 56 78', '612345678'],
    ['  612345678 ', '612345678'],
    ['+44 20 7946 0958', '079460958'],
    ['000000000', '000000000'],
    ['12345', null],
    ['612-345-678', null],
    ['(+34) 612345678', null],
    ['612.345.678', null],
    ['34+612345678', null],
  ])('%s → %s', (typed, key) => {
    const stored = phoneSchema.safeParse(typed);
    expect(stored.success ? phoneKey(typed) : null).toBe(key);
    // As it was stored, SQL finds it by the key the code gives what was typed.
    if (stored.success) expect(keyInSql(phoneKeyOf, stored.data)).toBe(key);
  });
});

describe('the e-mail key', () => {
  const emailSchema = reservationFields.shape.customerEmail;
  it.each([
    ['luis@example.com', 'luis@example.com'],
    ['Luis@Example.COM', 'luis@example.com'],
    ['  LUIS@EXAMPLE.COM  ', 'luis@example.com'],
    ['\tluis@example.com\n', 'luis@example.com'],
    ['luis+reservas@example.com', 'luis+reservas@example.com'],
    ['L.U.I.S@Gmail.com', 'l.u.i.s@gmail.com'],
    ['ÁNGEL@EXAMPLE.COM', null],
    ['luis @example.com', null],
  ])('%j → %s', (typed, key) => {
    const stored = emailSchema.safeParse(typed);
    expect(stored.success ? emailKey(typed) : null).toBe(key);
    if (!stored.success) return;
    // As it was stored, and as the code keys a query's address before SQL reads it (the mailbox caps).
    expect(keyInSql(emailKeyOf, stored.data)).toBe(key);
    expect(keyInSql(emailKeyOf, emailKey(typed))).toBe(key);
  });
});
