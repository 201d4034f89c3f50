/** The duplicate dialog's rules: copy names, and the staff booking each copy sends. */
import { STAFF_CONTACT } from '../../../../../shared/contact-keys';
import type { Reservation } from '../../../../../shared/types';

/** One copy keeps the name as given; several are told apart as '{name} (copia N)'. */
export function copyNames(name: string, count: number): string[] {
  if (count === 1) return [name];
  return Array.from({ length: count }, (_, index) => `${name} (copia ${index + 1})`);
}

/** What POST /api/reservations receives for one copy on one table. */
export function copyRequest(original: Reservation, name: string, table: { id: number; section: string }) {
  return {
    ...STAFF_CONTACT,
    customerName: name,
    date: original.date,
    startTime: original.startTime,
    endTime: original.endTime,
    time: original.startTime,
    tableId: table.id,
    partySize: original.partySize,
    specialRequests: original.specialRequests,
    preferredSection: table.section,
    isAdminAction: true as const,
    // A copy of a booking staff already made: a closed date or the pacing was accepted with the original.
    confirmed: true,
  };
}
