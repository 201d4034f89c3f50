import { Router, type Request } from 'express';
import { MESSAGES } from '../../shared/messages';
import { rangeParamsSchema, rangeQuerySchema } from '../../shared/schemas/reservation';
import { SECTIONS } from '../../shared/sections';
import { serviceDate, serviceMinutes, startTimes } from '../../shared/schedule';
import { carriesToken, forStaffRouter } from '../auth/guard';
import type { Clock } from '../context';
import { badRequest } from '../http/errors';
import { bookingInterval } from '../reservations/interval';
import type { Occupancy } from '../reservations/occupancy';
import type { Services } from '../services';
import { eveningAvailability, rangeAvailability } from './availability';

/**
 * The free tables for a range, as GET /api/tables/range answers it. `slotOpen` is false when staff
 * closed the start slot to online bookings: diners then see none, while staff may still seat guests.
 */
export function answerRange(occupancy: Occupancy, req: Request, slotOpen: (date: string, startTime: string) => boolean) {
  const { date, startTime, endTime } = rangeParamsSchema.parse(req.params);
  const { partySize, preferredSection, excludeReservation } = rangeQuerySchema.parse(req.query);
  if (serviceMinutes(endTime) <= serviceMinutes(startTime)) throw badRequest(MESSAGES.booking.endInvalid);
  const section = preferredSection ?? null;
  const party = partySize ?? null;
  const free = slotOpen(date, startTime)
    ? occupancy.freeTables({ section, partySize: party, ...bookingInterval(date, startTime, endTime), excludeReservationId: excludeReservation ?? null })
    : [];
  return rangeAvailability(free, occupancy.tablesInService(section, party));
}

export const RANGE_PATH = '/range/:date/:startTime/:endTime';

/** Mounted at /tables: the floor and availability as diners and the public menu read them. */
export function createTablesPublicRouter({ tables, occupancy, slotLimits }: Services, clock: Clock): Router {
  const router = Router();

  router.get('/', (_req, res) => {
    res.json(tables.list());
  });

  router.get(RANGE_PATH, forStaffRouter(carriesToken), (req, res) => {
    const answer = answerRange(occupancy, req, (date, startTime) => slotLimits.refusal(date, startTime) === null);
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.get('/availability', (_req, res) => {
    const now = clock();
    const date = serviceDate(now);
    const times = startTimes(date, now);
    res.json({ date, times, sections: eveningAvailability(occupancy, SECTIONS, date, times) });
  });

  return router;
}
