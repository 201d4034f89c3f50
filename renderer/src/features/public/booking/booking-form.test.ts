import { describe, expect, it } from 'vitest';
import { FILLED_BOOKING } from './test-values';
import { partySizeNumber, peopleLabel, toAttemptRequest, toReservationRequest, type BookingFormValues } from './booking-form';

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
