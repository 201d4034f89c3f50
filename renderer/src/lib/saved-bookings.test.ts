import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage-keys';
import { forgetBookings, noteAnswer, parseSaved, saveBooking, type SavedBooking } from './saved-bookings';

const NOW = Date.parse('2026-11-23T12:00:00+01:00');
const ANA = { email: 'ana@example.com', confirmationNumber: 'RES-AAAA1111' };
const LUIS = { email: 'luis@example.com', confirmationNumber: 'RES-BBBB2222' };

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const stored = (): SavedBooking[] => parseSaved(localStorage.getItem(STORAGE_KEYS.savedBookings) ?? '[]');
const store = (list: SavedBooking[]) => localStorage.setItem(STORAGE_KEYS.savedBookings, JSON.stringify(list));

describe('the bookings saved on this device', () => {
  it('keeps an e-mail, a number, the day and start, and what the server last said of it, ten at most, and survives anything else in storage', () => {
    expect(parseSaved('[{"email":"a@b.es","confirmationNumber":"RES-1","name":"Ana","phone":"600"}]')).toEqual([{ email: 'a@b.es', confirmationNumber: 'RES-1' }]);
    expect(parseSaved('[{"email":"a@b.es","confirmationNumber":"RES-1","date":"2026-11-28","startTime":"21:00","live":true,"checkedAt":5,"partySize":2}]')).toEqual([
      { email: 'a@b.es', confirmationNumber: 'RES-1', date: '2026-11-28', startTime: '21:00', live: true, checkedAt: 5 },
    ]);
    // A day without its start (or the other way round), or a field of the wrong type, is left out.
    expect(parseSaved('[{"email":"a@b.es","confirmationNumber":"RES-1","date":"2026-11-28","live":"sí","checkedAt":"ayer"}]')).toEqual([{ email: 'a@b.es', confirmationNumber: 'RES-1' }]);
    expect(parseSaved('no es json')).toEqual([]);
    expect(parseSaved('{"email":"a@b.es"}')).toEqual([]);
    expect(parseSaved('[null, 3, {"email":"a@b.es"}]')).toEqual([]);
    const many = JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ email: 'a@b.es', confirmationNumber: `RES-${i}` })));
    expect(parseSaved(many)).toHaveLength(10);
  });

  describe('kept up to date by what the server answers', () => {
    beforeEach(() => {
      vi.stubGlobal('localStorage', fakeStorage());
    });
    afterEach(() => forgetBookings());

    it('a booking just made goes first, with its day, start, and as standing', () => {
      store([{ ...LUIS }]);
      saveBooking({ customerEmail: ANA.email, confirmationNumber: ANA.confirmationNumber, date: '2026-11-28', startTime: '21:00', status: 'confirmed' }, NOW);
      expect(stored()).toEqual([{ ...ANA, date: '2026-11-28', startTime: '21:00', live: true, checkedAt: NOW }, LUIS]);
    });

    it('an answer moves a saved booking to its new time, or marks it cancelled; the others stay as they were', () => {
      store([
        { ...ANA, date: '2026-11-28', startTime: '21:00', live: true, checkedAt: 1 },
        { ...LUIS, date: '2026-11-29', startTime: '14:00', live: true, checkedAt: 1 },
      ]);
      noteAnswer([{ confirmationNumber: ANA.confirmationNumber, date: '2026-11-28', startTime: '22:00', status: 'confirmed' }], undefined, NOW);
      noteAnswer([{ confirmationNumber: LUIS.confirmationNumber, date: '2026-11-29', startTime: '14:00', status: 'cancelled' }], undefined, NOW + 1);
      expect(stored()).toEqual([
        { ...ANA, date: '2026-11-28', startTime: '22:00', live: true, checkedAt: NOW },
        { ...LUIS, date: '2026-11-29', startTime: '14:00', live: false, checkedAt: NOW + 1 },
      ]);
    });

    it('a search for a saved booking that finds nothing marks it as gone, but only a search with its own e-mail', () => {
      store([{ ...ANA, date: '2026-11-28', startTime: '21:00', live: true, checkedAt: 1 }]);
      noteAnswer([], { email: 'otra@example.com', confirmationNumber: ANA.confirmationNumber }, NOW);
      expect(stored()[0]?.live).toBe(true);
      noteAnswer([], ANA, NOW);
      expect(stored()).toEqual([{ ...ANA, date: '2026-11-28', startTime: '21:00', live: false, checkedAt: NOW }]);
    });

    it('an answer about bookings this device did not make leaves the list alone', () => {
      noteAnswer([{ confirmationNumber: 'RES-ZZZZ9999', date: '2026-11-28', startTime: '21:00', status: 'confirmed' }], { email: 'x@example.com', confirmationNumber: 'RES-ZZZZ9999' }, NOW);
      expect(localStorage.getItem(STORAGE_KEYS.savedBookings)).toBeNull();
    });
  });
});
