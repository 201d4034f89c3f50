import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR, type Calendar } from '../../shared/calendar';
import { occupancyOf } from './occupancy';

// Thursday 3 to Sunday 6 December 2026 in the specification's week: dinner every day, lunch at weekends.
const RANGE = { from: '2026-12-03', to: '2026-12-06' };
const SEATS = 50;

/** The week with Saturday 5 closed, and Friday 4 a lunch only (a private dinner elsewhere). */
const CALENDAR: Calendar = {
  ...DEFAULT_CALENDAR,
  days: {
    '2026-12-05': { services: [], note: 'Cerrado por inventario', paused: [] },
    '2026-12-04': { services: [{ name: 'Comida', firstStart: '13:30', lastStart: '15:00', lastEnd: '16:30', maxCovers: null }], note: null, paused: [] },
  },
};

describe('occupancy', () => {
  it('counts the seats of the open services only: a closed day and a closed service give none', () => {
    const occupancy = occupancyOf(RANGE, CALENDAR, SEATS, []);
    // Lunch: Friday's and Sunday's; dinner: Thursday's and Sunday's.
    expect(occupancy.services).toEqual([
      { service: 'Comida', openings: 2, covers: 0, seats: 100, rate: 0 },
      { service: 'Cena', openings: 2, covers: 0, seats: 100, rate: 0 },
    ]);
    expect({ covers: occupancy.covers, seats: occupancy.seats, rate: occupancy.rate, tableSeats: occupancy.tableSeats }).toEqual({ covers: 0, seats: 200, rate: 0, tableSeats: 50 });
  });

  it('puts each start in the service whose hours hold it, past midnight in the evening before; outside every service in none', () => {
    const occupancy = occupancyOf(RANGE, CALENDAR, SEATS, [
      { date: '2026-12-03', startTime: '21:00', covers: 40 },
      // Thursday's dinner runs to 00:30: a start at 00:00 is still in it.
      { date: '2026-12-03', startTime: '00:00', covers: 4 },
      { date: '2026-12-04', startTime: '13:30', covers: 12 },
      // Friday has no dinner, Saturday nothing: staff wrote them down anyway.
      { date: '2026-12-04', startTime: '21:00', covers: 6 },
      { date: '2026-12-05', startTime: '14:00', covers: 8 },
      { date: '2026-12-06', startTime: '14:00', covers: 30 },
      { date: '2026-12-06', startTime: '22:00', covers: 18 },
    ]);
    expect(occupancy.services).toEqual([
      { service: 'Comida', openings: 2, covers: 42, seats: 100, rate: 0.42 },
      { service: 'Cena', openings: 2, covers: 62, seats: 100, rate: 0.62 },
    ]);
    expect({ covers: occupancy.covers, seats: occupancy.seats, rate: occupancy.rate, outside: occupancy.outsideCovers }).toEqual({ covers: 104, seats: 200, rate: 0.52, outside: 14 });
  });

  it('says more than full when tables turn twice, and gives no rate without seats', () => {
    const twice = occupancyOf({ from: '2026-12-03', to: '2026-12-03' }, DEFAULT_CALENDAR, 10, [{ date: '2026-12-03', startTime: '20:00', covers: 15 }]);
    expect({ covers: twice.covers, seats: twice.seats, rate: twice.rate }).toEqual({ covers: 15, seats: 10, rate: 1.5 });
    const closed = occupancyOf({ from: '2026-12-05', to: '2026-12-05' }, CALENDAR, SEATS, [{ date: '2026-12-05', startTime: '21:00', covers: 4 }]);
    expect(closed).toEqual({ covers: 0, seats: 0, rate: null, tableSeats: 50, services: [], outsideCovers: 4 });
    const noTables = occupancyOf({ from: '2026-12-03', to: '2026-12-03' }, DEFAULT_CALENDAR, 0, []);
    expect(noTables.services).toEqual([{ service: 'Cena', openings: 1, covers: 0, seats: 0, rate: null }]);
  });
});
