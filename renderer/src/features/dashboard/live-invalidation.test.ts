import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_KINDS } from '../../../../shared/live-events';
import { staleKeysAfter } from './live-invalidation';

describe('staleKeysAfter', () => {
  it.each(['reservation-created', 'reservation-updated', 'reservation-cancelled'] as const)('%s refreshes the day, its overview and the floor', (kind) => {
    expect(staleKeysAfter(kind)).toEqual(['/api/reservations', '/api/admin/dashboard', '/api/tables']);
  });

  it('a table change refreshes both table lists and the overview', () => {
    expect(staleKeysAfter('table-changed')).toEqual(['/api/admin/tables', '/api/tables', '/api/admin/dashboard']);
  });

  it('a menu change refreshes the staff menu and the public one', () => {
    expect(staleKeysAfter('menu-changed')).toContain('/api/admin/dashboard/categories-only');
    expect(staleKeysAfter('menu-changed')).toContain('/api/menu');
  });

  it('a venue edit on Ajustes refreshes the venue’s details another screen shows', () => {
    expect(staleKeysAfter('venue-changed')).toEqual(['/api/venue']);
  });

  it('knows every kind the server publishes', () => {
    for (const kind of LIVE_EVENT_KINDS) expect(staleKeysAfter(kind).length).toBeGreaterThan(0);
  });
});
