import { describe, expect, it } from 'vitest';
import { properHolidayName } from './holiday-names';
import { madridHolidays } from './holidays';

describe('the holidays’ names, as Spanish writes them', () => {
  it.each([
    ['La inmaculada concepción', 'La Inmaculada Concepción'],
    ['la inmaculada concepción', 'La Inmaculada Concepción'],
    ['LA INMACULADA CONCEPCIÓN', 'La Inmaculada Concepción'],
    ['La inmaculada concepción (día sustituto)', 'La Inmaculada Concepción (día sustituto)'],
    ['día de la comunidad de madrid', 'Día de la Comunidad de Madrid'],
    ['Todos los Santos (día sustituto)', 'Todos los Santos (día sustituto)'],
    ['Año Nuevo', 'Año Nuevo'],
    // A name not in the table (a region's own, a new one) is kept as the package gives it.
    ['Día de las Illes Balears', 'Día de las Illes Balears'],
    ['', ''],
  ])('%s → %s', (given, written) => {
    expect(properHolidayName(given)).toBe(written);
  });

  it('the Comunidad de Madrid’s calendar says them so, every year', () => {
    const holiday = madridHolidays();
    expect(holiday('2026-12-08')).toBe('La Inmaculada Concepción');
    expect(holiday('2026-12-07')).toBe('Día de la Constitución Española (día sustituto)');
    expect(holiday('2026-05-02')).toBe('Día de la Comunidad de Madrid');
    expect(holiday('2026-12-09')).toBeNull();
    // Every name of a decade starts with a capital, and its words after the first are written as the table says.
    for (let year = 2025; year <= 2035; year += 1) {
      for (const date of [`${year}-01-01`, `${year}-01-06`, `${year}-05-01`, `${year}-08-15`, `${year}-10-12`, `${year}-11-01`, `${year}-12-06`, `${year}-12-08`, `${year}-12-25`]) {
        expect(holiday(date), date).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      }
      expect(holiday(`${year}-12-08`)).toBe('La Inmaculada Concepción');
    }
  });
});
