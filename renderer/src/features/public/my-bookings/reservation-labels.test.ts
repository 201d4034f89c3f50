import { describe, expect, it } from 'vitest';
import { longDate, partySizeLabel, resultsSummary, sectionOf, statusBadge, timeRange } from './reservation-labels';

describe('statusBadge', () => {
  it.each([
    ['confirmed', 'Confirmada', 'confirmed'],
    ['pending', 'Pendiente', 'pending'],
    ['cancelled', 'Cancelada', 'cancelled'],
    ['no-show', 'no-show', 'other'],
    ['toString', 'toString', 'other'],
  ])('%s → %s', (status, label, tone) => {
    expect(statusBadge(status)).toEqual({ label, tone });
  });
});

describe('longDate', () => {
  it.each([
    ['2026-11-26', 'Jueves, 26 de noviembre de 2026'],
    ['2026-11-27', 'Viernes, 27 de noviembre de 2026'],
    ['2027-01-03', 'Domingo, 3 de enero de 2027'],
    ['2026-03-29', 'Domingo, 29 de marzo de 2026'],
  ])('%s → %s', (date, expected) => {
    expect(longDate(date)).toBe(expected);
  });
});

describe('timeRange', () => {
  it.each([
    ['20:00', '21:30', '20:00 – 21:30'],
    ['23:30', '01:00', '23:30 – 01:00'],
  ])('%s to %s → %s', (startTime, endTime, expected) => {
    expect(timeRange({ startTime, endTime })).toBe(expected);
  });
});

describe('sectionOf', () => {
  it.each([
    ['Terraza cubierta', 'Salón', 'Terraza cubierta'],
    [null, 'Terraza cubierta', 'Terraza cubierta'],
    [null, '', 'Salón'],
    ['', '', 'Salón'],
  ])('table %j, preferred %j → %s', (tableSection, preferredSection, expected) => {
    expect(sectionOf({ tableSection, preferredSection })).toBe(expected);
  });
});

describe('partySizeLabel', () => {
  it.each([
    [1, '1 persona'],
    [2, '2 personas'],
    [12, '12 personas'],
  ])('%i → %s', (size, expected) => {
    expect(partySizeLabel(size)).toBe(expected);
  });
});

describe('resultsSummary', () => {
  it.each([
    [['confirmed'], '1 reserva encontrada'],
    [['confirmed', 'pending'], '2 reservas encontradas'],
    [['confirmed', 'cancelled'], '2 reservas encontradas · 1 cancelada'],
    [['cancelled', 'cancelled', 'confirmed'], '3 reservas encontradas · 2 canceladas'],
  ])('%j → %s', (statuses, expected) => {
    expect(resultsSummary(statuses.map((status) => ({ status })))).toBe(expected);
  });
});
