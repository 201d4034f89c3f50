import { describe, expect, it } from 'vitest';
import { calendarHref, shareText } from './keep-booking';

const booking = {
  customerEmail: 'lucia@example.com',
  confirmationNumber: 'RES-AB12CD34',
  date: '2026-11-26',
  startTime: '21:00',
  endTime: '23:00',
  partySize: 4,
  preferredSection: 'Terraza cubierta',
};

describe('keeping a booking', () => {
  it('links the calendar file by e-mail and number', () => {
    expect(calendarHref(booking)).toBe('/api/reservations/calendar?email=lucia%40example.com&confirmationNumber=RES-AB12CD34');
  });

  it('writes the booking in one message, start and end, without the e-mail', () => {
    expect(shareText(booking, 'Valhalla', 'https://valhalla.es')).toBe(
      'Reserva en Valhalla: jueves, 26 de noviembre de 2026, de 21:00 a 23:00, 4 personas, Terraza cubierta.\nNúmero de reserva: RES-AB12CD34\nConsultar o cancelar: https://valhalla.es/#mis-reservas',
    );
  });
});
