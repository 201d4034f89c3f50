import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK, weekMondayFirst, type Service } from './calendar';
import { openingLines } from './opening-hours';

const dinner: Service = { name: 'Cena', firstStart: '20:00', lastStart: '22:30', lastEnd: '23:30', maxCovers: null };

describe('openingLines: the week in words for the footer', () => {
  it("groups the specification's week by equal hours, Monday first", () => {
    expect(openingLines(weekMondayFirst(DEFAULT_WEEK))).toEqual([
      { days: 'Lunes a miércoles', hours: 'De 18:00 a 00:00' },
      { days: 'Jueves', hours: 'De 18:00 a 00:30' },
      { days: 'Viernes', hours: 'De 18:00 a 02:00' },
      { days: 'Sábado', hours: 'De 14:00 a 17:00 y de 18:00 a 02:00' },
      { days: 'Domingo', hours: 'De 14:00 a 17:00 y de 18:00 a 00:30' },
    ]);
  });

  it('says closed for a day without services and joins two equal days with "y"', () => {
    expect(openingLines(weekMondayFirst([[dinner], [], [dinner], [dinner], [dinner], [dinner], [dinner]]))).toEqual([
      { days: 'Lunes', hours: 'Cerrado' },
      { days: 'Martes a domingo', hours: 'De 20:00 a 23:30' },
    ]);
    expect(openingLines(weekMondayFirst([[], [dinner], [dinner], [dinner], [dinner], [dinner], []]))).toEqual([
      { days: 'Lunes a viernes', hours: 'De 20:00 a 23:30' },
      { days: 'Sábado y domingo', hours: 'Cerrado' },
    ]);
  });
});
