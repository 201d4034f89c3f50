/**
 * The diner's own answer to '¿Alguien de la mesa tiene alergias o intolerancias?', stored on the
 * booking. Who may give it is proven by the caller (a signed link, or the e-mail and number); this
 * decides whether the booking can still take it: standing, not anonymised, not begun.
 */
import { DINER_ALLERGY_MESSAGES as M } from '../../shared/messages/diner-allergies';
import { RELEASED_STATUSES } from '../../shared/reservation-status';
import { nowOnTimeline } from '../../shared/schedule';
import type { DinerAllergies } from '../../shared/schemas/diner-allergies';
import type { Db } from '../db/open';
import type { ReservationRecord } from '../db/rows';
import { conflict, notFound } from '../http/errors';
import type { Clock } from '../kernel';
import type { ReservationRepository } from './repository';

export function createDinerAllergies(db: Db, clock: Clock, repository: ReservationRepository) {
  /** Why the booking can no longer take an answer, or null while it can. */
  function closedReason(id: string): string | null {
    const row = repository.findRow(id);
    if (!row || row.anonymisedAt) throw notFound(M.notFound);
    if ((RELEASED_STATUSES as readonly string[]).includes(row.status)) return M.cancelled;
    return row.startsAt <= nowOnTimeline(clock()) ? M.begun : null;
  }

  return {
    closedReason,
    /** The booking as the link's page shows it; an unknown or anonymised one is not found. */
    find(id: string): ReservationRecord {
      closedReason(id);
      return repository.find(id) as ReservationRecord;
    },
    /** Stores the answer, replacing any earlier one, unless the booking is cancelled or has begun. */
    declare(id: string, { allergens, notes }: DinerAllergies): ReservationRecord {
      return db.$client
        .transaction(() => {
          const closed = closedReason(id);
          if (closed) throw conflict(closed);
          repository.update(id, { dinerAllergies: JSON.stringify(allergens), dinerAllergyNotes: notes, dinerAllergiesAt: clock().toISOString() });
          return repository.find(id) as ReservationRecord;
        })
        .immediate();
    },
  };
}

export type DinerAllergyStore = ReturnType<typeof createDinerAllergies>;
