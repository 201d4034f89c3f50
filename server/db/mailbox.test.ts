import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
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
