import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import { cancelledLast } from '../../shared/reservation-status';
import { uuidParams } from '../../shared/schemas/common';
import { dinerBookingSchema, reservationAttemptSchema, searchSchema } from '../../shared/schemas/reservation';
import { serviceDate } from '../../shared/schedule';
import { carriesToken, forStaffRouter } from '../auth/guard';
import type { Clock } from '../context';
import { RATES } from '../fair-use/limits';
import { withinRate } from '../fair-use/middleware';
import { publicOrigin } from '../http/origin';
import type { Services } from '../services';

export const reservationId = uuidParams(MESSAGES.reservation.invalidId);

const flaggedAsStaff = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { isAdminAction?: unknown }).isAdminAction === true;

/**
 * Mounted at /reservations: what diners do. A booking flagged `isAdminAction` and a cancel that
 * carries a token go on to the staff router mounted after this one, behind the guard.
 */
export function createReservationsPublicRouter({ bookings, reservations, publicAddress, fairUse }: Services, clock: Clock): Router {
  const router = Router();
  const dinerBooking = dinerBookingSchema(clock);

  router.post('/', forStaffRouter((req) => flaggedAsStaff(req.body)), withinRate(fairUse, RATES.booking), (req, res) => {
    res.status(201).json(bookings.createForDiner(dinerBooking.parse(req.body ?? {}), publicOrigin(req, publicAddress())));
  });

  router.post('/search', withinRate(fairUse, RATES.search), (req, res) => {
    const { email, confirmationNumber } = searchSchema.parse(req.body ?? {});
    res.json(cancelledLast(reservations.search(email, confirmationNumber, serviceDate(clock()))));
  });

  router.delete('/:id', forStaffRouter(carriesToken), (req, res) => {
    const { id } = reservationId.parse(req.params);
    res.json(bookings.cancel(id, 'diner'));
  });

  return router;
}

/** Mounted at /reservation-attempt: VIP and large-group requests for staff to follow up. */
export function createAttemptsPublicRouter({ attempts, fairUse }: Services): Router {
  const router = Router();
  router.post('/', withinRate(fairUse, RATES.request), (req, res) => {
    res.status(201).json(attempts.record(reservationAttemptSchema.parse(req.body ?? {})));
  });
  return router;
}
