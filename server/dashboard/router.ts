import { Router } from 'express';
import { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { calendarDate } from '../../shared/schemas/common';
import { dateParamsSchema } from '../../shared/schemas/reservation';
import { timeSlotLimitSchema, timeSlotParamsSchema } from '../../shared/schemas/time-slot';
import { serviceDate } from '../../shared/schedule';
import type { Clock } from '../context';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import { dayOverview } from './overview';

const dateQuery = z.object({ date: calendarDate().optional() });

/** Mounted at /admin behind the staff guard: the day's overview, slot limits and VIP or group requests. */
export function createDashboardRouter({ reservations, tables, attempts, slotLimits, publicAddress }: Services, clock: Clock): Router {
  const router = Router();

  router.get('/dashboard', (req, res) => {
    const now = clock();
    const date = dateQuery.parse(req.query).date ?? serviceDate(now);
    res.json({
      ...dayOverview(date, now, reservations.listForDate(date), tables.list(), attempts.list(date)),
      timeSlots: slotLimits.list(date),
      publicUrl: publicAddress(),
    });
  });

  router.get('/reservation-attempts', (req, res) => {
    const { date } = dateQuery.parse(req.query);
    res.json(attempts.list(date));
  });

  router.get('/time-slots/:date', (req, res) => {
    const { date } = dateParamsSchema.parse(req.params);
    res.json(slotLimits.list(date));
  });

  router.put('/time-slots/:date/:time', (req, res) => {
    const { date, time } = timeSlotParamsSchema.parse(req.params);
    const { available, maxCapacity } = timeSlotLimitSchema.parse(req.body ?? {});
    res.json(slotLimits.set(date, time, available, maxCapacity));
  });

  router.delete('/time-slots/:date/:time', (req, res) => {
    const { date, time } = timeSlotParamsSchema.parse(req.params);
    if (!slotLimits.clear(date, time)) throw notFound(MESSAGES.timeSlots.noLimits);
    res.json({ success: true });
  });

  return router;
}
