/** Which cached answers a live change makes stale, as fragments of their query keys. */
import type { LiveEventKind } from '../../../../shared/live-events';

const RESERVATIONS = ['/api/reservations', '/api/admin/dashboard', '/api/tables'];

const STALE_AFTER: Record<LiveEventKind, readonly string[]> = {
  'reservation-created': RESERVATIONS,
  'reservation-updated': RESERVATIONS,
  'reservation-cancelled': RESERVATIONS,
  'table-changed': ['/api/admin/tables', '/api/tables', '/api/admin/dashboard'],
  'attempt-created': ['/api/admin/reservation-attempts', '/api/admin/dashboard'],
  'venue-changed': ['/api/venue'],
  // Not read: the screen reloads whole once the server is back (use-live-updates.ts).
  'backup-restored': ['/api/'],
  // The public address changes with the tunnel: the QR codes and the overview name it.
  'tunnel-changed': ['/api/admin/settings/tunnel', '/api/admin/settings/qr-codes', '/api/admin/dashboard'],
  'menu-changed': ['/api/admin/dashboard/categories-only', '/api/admin/menu', '/api/admin/categories', '/api/menu', '/api/products'],
};

export function staleKeysAfter(kind: LiveEventKind): readonly string[] {
  return STALE_AFTER[kind];
}
