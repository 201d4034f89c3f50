/**
 * The booking rules every query shares, each written once as a drizzle expression: which bookings
 * still stand, which hold their table, when two bookings overlap, which table fits a party best.
 * The statuses come from shared/reservation-status.ts, as the screens and the code that count read them.
 */
import { and, asc, eq, gt, gte, lt, lte, ne, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { CANCELLED, NO_SHOW, RELEASED_STATUSES } from '../../shared/reservation-status';
import { diningTables, reservations, tableCombinationMembers } from './schema';

type Value = SQLWrapper | number;

/** The schema's columns named as in the database: the casing open.ts and drizzle.config.ts give drizzle. */
const dialect = new SQLiteSyncDialect({ casing: 'snake_case' });

/** A rule as SQL text, its values written in: for statements prepared from text ('Informes' reads a year of rows). */
export const asText = (rule: SQL): string => dialect.sqlToQuery(rule.inlineParams()).sql;

/** A booking the day's lists show: everything but a cancelled one (a no-show stays, to be undone). */
export const isListed = (): SQL => ne(reservations.status, CANCELLED);

/** A cancellation: the row stays, counted as one, and holds nothing. */
export const isCancellation = (): SQL => eq(reservations.status, CANCELLED);

/** A party that never came ('No presentado'). */
export const isNoShow = (): SQL => eq(reservations.status, NO_SHOW);

/** A booking that still stands: neither cancelled nor a party that never came. Its people are the covers. */
export const isLive = (): SQL => notInArray(reservations.status, [...RELEASED_STATUSES]);

/** A booking that holds its table: it stands and the party has not left ('Ido' frees the table). */
export const holdsItsTable = (): SQL => and(isLive(), eq(reservations.hasLeft, false)) as SQL;

/** No booking lasts a whole day: the longest runs from 14:00 to 02:30 of the same service day. */
const LONGEST_BOOKING_MINUTES = 24 * 60;

/**
 * Bookings are half-open intervals on the venue timeline (shared/schedule.ts): one ending at 22:00
 * frees its table for a booking starting at 22:00. The lower bound on the start says nothing new
 * (a booking starting a day earlier has ended) but lets SQLite read only a day of the interval
 * index instead of every earlier booking of the table.
 */
export const overlaps = (startsAt: Value, endsAt: Value): SQL =>
  and(lt(reservations.startsAt, endsAt), gt(reservations.startsAt, sql`${startsAt} - ${LONGEST_BOOKING_MINUTES}`), gt(reservations.endsAt, startsAt)) as SQL;

/**
 * A stored phone as shared/contact-keys.ts's `phoneKey` reads it: the form allows only digits,
 * spaces and a leading +, so without those its last nine characters are the last nine digits
 * (server/db/shared-rules.test.ts holds the two to the same cases, and to what the form refuses).
 */
export const phoneKeyOf = (phone: SQLWrapper): SQL => sql`substr(replace(replace(${phone}, ' ', ''), '+', ''), -9)`;

/** A table whose capacity range takes the party. */
export const fitsParty = (partySize: Value): SQL => and(lte(diningTables.minCapacity, partySize), gte(diningTables.maxCapacity, partySize)) as SQL;

/** A table that is part of some combination ('Mesa 3 + 4'): kept for the groups that need it. */
export const inACombination = (): SQL => sql`exists (select 1 from ${tableCombinationMembers} where ${tableCombinationMembers.tableId} = ${diningTables.id})`;

/** Best fit: the smallest table that takes the party, then the lowest number (in the best-fit index's order, so the first free one ends the search). */
export const BEST_FIT = [asc(diningTables.maxCapacity), asc(diningTables.tableNumber)];
