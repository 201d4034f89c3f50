import { describe, expect, it } from 'vitest';
import type { SavedBooking } from '../../../lib/saved-bookings';
import { needsRecheck, nextBookingAhead, RECHECK_AFTER_MS } from './booking-ahead';

/** Monday 23 November 2026 at noon in Madrid, the moment the browser tests live in. */
const NOW = new Date('2026-11-23T12:00:00+01:00');

const saved = (confirmationNumber: string, date: string, startTime: string, live = true): SavedBooking => ({ email: 'ana@example.com', confirmationNumber, date, startTime, live, checkedAt: 0 });

describe('nextBookingAhead', () => {
  it('is the saved booking that starts soonest, whichever order the list keeps', () => {
    const list = [saved('RES-SAT', '2026-11-28', '21:00'), saved('RES-TUE', '2026-11-24', '14:00'), saved('RES-TONIGHT', '2026-11-23', '21:00')];
    expect(nextBookingAhead(list, NOW)?.confirmationNumber).toBe('RES-TONIGHT');
  });

  it.each([
    ['a past day', saved('RES-X', '2026-11-20', '21:00')],
    ['earlier today', saved('RES-X', '2026-11-23', '11:30')],
    ['starting this very minute', saved('RES-X', '2026-11-23', '12:00')],
    ['cancelled, a no-show or gone', saved('RES-X', '2026-11-28', '21:00', false)],
    ['saved before days and times were kept', { email: 'ana@example.com', confirmationNumber: 'RES-X' }],
  ])('leaves out a booking %s', (_, booking) => {
    expect(nextBookingAhead([booking], NOW)).toBeUndefined();
  });

  it("reads a start after midnight as the end of its evening: Monday's 00:30 comes after Monday's 23:30", () => {
    const late = [saved('RES-LATE', '2026-11-23', '00:30'), saved('RES-EARLY', '2026-11-23', '23:30')];
    expect(nextBookingAhead(late, NOW)?.confirmationNumber).toBe('RES-EARLY');
    expect(nextBookingAhead(late, new Date('2026-11-24T00:00:00+01:00'))?.confirmationNumber).toBe('RES-LATE');
  });
});

describe('needsRecheck', () => {
  it.each([
    ['never asked', undefined, true],
    ['asked a minute ago', NOW.getTime() - 60_000, false],
    ['asked ten minutes ago', NOW.getTime() - RECHECK_AFTER_MS, true],
  ])('%s: %s', (_, checkedAt, expected) => {
    expect(needsRecheck({ email: 'ana@example.com', confirmationNumber: 'RES-X', ...(checkedAt !== undefined && { checkedAt }) }, NOW)).toBe(expected);
  });
});
