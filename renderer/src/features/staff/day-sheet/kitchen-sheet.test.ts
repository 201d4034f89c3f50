import { describe, expect, it } from 'vitest';
import { aReservation } from '../../../../../tests/helpers/reservation';
import { kitchenServices } from './kitchen-sheet';

const alert = { allergens: ['Gluten' as const], dishes: [{ id: 1, name: 'Croquetas', category: 'Entrantes', allergens: ['Gluten' as const] }] };

describe('kitchenServices', () => {
  it('keeps, service by service, only the expected parties with allergies or a declaration', () => {
    const lunch = aReservation({ startTime: '14:00', endTime: '15:30', allergyAlert: alert });
    const plain = aReservation({ startTime: '21:00' });
    const declared = aReservation({ startTime: '21:30', dinerAllergyNotes: 'Kiwi', dinerAllergiesAt: '2026-11-22T10:00:00Z' });
    const cancelled = aReservation({ startTime: '20:00', status: 'no-show', allergyAlert: alert });
    expect(kitchenServices([plain, declared, lunch, cancelled]).map((service) => [service.name, service.bookings.map((booking) => booking.id), service.covers])).toEqual([
      ['Comida', [lunch.id], 2],
      ['Cena', [declared.id], 2],
    ]);
  });

  it('is empty on a day without allergies', () => {
    expect(kitchenServices([aReservation()])).toEqual([]);
  });

  it('leaves out a party whose diner declared that nobody has allergies', () => {
    expect(kitchenServices([aReservation({ dinerAllergiesAt: '2026-11-22T10:00:00Z' })])).toEqual([]);
  });
});
