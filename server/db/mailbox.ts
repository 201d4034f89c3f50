/**
 * The mailbox an e-mail address delivers to, as the caps count it: `luis+1@example.com` and
 * `luis+2@example.com` both reach luis@example.com, and Gmail also ignores dots and answers to
 * googlemail.com, so `l.u.i.s@googlemail.com` is luis@gmail.com. Only the caps read it (bookings
 * per contact and day, the duplicate booking, mail per recipient); the guest book and the privacy
 * tools keep matching the address as typed (shared/contact-keys.ts), since two spellings may be
 * two people for all staff know.
 *
 * Written once, in SQL, because SQL is where it is compared: the reservations table keeps it as a
 * generated column with an index (schema.ts), and a query keys its parameter with the same
 * expression. The column's definition is frozen in migration 0013 as drizzle-kit wrote it: a change
 * here needs a new migration that redefines the column, or stored keys and queried ones part.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * An address as shared/contact-keys.ts's `emailKey` reads it, spaces around and capitals aside.
 * SQLite's trim takes only spaces and its lower only A to Z: the addresses it reads are stored
 * or keyed by the code first, so both agree (server/db/shared-rules.test.ts holds them to it).
 */
export const emailKeyOf = (email: SQLWrapper): SQL => sql`lower(trim(${email}))`;

export function mailboxOf(email: SQLWrapper): SQL {
  const address = emailKeyOf(email);
  const at = sql`instr(${address}, '@')`;
  const name = sql`substr(${address}, 1, ${at} - 1)`;
  const domain = sql`substr(${address}, ${at} + 1)`;
  const plus = sql`instr(${name}, '+')`;
  // A name that starts with '+' has no mailbox before its tag: it is kept whole.
  const untagged = sql`iif(${plus} > 1, substr(${name}, 1, ${plus} - 1), ${name})`;
  // Gmail ignores dots in the name, and googlemail.com is the same mailbox under gmail.com.
  return sql`iif(${domain} in ('gmail.com', 'googlemail.com'), replace(${untagged}, '.', '') || '@gmail.com', ${untagged} || '@' || ${domain})`;
}
