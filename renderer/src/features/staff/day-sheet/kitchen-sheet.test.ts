import { describe, expect, it } from 'vitest';
import { aReservation } from '../../../../../tests/helpers/reservation';
import type { GuestSummary } from '../../../../../shared/types';
import { kitchenAllergens, kitchenServices } from './kitchen-sheet';

const alert = { allergens: ['Gluten' as const], dishes: [{ id: 1, name: 'Croquetas', category: 'Entrantes', allergens: ['Gluten' as const] }] };
const guest = (card: Partial<GuestSummary>): GuestSummary => ({ id: 1, visits: 3, noShows: 0, recentNoShows: 0, cancellations: 0, tags: [], allergies: [], allergyNotes: null, notes: null, ...card });

describe('kitchenServices', () => {
  it('keeps, service by service, only the expected parties with allergies or a declaration', () => {
    const lunch = aReservation({ startTime: '14:00', endTime: '15:30', allergyAlert: alert });
    const plain = aReservation({ startTime: '21:00' });
    const declared = aReservation({ startTime: '21:30', dinerAllergyNotes: 'Kiwi', dinerAllergiesAt: '2026-11-22T10:00:00Z' });
    const noShow = aReservation({ startTime: '20:00', status: 'no-show', allergyAlert: alert });
    const cancelled = aReservation({ startTime: '13:30', status: 'cancelled', allergyAlert: alert, dinerAllergyNotes: 'Kiwi', dinerAllergiesAt: '2026-11-22T10:00:00Z' });
    expect(kitchenServices([plain, declared, lunch, noShow, cancelled]).map((service) => [service.name, service.bookings.map((booking) => booking.id), service.covers])).toEqual([
      ['Comida', [lunch.id], 2],
      ['Cena', [declared.id], 2],
    ]);
  });

  it('keeps a regular whose only allergy is written on the guest card, and prints the words', () => {
    const kiwi = aReservation({ startTime: '21:00', guest: guest({ allergyNotes: 'kiwi' }) });
    const noted = aReservation({ startTime: '21:30', guest: guest({ notes: 'Mesa junto a la ventana' }) });
    expect(kitchenServices([kiwi, noted]).map((service) => service.bookings.map((booking) => booking.id))).toEqual([[kiwi.id]]);
    expect(kitchenAllergens(kiwi)).toBe('kiwi');
    expect(kitchenAllergens(aReservation({ allergyAlert: alert, guest: guest({ allergies: ['Gluten'], allergyNotes: 'kiwi' }) }))).toBe('gluten, kiwi');
    expect(kitchenAllergens(noted)).toBeNull();
  });

  it('keeps a guest card’s allergen even with no alert to go with it', () => {
    const card = aReservation({ guest: guest({ allergies: ['Altramuces'] }) });
    expect(kitchenServices([card]).map((service) => service.bookings.map((booking) => booking.id))).toEqual([[card.id]]);
  });

  it('is empty on a day without allergies', () => {
    expect(kitchenServices([aReservation()])).toEqual([]);
  });

  it('leaves out a party whose diner declared that nobody has allergies', () => {
    expect(kitchenServices([aReservation({ dinerAllergiesAt: '2026-11-22T10:00:00Z' })])).toEqual([]);
  });
});
