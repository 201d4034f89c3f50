import { Router } from 'express';
import { checkinSchema, dateParamsSchema, noShowSchema, reservationUpdateSchema, staffBookingSchema } from '../../shared/schemas/reservation';
import type { Services } from '../services';
import { reservationId } from './public-router';

/** Mounted at /reservations behind the staff guard: the dashboard's bookings. */
export function createReservationsStaffRouter({ bookings, reservations }: Services): Router {
  const router = Router();

  router.post('/', (req, res) => {
    res.status(201).json(bookings.createForStaff(staffBookingSchema.parse(req.body ?? {})));
  });

  router.get('/date/:date', (req, res) => {
    const { date } = dateParamsSchema.parse(req.params);
    res.json(reservations.listForDate(date));
  });

  router.put('/:id', (req, res) => {
    const { id } = reservationId.parse(req.params);
    res.json(bookings.update(id, reservationUpdateSchema.parse(req.body ?? {})));
  });

  router.patch('/:id/checkin', (req, res) => {
    const { id } = reservationId.parse(req.params);
    const { hasArrived } = checkinSchema.parse(req.body ?? {});
    res.json(bookings.setArrived(id, hasArrived));
  });

  router.patch('/:id/checkout', (req, res) => {
    const { id } = reservationId.parse(req.params);
    res.json(bookings.checkout(id));
  });

  router.patch('/:id/no-show', (req, res) => {
    const { id } = reservationId.parse(req.params);
    const { noShow } = noShowSchema.parse(req.body ?? {});
    res.json(bookings.setNoShow(id, noShow));
  });

  router.delete('/:id', (req, res) => {
    const { id } = reservationId.parse(req.params);
    res.json(bookings.cancel(id, 'staff'));
  });

  return router;
}
