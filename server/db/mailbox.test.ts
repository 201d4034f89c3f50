import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../tests/helpers/database';
import { mailboxOf } from './mailbox';

const sqlite = drizzle({ client: new Database(':memory:') });
afterAll(() => sqlite.$client.close());
const mailbox = (address: string) => sqlite.get<{ key: string }>(sql`select ${mailboxOf(sql`${address}`)} as key`).key;

describe('the mailbox an address reaches', () => {
  it.each([
    ['luis@example.com', 'luis@example.com'],
    [' Luis@Example.COM ', 'luis@example.com'],
    ['luis+1@example.com', 'luis@example.com'],
    ['luis+reservas+viernes@example.com', 'luis@example.com'],
    ['l.u.i.s@gmail.com', 'luis@gmail.com'],
    ['L.U.I.S+2@googlemail.com', 'luis@gmail.com'],
    ['luis@googlemail.com', 'luis@gmail.com'],
    // Dots name another mailbox anywhere but Gmail.
    ['l.u.i.s@example.com', 'l.u.i.s@example.com'],
    ['luis@gmail.com.example', 'luis@gmail.com.example'],
    ['luis@mail.gmail.com', 'luis@mail.gmail.com'],
    // Nothing before the tag: the name is kept whole.
    ['+luis@example.com', '+luis@example.com'],
  ])('%s reaches %s', (address, expected) => {
    expect(mailbox(address)).toBe(expected);
  });
});

describe('bookings stored before mailboxes were compared', () => {
  it('get theirs when the database is migrated, and the index that finds them', () => {
    const older = databaseBefore('0013');
    const insert = older.db.$client.prepare(
      `INSERT INTO reservations (id, customer_name, customer_email, customer_phone, date, start_time, end_time, time, party_size, confirmation_number, starts_at, ends_at)
       VALUES (?, 'Luis', ?, '600000000', '2026-11-20', '21:00', '23:00', '21:00', 2, ?, 100, 220)`,
    );
    insert.run('a', 'luis+1@example.com', 'RES-A');
    insert.run('b', 'l.uis@googlemail.com', 'RES-B');
    insert.run('c', 'marta@example.com', 'RES-C');
    const after = older.reopen();
    expect(after.$client.prepare('SELECT id, customer_mailbox AS mailbox FROM reservations ORDER BY id').all()).toEqual([
      { id: 'a', mailbox: 'luis@example.com' },
      { id: 'b', mailbox: 'luis@gmail.com' },
      { id: 'c', mailbox: 'marta@example.com' },
    ]);
    const plan = after.$client.prepare("EXPLAIN QUERY PLAN SELECT id FROM reservations WHERE customer_mailbox = 'luis@gmail.com'").all() as { detail: string }[];
    expect(plan.map((step) => step.detail).join('\n')).toContain('reservations_mailbox');
    older.close();
  });
});
