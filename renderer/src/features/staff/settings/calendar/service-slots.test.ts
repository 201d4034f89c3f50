import { describe, expect, it } from 'vitest';
import type { Service } from '../../../../../../shared/calendar';
import { copyService, servicesOf, slotsOf, weekChanged, type ServiceSlots } from './service-slots';

const lunch: Service = { name: 'Comida', firstStart: '13:30', lastStart: '15:00', lastEnd: '16:30', maxCovers: 20 };
const dinner: Service = { name: 'Cena', firstStart: '20:00', lastStart: '22:30', lastEnd: '00:00', maxCovers: null };
const otherDinner: Service = { ...dinner, lastStart: '23:30', lastEnd: '01:00' };
const MONDAY = 0;
const TUESDAY = 1;
const WEDNESDAY = 2;
const THURSDAY = 3;
const SUNDAY = 6;

/** Monday with lunch and dinner, Tuesday closed, the rest dinner only. */
const week = (): ServiceSlots[] => [{ Comida: lunch, Cena: dinner }, {}, { Cena: otherDinner }, { Cena: otherDinner }, { Cena: otherDinner }, { Cena: otherDinner }, { Cena: otherDinner }];

describe("'Copiar a…' on the week", () => {
  it('copies one service to several weekdays in one go, their other service untouched', () => {
    const copied = copyService(week(), MONDAY, 'Comida', [TUESDAY, WEDNESDAY, THURSDAY]);
    expect(copied[TUESDAY]).toEqual({ Comida: lunch });
    expect(copied[WEDNESDAY]).toEqual({ Comida: lunch, Cena: otherDinner });
    expect(copied[THURSDAY]).toEqual({ Comida: lunch, Cena: otherDinner });
    expect(copied.slice(THURSDAY + 1)).toEqual(week().slice(THURSDAY + 1));
    expect(copied[MONDAY]).toEqual(week()[MONDAY]);
  });

  it('copies times and pacing as they are: the copy is the same service', () => {
    const copied = copyService(week(), MONDAY, 'Cena', [SUNDAY]);
    expect(copied[SUNDAY]?.Cena).toEqual({ name: 'Cena', firstStart: '20:00', lastStart: '22:30', lastEnd: '00:00', maxCovers: null });
  });

  it('a service that does not open closes it on the chosen days', () => {
    const copied = copyService(week(), TUESDAY, 'Cena', [WEDNESDAY, SUNDAY]);
    expect(copied[WEDNESDAY]).toEqual({});
    expect(servicesOf(copied[SUNDAY] ?? {})).toEqual([]);
    expect(copied[THURSDAY]).toEqual({ Cena: otherDinner });
  });

  it('ignores the day it copies from and days outside the week, and leaves the week given untouched', () => {
    const before = week();
    const copied = copyService(before, MONDAY, 'Cena', [MONDAY, 9, -1]);
    expect(copied).toEqual(week());
    expect(copyService(before, 9, 'Cena', [TUESDAY])).toEqual(week());
    expect(before).toEqual(week());
  });

  it('tells a week edited from the one stored, whatever the order of its services', () => {
    const stored = week().map(servicesOf);
    expect(weekChanged(week(), stored)).toBe(false);
    expect(weekChanged(week(), [[dinner, lunch], ...stored.slice(1)])).toBe(false);
    expect(weekChanged(copyService(week(), MONDAY, 'Comida', [TUESDAY]), stored)).toBe(true);
    expect(slotsOf(stored[MONDAY] ?? [])).toEqual({ Comida: lunch, Cena: dinner });
  });
});
