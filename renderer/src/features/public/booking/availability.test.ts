import { describe, expect, it } from 'vitest';
import type { RangeAvailability } from '../../../../../shared/types';
import { apiRoutes } from '../../../../../shared/api/routes';
import { urlOf } from '../../../lib/api';
import { availabilityRequest, availabilityStatus, type AvailabilityChoice } from './availability';

const availabilityUrl = (asked: AvailabilityChoice) => {
  const request = availabilityRequest(asked);
  return request && urlOf(apiRoutes.tables.range, request);
};

const choice: AvailabilityChoice = { date: '2026-11-24', startTime: '21:00', endTime: '23:00', preferredSection: 'Salón', partySize: '2' };

const answer = (availableTables: number[], combinations: RangeAvailability['combinations'] = []): RangeAvailability => ({
  availableTables,
  tableDetails: [],
  totalTables: 14,
  combinations,
  alternatives: [],
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
