/** The retention period on a real SQLite file, with the venue's clock injected. */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guests, outbox, reservationAttempts, reservations, waitlistEntries } from '../db/schema';
import { guestLinks } from '../db/guest-links';
import { storeBooking, tempDatabase, type TempDatabase } from '../../tests/helpers/database';
import { testClock, type TestClock } from '../../tests/helpers/server';
import { createRetention } from './retention';
import { createPrivacySettings } from './settings';

let temp: TempDatabase;
let clock: TestClock;

beforeEach(() => {
  temp = tempDatabase();
  // Tuesday 24 November 2026: 24 months back is 24 November 2024.
  clock = testClock('2026-11-24T04:00:00+01:00');
});
afterEach(() => temp.close());

const retention = () => createRetention(temp.db, clock, createPrivacySettings(temp.db));

function request(date: string, email: string): void {
  temp.db
    .insert(reservationAttempts)
    .values({ customerName: 'Grupo', customerEmail: email, customerPhone: '611222333', date, startTime: '21:00', endTime: '23:00', partySize: 12, preferredSection: 'VIP', specialRequests: 'Celíaco' })
    .run();
}

function message(recipient: string, createdAt: string, sentAt: string | null, status: 'sent' | 'failed' | 'pending' = 'sent'): void {
  temp.db
    .insert(outbox)
    .values({
      kind: 'confirmation',
      recipient,
      subject: 'Reserva confirmada',
      text: 'Hola, Lucía',
      html: '<p>Hola, Lucía</p>',
      calendar: 'BEGIN:VCALENDAR',
      status,
      nextAttemptAt: 0,
      createdAt,
      sentAt,
    })
    .run();
}

const bookingRows = () => temp.db.select().from(reservations).orderBy(reservations.date).all();

describe('retention of personal data', () => {
  it('anonymises bookings and requests dated before the period, keeping their dates, times, tables and parties', () => {
    storeBooking(temp.db, { tableId: null, tableNumber: 4, date: '2024-11-23', startTime: '21:00', endTime: '23:00' });
    temp.db.update(reservations).set({ dinerAllergies: '["Gluten"]', dinerAllergyNotes: 'Kiwi', dinerAllergiesAt: '2024-11-20T10:00:00.000Z' }).where(eq(reservations.date, '2024-11-23')).run();
    storeBooking(temp.db, { tableId: null, tableNumber: 5, date: '2024-11-24' });
    request('2024-11-01', 'viejo@example.com');
    request('2025-06-01', 'reciente@example.com');

    expect(retention().apply()).toEqual({ reservations: 1, requests: 1, messageBodies: 0, messages: 0, waitlist: 0 });
    const [old, kept] = bookingRows();
    expect(old).toMatchObject({ customerName: 'Datos borrados', customerEmail: '', customerPhone: '', specialRequests: null, anonymisedAt: '2026-11-24T03:00:00.000Z' });
    // What the diner declared of the table's allergies goes with the rest.
    expect(old).toMatchObject({ dinerAllergies: '[]', dinerAllergyNotes: null, dinerAllergiesAt: null });
    expect(old).toMatchObject({ date: '2024-11-23', startTime: '21:00', endTime: '23:00', tableNumber: 4, partySize: 2, status: 'confirmed' });
    expect(kept).toMatchObject({ date: '2024-11-24', customerName: 'Cliente', anonymisedAt: null });
    const requests = temp.db.select().from(reservationAttempts).orderBy(reservationAttempts.date).all();
    expect(requests.map((row) => [row.customerEmail, row.specialRequests])).toEqual([
      ['', null],
      ['reciente@example.com', 'Celíaco'],
    ]);
    // Already anonymised rows are not counted again.
    expect(retention().apply()).toEqual({ reservations: 0, requests: 0, messageBodies: 0, messages: 0, waitlist: 0 });
  });

  it('deletes the waiting list of the evening before, whole, once its service day is over; a save at 00:30 keeps the evening still in service', () => {
    const entry = (date: string) =>
      temp.db
        .insert(waitlistEntries)
        .values({ kind: 'online', customerName: 'Ana', customerEmail: 'ana@example.com', customerPhone: '611222333', date, startTime: '21:00', latestStart: '22:00', partySize: 2 })
        .run();
    entry('2026-11-23');
    entry('2026-11-24');
    clock.set('2026-11-24T00:30:00+01:00');
    expect(retention().apply()).toMatchObject({ waitlist: 0 });
    clock.set('2026-11-24T04:00:00+01:00');
    expect(retention().apply()).toMatchObject({ waitlist: 1 });
    expect(temp.db.select({ date: waitlistEntries.date }).from(waitlistEntries).all()).toEqual([{ date: '2026-11-24' }]);
  });

  it('forgets a guest-book profile once every booking and request of the guest is anonymised, and keeps one with a recent booking', () => {
    storeBooking(temp.db, { tableId: null, date: '2024-11-01', customerEmail: 'viejo@example.com', customerPhone: '600000001' });
    storeBooking(temp.db, { tableId: null, date: '2024-11-02', customerEmail: 'habitual@example.com', customerPhone: '600000002' });
    storeBooking(temp.db, { tableId: null, date: '2026-10-02', customerEmail: 'habitual@example.com', customerPhone: '600000002' });
    // Stored as the repository stores them, without a guest: each linked as the guest book would.
    expect(guestLinks(temp.db).linkUnlinked()).toBe(3);
    retention().apply();
    expect(temp.db.select({ email: guests.emailKey }).from(guests).all()).toEqual([{ email: 'habitual@example.com' }]);
    expect(bookingRows().map((row) => row.guestId === null)).toEqual([true, false, false]);
  });

  it('follows the owner’s period: twelve months anonymises what twenty-four kept', () => {
    storeBooking(temp.db, { tableId: null, date: '2025-06-01' });
    expect(retention().apply().reservations).toBe(0);
    createPrivacySettings(temp.db).write({ retentionMonths: 12 });
    expect(retention().apply().reservations).toBe(1);
  });

  it('deletes a message’s text, HTML and calendar file 30 days after it left, and the message once older than the period', () => {
    message('hace31@example.com', '2026-10-24T10:00:00.000Z', '2026-10-24T10:00:05.000Z');
    message('hace29@example.com', '2026-10-26T10:00:00.000Z', '2026-10-26T10:00:05.000Z');
    message('fallido@example.com', '2026-10-01T10:00:00.000Z', null, 'failed');
    message('antiguo@example.com', '2024-11-01T10:00:00.000Z', '2024-11-01T10:00:05.000Z');

    expect(retention().apply()).toMatchObject({ messageBodies: 2, messages: 1 });
    const rows = temp.db.select().from(outbox).orderBy(outbox.id).all();
    expect(rows.map((row) => [row.recipient, row.text, row.html, row.calendar])).toEqual([
      ['hace31@example.com', '', '', null],
      ['hace29@example.com', 'Hola, Lucía', '<p>Hola, Lucía</p>', 'BEGIN:VCALENDAR'],
      ['fallido@example.com', '', '', null],
    ]);
    // Two days on, the second's time has come too.
    clock.set('2026-11-26T04:00:00+01:00');
    expect(retention().apply().messageBodies).toBe(1);
  });
});
