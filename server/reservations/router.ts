import { Router } from 'express';
import { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { calendarDate, uuidParams } from '../../shared/schemas/common';
import {
  checkinSchema,
  dateParamsSchema,
  dinerBookingSchema,
  reservationAttemptSchema,
  reservationUpdateSchema,
  searchSchema,
  staffBookingSchema,
} from '../../shared/schemas/reservation';
import { serviceDate } from '../../shared/schedule';
import { isAdminRequest, requireAdmin } from '../auth/guard';
import type { AppDeps } from '../context';
import { unauthorized } from '../http/errors';
import { createAttemptStore } from './attempts';
import { createBookingService } from './booking';
import { createOccupancy } from './occupancy';
import { createReservationRepository } from './repository';
import { createSlotLimits } from './slot-limits';

const reservationId = uuidParams(MESSAGES.reservation.invalidId);
const attemptsQuery = z.object({ date: calendarDate().optional() });

export function createReservationsRouter(deps: AppDeps): Router {
  const router = Router();
  const repository = createReservationRepository(deps.db, deps.clock);
  const bookings = createBookingService({
    db: deps.db,
    clock: deps.clock,
    occupancy: createOccupancy(deps.db),
    slotLimits: createSlotLimits(deps.db),
    repository,
  });
  const attempts = createAttemptStore(deps.db);
  const staffOnly = requireAdmin(deps);
  const dinerBooking = dinerBookingSchema(deps.clock);

  router.post('/reservations', (req, res) => {
    const body: unknown = req.body ?? {};
    const asStaff = typeof body === 'object' && body !== null && (body as { isAdminAction?: unknown }).isAdminAction === true;
    if (asStaff) {
      if (!isAdminRequest(deps, req)) throw unauthorized();
      res.status(201).json(bookings.createForStaff(staffBookingSchema.parse(body)));
      return;
    }
    res.status(201).json(bookings.createForDiner(dinerBooking.parse(body)));
  });

  router.post('/reservations/search', (req, res) => {
    const { email, confirmationNumber } = searchSchema.parse(req.body ?? {});
    const found = repository.search(email, confirmationNumber, serviceDate(deps.clock()));
    const cancelledLast = (status: string) => (status === 'cancelled' ? 1 : 0);
    res.json(found.sort((a, b) => cancelledLast(a.status) - cancelledLast(b.status)));
  });

  router.get('/reservations/date/:date', staffOnly, (req, res) => {
    const { date } = dateParamsSchema.parse(req.params);
    res.json(repository.listForDate(date));
  });

  router.put('/reservations/:id', staffOnly, (req, res) => {
    const { id } = reservationId.parse(req.params);
    res.json(bookings.update(id, reservationUpdateSchema.parse(req.body ?? {})));
  });

  router.patch('/reservations/:id/checkin', staffOnly, (req, res) => {
    const { id } = reservationId.parse(req.params);
    const { hasArrived } = checkinSchema.parse(req.body ?? {});
    res.json(bookings.setArrived(id, hasArrived));
  });

  router.patch('/reservations/:id/checkout', staffOnly, (req, res) => {
    const { id } = reservationId.parse(req.params);
    res.json(bookings.checkout(id));
  });

  router.delete('/reservations/:id', (req, res) => {
    const { id } = reservationId.parse(req.params);
    res.json(bookings.cancel(id, isAdminRequest(deps, req)));
  });

  router.post('/reservation-attempt', (req, res) => {
    res.status(201).json(attempts.record(reservationAttemptSchema.parse(req.body ?? {})));
  });

  router.get('/admin/reservation-attempts', (req, res) => {
    const { date } = attemptsQuery.parse(req.query);
    res.json(attempts.list(date));
  });

  return router;
}
