import { describe, expect, it } from 'vitest';
import type { RangeAvailability } from '../../../../../shared/types';
import { apiRoutes } from '../../../../../shared/api/routes';
import { BOOKING_MESSAGES } from '../../../../../shared/messages/booking';
import { ApiError, urlOf } from '../../../lib/api';
import { availabilityOf, availabilityRequest, availabilityStatus, noTableChoices, type AvailabilityChoice } from './availability';

const availabilityUrl = (asked: AvailabilityChoice) => {
  const request = availabilityRequest(asked);
  return request && urlOf(apiRoutes.tables.range, request);
};

const choice: AvailabilityChoice = { date: '2026-11-24', startTime: '21:00', endTime: '23:00', preferredSection: 'Salón', partySize: '2' };

const answer = (availableTables: number[], combinations: RangeAvailability['combinations'] = [], alternatives: RangeAvailability['alternatives'] = []): RangeAvailability => ({
  availableTables,
  tableDetails: [],
  totalTables: 14,
  combinations,
  alternatives,
});
const joined = { id: 1, name: 'Mesa 9 + 10', capacity: '11-16', section: 'Terraza cubierta', tables: [] };

describe('availabilityRequest, as the contract turns it into an address', () => {
  it('asks for the chosen range, party and section', () => {
    expect(availabilityUrl(choice)).toBe('/api/tables/range/2026-11-24/21:00/23:00?partySize=2&preferredSection=Sal%C3%B3n');
  });

  it.each([
    ['no date', { date: '' }],
    ['no start', { startTime: '' }],
    ['no end', { endTime: '' }],
    ['VIP', { preferredSection: 'VIP', partySize: '4' }],
    ['Salón 7+', { partySize: '7+' }],
    ['Terraza cubierta 11+', { preferredSection: 'Terraza cubierta', partySize: '11+' }],
  ])('is not run with %s', (_, change) => {
    expect(availabilityUrl({ ...choice, ...change })).toBeNull();
  });

  it('is run for Terraza cubierta with 10', () => {
    expect(availabilityUrl({ ...choice, preferredSection: 'Terraza cubierta', partySize: '10' })).toContain('partySize=10');
  });
});

describe('availabilityStatus', () => {
  const idle = { isError: false, data: undefined };

  it.each([
    ['contact for VIP, even before a day is chosen', { ...choice, date: '', preferredSection: 'VIP' }, idle, 'vip'],
    ['contact for a large group', { ...choice, partySize: '7+' }, idle, 'large-group'],
    ['nothing while a choice is missing', { ...choice, endTime: '' }, idle, 'incomplete'],
    ['checking while no answer is here', choice, idle, 'checking'],
    ['available with a table', choice, { isError: false, data: answer([3]) }, 'available'],
    ['available with joined tables only', choice, { isError: false, data: answer([], [joined]) }, 'available'],
    ['unavailable with none', choice, { isError: false, data: answer([]) }, 'unavailable'],
    ['failed', choice, { isError: true, data: undefined }, 'failed'],
  ] as const)('%s', (_, which, check, status) => {
    expect(availabilityStatus(which, check)).toBe(status);
  });
});

describe("noTableChoices: a full slot's other starts (same zone) and other zones (same start)", () => {
  it("splits the answer's alternatives into the two lines of buttons, in its order", () => {
    const alternatives = [
      { startTime: '20:30', preferredSection: 'Salón' },
      { startTime: '22:00', preferredSection: 'Salón' },
      { startTime: '21:00', preferredSection: 'Terraza cubierta' },
      { startTime: '21:00', preferredSection: 'Terraza césped' },
    ];
    expect(noTableChoices(alternatives, choice)).toEqual({ times: ['20:30', '22:00'], zones: ['Terraza cubierta', 'Terraza césped'] });
  });

  it('has none when the answer has none', () => {
    expect(noTableChoices([], choice)).toEqual({ times: [], zones: [] });
  });
});

describe('availabilityOf: what the banner shows', () => {
  const failed = (error: unknown) => availabilityOf(choice, { isError: true, data: undefined, error });
  const beyond = BOOKING_MESSAGES.beyondWindow('miércoles, 23 de diciembre de 2026', '918 765 432');

  it("shows the server's reason for a date past the 30 days (400), which says until when and how to call", () => {
    expect(failed(new ApiError(400, beyond, 'invalid-input'))).toEqual({ status: 'failed', failure: beyond, choices: { times: [], zones: [] } });
  });

  it.each([
    ['a server error', new ApiError(500, 'Error interno del servidor.', 'internal')],
    ["a proxy's page", new ApiError(502, '<html>Bad gateway</html>')],
    ['no connection', new TypeError('Failed to fetch')],
  ])("keeps 'Failed to check availability' for %s", (_, error) => {
    expect(failed(error).failure).toBe('Failed to check availability');
  });

  it('offers the other starts and zones of a full slot', () => {
    const full = answer([], [], [{ startTime: '22:00', preferredSection: 'Salón' }]);
    expect(availabilityOf(choice, { isError: false, data: full, error: null })).toEqual({ status: 'unavailable', failure: undefined, choices: { times: ['22:00'], zones: [] } });
  });

  it('offers nothing where there is a table', () => {
    const free = answer([3], [], [{ startTime: '22:00', preferredSection: 'Salón' }]);
    expect(availabilityOf(choice, { isError: false, data: free, error: null }).choices).toEqual({ times: [], zones: [] });
  });
});
