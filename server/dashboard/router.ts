import { Router } from 'express';
import { z } from 'zod';
import { calendarDate } from '../../shared/schemas/common';
import { timeSlotLimitSchema, timeSlotParamsSchema } from '../../shared/schemas/time-slot';
import { dateParamsSchema } from '../../shared/schemas/reservation';
import { serviceDate } from '../../shared/schedule';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import { createAttemptStore } from '../reservations/attempts';
import { createReservationRepository } from '../reservations/repository';
import { createSlotLimits } from '../reservations/slot-limits';
import { createTableRepository } from '../tables/repository';
import { dayOverview } from './overview';

const overviewQuery = z.object({ date: calendarDate().optional() });

/** Staff-only (the /api/admin guard runs first): the day's overview and the slot limits. */
export function createDashboardRouter(deps: AppDeps): Router {
  const router = Router();
  const reservations = createReservationRepository(deps.db, deps.clock);
  const tables = createTableRepository(deps.db, deps.clock);
  const attempts = createAttemptStore(deps.db);
  const slotLimits = createSlotLimits(deps.db);

  router.get('/admin/dashboard', (req, res) => {
    const now = deps.clock();
    const date = overviewQuery.parse(req.query).date ?? serviceDate(now);
    res.json({
      ...dayOverview(date, now, reservations.listForDate(date), tables.list(), attempts.list(date)),
      timeSlots: slotLimits.list(date),
      publicUrl: deps.config.tunnelUrl ?? deps.config.publicUrl,
    });
  });

  router.get('/admin/time-slots/:date', (req, res) => {
    const { date } = dateParamsSchema.parse(req.params);
    res.json(slotLimits.list(date));
  });

  router.put('/admin/time-slots/:date/:time', (req, res) => {
    const { date, time } = timeSlotParamsSchema.parse(req.params);
    const { available, maxCapacity } = timeSlotLimitSchema.parse(req.body ?? {});
    res.json(slotLimits.set(date, time, available, maxCapacity));
  });

  router.delete('/admin/time-slots/:date/:time', (req, res) => {
    const { date, time } = timeSlotParamsSchema.parse(req.params);
    if (!slotLimits.clear(date, time)) throw notFound('Ese horario no tiene límites');
    res.json({ success: true });
  });

  return router;
}
