import { describe, expect, it } from 'vitest';
import { REMINDER_DEFAULTS, type ReminderSettings } from '../../shared/schemas/reminders';
import { timelineMinutes } from '../../shared/schedule';
import { askAtOf, deadlineOf, instantOf, isAskDue, mayAsk, mustReconfirm, type ReconfirmCandidate } from './reconfirm';

/** Friday 27 November at 21:00, made on Monday 23 at noon. */
const FRIDAY: ReconfirmCandidate = {
  date: '2026-11-27',
  partySize: 8,
  customerEmail: 'grupo@example.com',
  createdAt: '2026-11-23T11:00:00.000Z',
  startsAt: timelineMinutes('2026-11-27', '21:00'),
};
const settings = (change: Partial<ReminderSettings['reconfirm']> = {}, reminders: Partial<ReminderSettings> = {}): ReminderSettings => ({
  ...REMINDER_DEFAULTS,
  ...reminders,
  reconfirm: { ...REMINDER_DEFAULTS.reconfirm, ...change },
});
const at = (instant: string) => new Date(instant);

describe('which bookings reconfirm', () => {
  it.each([
    ['a party of 8 made four days ahead', FRIDAY, true],
    ['a party of 7, the least', { ...FRIDAY, partySize: 7 }, true],
    ['a party of 6 made four days ahead', { ...FRIDAY, partySize: 6 }, false],
    ['a couple made 14 days ahead', { ...FRIDAY, partySize: 2, createdAt: '2026-11-13T10:00:00.000Z' }, true],
    ['a couple made 13 days ahead', { ...FRIDAY, partySize: 2, createdAt: '2026-11-14T10:00:00.000Z' }, false],
    ['a big party booked from the dashboard without the diner’s e-mail', { ...FRIDAY, customerEmail: 'admin@restaurante.local' }, false],
  ])('%s: %s', (_, booking, expected) => {
    expect(mustReconfirm(booking, settings())).toBe(expected);
  });

  it('none when the owner turns it off', () => {
    expect(mustReconfirm(FRIDAY, settings({ enabled: false }))).toBe(false);
  });
});

describe('when they are asked', () => {
  it('the deadline is 24 hours before the start, stored as the instant in Madrid', () => {
    expect(instantOf(deadlineOf(FRIDAY.startsAt, settings())).toISOString()).toBe('2026-11-26T20:00:00.000Z');
    expect(instantOf(deadlineOf(FRIDAY.startsAt, settings({ hoursBefore: 2 }))).toISOString()).toBe('2026-11-27T18:00:00.000Z');
    // Summer time: 21:00 in Madrid is 19:00 UTC.
    expect(instantOf(timelineMinutes('2026-06-05', '21:00')).toISOString()).toBe('2026-06-05T19:00:00.000Z');
  });

  it('24 hours before the deadline, or at the usual reminder when that is earlier', () => {
    expect(askAtOf(FRIDAY.startsAt, settings())).toBe(timelineMinutes('2026-11-25', '21:00'));
    expect(askAtOf(FRIDAY.startsAt, settings({ hoursBefore: 4 }))).toBe(timelineMinutes('2026-11-26', '17:00'));
    expect(askAtOf(FRIDAY.startsAt, settings({ hoursBefore: 4 }, { hoursBefore: 72 }))).toBe(timelineMinutes('2026-11-24', '21:00'));
    expect(askAtOf(FRIDAY.startsAt, settings({ hoursBefore: 4 }, { enabled: false, hoursBefore: 72 }))).toBe(timelineMinutes('2026-11-26', '17:00'));
  });

  it.each([
    ['before the ask time', '2026-11-25T20:59:00+01:00', false],
    ['at the ask time', '2026-11-25T21:00:00+01:00', true],
    ['made later, with six hours left to answer', '2026-11-26T15:00:00+01:00', true],
    ['made later, with under six hours left', '2026-11-26T15:01:00+01:00', false],
  ])('%s: %s', (_, now, expected) => {
    expect(isAskDue(FRIDAY, settings(), at(now))).toBe(expected);
  });

  it("staff's reminder may ask early, never too close to the deadline", () => {
    expect(mayAsk(FRIDAY, settings(), at('2026-11-23T12:00:00+01:00'))).toBe(true);
    expect(mayAsk(FRIDAY, settings(), at('2026-11-26T16:00:00+01:00'))).toBe(false);
  });
});
