import { describe, expect, it } from 'vitest';
import { aReservation } from '../../../../../tests/helpers/reservation';
import { sheetServices } from './day-sheet';

describe('the day sheet', () => {
  it('lists lunch then dinner, each by time then table, with its covers; no-shows and cancelled parties are not printed', () => {
    const sheet = sheetServices([
      aReservation({ customerName: 'Cena tarde', startTime: '00:30', endTime: '02:00', tableNumber: 1, partySize: 2 }),
      aReservation({ customerName: 'Cena mesa 5', startTime: '21:00', tableNumber: 5, partySize: 4 }),
      aReservation({ customerName: 'Cena mesa 2', startTime: '21:00', tableNumber: 2, partySize: 3 }),
      aReservation({ customerName: 'Comida', startTime: '14:30', endTime: '16:30', partySize: 6 }),
      aReservation({ customerName: 'No vino', startTime: '20:00', status: 'no-show' }),
      aReservation({ customerName: 'Anulada', startTime: '20:00', status: 'cancelled' }),
    ]);
    expect(sheet.map((service) => [service.name, service.bookings.map((booking) => booking.customerName), service.covers])).toEqual([
      ['Comida', ['Comida'], 6],
      ['Cena', ['Cena mesa 2', 'Cena mesa 5', 'Cena tarde'], 9],
    ]);
  });

  it('counts the parties that have come, those gone since included', () => {
    const [dinner] = sheetServices([
      aReservation({ customerName: 'Sentados', startTime: '21:00', hasArrived: true }),
      aReservation({ customerName: 'Idos', startTime: '20:00', hasArrived: true, hasLeft: true }),
      aReservation({ customerName: 'Por llegar', startTime: '22:00' }),
    ]);
    expect(dinner?.arrived).toBe(2);
  });

  it('leaves out a service without bookings, and is empty on a day without any', () => {
    expect(sheetServices([aReservation({ startTime: '21:00' })]).map((service) => service.name)).toEqual(['Cena']);
    expect(sheetServices([])).toEqual([]);
  });
});
