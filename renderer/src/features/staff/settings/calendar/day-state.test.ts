import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../../../../../shared/api/dto';
import { dayLabel, dayState, monthGrid, ruleOf, shiftMonth } from './day-state';

const dinner = { name: 'Cena' as const, firstStart: '18:00', lastStart: '23:30', lastEnd: '00:00', maxCovers: null };
const day = (overrides: Partial<CalendarDay>): CalendarDay => ({
  date: '2026-12-08',
  open: true,
  services: [dinner],
  note: null,
  special: false,
  holiday: null,
  localHoliday: false,
  online: 'open',
  paused: [],
  ...overrides,
});

describe('the month view of the calendar', () => {
  it('says the most telling fact of each date, a holiday nobody decided on included', () => {
    expect(dayState(day({}))).toBe('open');
    expect(dayState(day({ holiday: 'La Inmaculada Concepción' }))).toBe('holiday');
    expect(dayState(day({ holiday: 'La Inmaculada Concepción', special: true }))).toBe('special');
    expect(dayState(day({ open: false, services: [], special: true, online: 'closed', holiday: 'Navidad' }))).toBe('closed');
    expect(dayState(day({ paused: ['Cena'], online: 'paused' }))).toBe('paused');
  });

  it('names each cell for a screen reader with its state, holiday and note', () => {
    expect(dayLabel(day({ holiday: 'La Inmaculada Concepción', note: 'Menú especial' }))).toBe('martes, 8 de diciembre de 2026: Festivo por decidir, festivo: La Inmaculada Concepción. Menú especial');
  });

  it('starts the day form from the date’s rule', () => {
    expect(ruleOf(day({}))).toBe('week');
    expect(ruleOf(day({ open: false, services: [], special: true }))).toBe('closed');
    expect(ruleOf(day({ special: true }))).toBe('own');
    // A weekday the week closes is "as the week", not a closed date of its own.
    expect(ruleOf(day({ open: false, services: [] }))).toBe('week');
  });

  it('lays a month out Monday first, and steps across years', () => {
    const december = monthGrid('2026-12');
    expect(december.slice(0, 3)).toEqual([null, '2026-12-01', '2026-12-02']);
    expect(december.at(-1)).toBe('2026-12-31');
    expect(monthGrid('2027-02').filter(Boolean)).toHaveLength(28);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});
