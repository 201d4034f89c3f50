import { describe, expect, it } from 'vitest';
import { FILLED_BOOKING } from './test-values';
import { type BookingFormValues, groupSizeChoices, isOpenEnded, partySizeNumber, peopleLabel, toAttemptRequest, toReservationRequest } from './booking-form';

const filled: BookingFormValues = { ...FILLED_BOOKING, specialRequests: 'Trona, por favor' };

describe('toReservationRequest', () => {
  it('sends what POST /api/reservations expects: time equal to the start, no table, no endDate before midnight', () => {
    const request = toReservationRequest(filled);
    expect(request).toEqual({
      customerName: 'Lucía Martín',
      customerEmail: 'lucia@example.com',
      customerPhone: '612345678',
      date: '2026-11-24',
      endDate: null,
      startTime: '21:00',
      endTime: '23:00',
      time: '21:00',
      tableId: null,
      preferredSection: 'Salón',
      partySize: 2,
      specialRequests: 'Trona, por favor',
      privacyAccepted: true,
    });
    expect(request).not.toHaveProperty('tableNumber');
  });

  it('ends on the next date when the end is past midnight', () => {
    expect(toReservationRequest({ ...filled, date: '2026-11-28', startTime: '23:00', endTime: '01:00' }).endDate).toBe('2026-11-29');
  });

  it('leaves endDate empty while a time is missing', () => {
    expect(toReservationRequest({ ...filled, endTime: '' }).endDate).toBeNull();
  });
});

describe("a group past '7+' or '11+'", () => {
  it('sends the number the group gave, and the option’s own until it does', () => {
    expect(toReservationRequest({ ...filled, partySize: '7+', groupSize: '12' }).partySize).toBe(12);
    expect(toReservationRequest({ ...filled, partySize: '7+', groupSize: '' }).partySize).toBe(7);
    // A number left from an earlier '7+' counts only while the party is open-ended.
    expect(toReservationRequest({ ...filled, partySize: '4', groupSize: '12' }).partySize).toBe(4);
  });

  it('is offered from the option up to 20', () => {
    expect(groupSizeChoices('7+')).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(groupSizeChoices('11+')[0]).toBe(11);
    expect(isOpenEnded('11+')).toBe(true);
    expect(isOpenEnded('10')).toBe(false);
  });
});

describe('partySizeNumber', () => {
  it.each([
    ['2', 2],
    ['7+', 7],
    ['11+', 11],
    ['15', 15],
  ])('%s → %i', (option, expected) => {
    expect(partySizeNumber(option)).toBe(expected);
  });
});

describe('toAttemptRequest', () => {
  it('keeps the fields of POST /api/reservation-attempt and nothing else', () => {
    const attempt = toAttemptRequest(toReservationRequest({ ...filled, preferredSection: 'Salón', partySize: '7+' }));
    expect(attempt).toEqual({
      customerName: 'Lucía Martín',
      customerEmail: 'lucia@example.com',
      customerPhone: '612345678',
      date: '2026-11-24',
      startTime: '21:00',
      endTime: '23:00',
      partySize: 7,
      preferredSection: 'Salón',
      specialRequests: 'Trona, por favor',
    });
  });
});

describe('peopleLabel', () => {
  it('agrees in number', () => {
    expect(peopleLabel(1)).toBe('1 persona');
    expect(peopleLabel(4)).toBe('4 personas');
  });
});
