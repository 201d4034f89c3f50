import type { dayContract } from '../../shared/api/settings';
import { TIME_SLOT_MESSAGES } from '../../shared/messages/time-slots';
import { serviceDate } from '../../shared/schedule';
import { toAttempt, toReservation, toTable } from '../api/dto';
import { announceChangeOf, type Handlers } from '../api/endpoints';
import type { Clock } from '../kernel';
import { notFound } from '../http/errors';
import { dayOverview } from './overview';
import type { SlotLimits } from '../calendar';
import type { AttemptStore, ReservationRepository } from '../reservations';
import type { TableRepository } from '../tables';

/** The day's overview and the start slots staff close or cap. */
export function dayEndpoints(
  {
    reservations,
    tables,
    attempts,
    slotLimits,
    publicAddress,
  }: { reservations: ReservationRepository; tables: TableRepository; attempts: AttemptStore; slotLimits: SlotLimits; publicAddress: () => string | null },
  clock: Clock,
): Handlers<typeof dayContract> {
  return {
    overview: ({ query }) => {
      const now = clock();
      const date = query.date ?? serviceDate(now);
      const day = reservations.listForDate(date).map(toReservation);
      return {
        ...dayOverview(date, now, day, tables.list().map(toTable), attempts.list(date).map(toAttempt)),
        timeSlots: slotLimits.list(date),
        publicUrl: publicAddress(),
      };
    },
    timeSlots: ({ params }) => slotLimits.list(params.date),
    // Other screens hear the date whose limits changed, as with any change of that date's calendar.
    limitTimeSlot: ({ params, body }, { res }) => {
      announceChangeOf(res, params.date);
      return slotLimits.set(params.date, params.time, body.available, body.maxCapacity);
    },
    clearTimeSlot: ({ params }, { res }) => {
      if (!slotLimits.clear(params.date, params.time)) throw notFound(TIME_SLOT_MESSAGES.noLimits);
      announceChangeOf(res, params.date);
      return { success: true };
    },
  };
}
