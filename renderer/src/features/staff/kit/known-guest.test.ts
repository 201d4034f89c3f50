import { describe, expect, it } from 'vitest';
import { withGuest } from './KnownGuest';

const guest = { id: 1, name: 'Ana Pérez', phone: '612345678', email: 'ana@example.com', visits: 3, noShows: 0, lastVisit: '2026-11-20', tags: [] };

describe('taking a known guest into a booking', () => {
  it("fills the guest's name, and their e-mail where the booking has none of the diner's", () => {
    expect(withGuest({ customerName: '', customerEmail: '', partySize: 2 }, guest)).toEqual({ customerName: 'Ana Pérez', customerEmail: 'ana@example.com', partySize: 2 });
    expect(withGuest({ customerName: 'Ana', customerEmail: 'admin@restaurante.local' }, guest).customerEmail).toBe('ana@example.com');
  });

  it('keeps an e-mail staff already typed, and the placeholder when the guest has none', () => {
    expect(withGuest({ customerName: '', customerEmail: 'otra@example.com' }, guest).customerEmail).toBe('otra@example.com');
    expect(withGuest({ customerName: '', customerEmail: 'admin@restaurante.local' }, { ...guest, email: null }).customerEmail).toBe('admin@restaurante.local');
  });
});
