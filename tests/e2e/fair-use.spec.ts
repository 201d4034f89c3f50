/**
 * The booking form under the fair-use limits (RATE_LIMITS on), on a server of this spec's own: the
 * shared one runs them off, since every spec books from 127.0.0.1. The page's clock reads Monday 23
 * November 2026 at 12:00; this server's bookings are on Thursday 26.
 */
import { dinerBooking } from '../helpers/booking';
import { expect, test } from './own-server';
import { BookingForm } from './pages/booking-form';

test.use({ rateLimits: true });

const THURSDAY = '2026-11-26';

test('a client past its bookings for the hour reads why and when to try again, and the form keeps its details', async ({ page, request }) => {
  // This browser and the API context are one client: 127.0.0.1.
  for (let n = 0; n < 5; n++) {
    const answer = await request.post('/api/reservations', {
      data: dinerBooking({ customerEmail: `mesa${n}@example.com`, customerPhone: `61200000${n}`, date: THURSDAY, startTime: '19:00', endTime: '21:00' }),
    });
    expect(answer.status()).toBe(201);
  }

  const form = new BookingForm(page);
  await form.goto();
  await form.fillBooking(THURSDAY, '21:00', '23:00', { name: 'Elena Ruiz', phone: '612999888', email: 'elena@example.com' });
  await form.submit();
  await expect(form.errorToast('Se han hecho demasiadas reservas desde esta conexión. Vuelve a intentarlo en 60 minutos o llámanos.')).toBeVisible();
  await expect(form.confirmation).toBeHidden();
  await expect(form.name).toHaveValue('Elena Ruiz');
});
