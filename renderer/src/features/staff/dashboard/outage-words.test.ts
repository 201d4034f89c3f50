import { describe, expect, it } from 'vitest';
import { outageWords } from './outage-words';

/** An outage between two Madrid wall-clock instants (ISO with the offset), of the server unless said. */
const outage = (from: string, to: string, kind: 'server' | 'tunnel' = 'server') => ({ kind, from, to, minutes: Math.round((Date.parse(to) - Date.parse(from)) / 60_000) });

// Monday 23 November 2026 at noon in Madrid, the moment the dashboard is read.
const NOW = new Date('2026-11-23T12:00:00+01:00');

describe('the header’s sentence for an outage, by the venue’s clock', () => {
  it.each([
    ['a night, read the morning after', outage('2026-11-23T01:10:00+01:00', '2026-11-23T08:30:00+01:00'), 'La web estuvo sin servicio anoche de 01:10 a 08:30'],
    ['a night that began before midnight', outage('2026-11-22T23:15:00+01:00', '2026-11-23T08:30:00+01:00'), 'La web estuvo sin servicio anoche de 23:15 a 08:30'],
    ['this morning', outage('2026-11-23T09:05:00+01:00', '2026-11-23T10:40:00+01:00'), 'La web estuvo sin servicio hoy de 09:05 a 10:40'],
    ['yesterday afternoon', outage('2026-11-22T16:00:00+01:00', '2026-11-22T18:30:00+01:00'), 'La web estuvo sin servicio ayer de 16:00 a 18:30'],
    ['from yesterday afternoon to this morning', outage('2026-11-22T16:00:00+01:00', '2026-11-23T09:00:00+01:00'), 'La web estuvo sin servicio desde ayer a las 16:00 hasta hoy a las 09:00'],
    ['a day of this week', outage('2026-11-19T15:00:00+01:00', '2026-11-19T17:00:00+01:00'), 'La web estuvo sin servicio el jueves 19 de 15:00 a 17:00'],
    ['a weekend away', outage('2026-11-20T23:30:00+01:00', '2026-11-22T10:00:00+01:00'), 'La web estuvo sin servicio desde el viernes 20 a las 23:30 hasta ayer a las 10:00'],
    ['before this week', outage('2026-11-02T03:00:00+01:00', '2026-11-02T05:00:00+01:00'), 'La web estuvo sin servicio el 2 de noviembre de 03:00 a 05:00'],
    ['a short one, in minutes', outage('2026-11-23T10:05:00+01:00', '2026-11-23T10:30:00+01:00'), 'La web estuvo 25 minutos sin servicio hoy a las 10:05'],
    ['a short one last night', outage('2026-11-23T02:00:00+01:00', '2026-11-23T02:12:00+01:00'), 'La web estuvo 12 minutos sin servicio anoche a las 02:00'],
    ['the tunnel’s', outage('2026-11-23T01:10:00+01:00', '2026-11-23T08:30:00+01:00', 'tunnel'), 'La web estuvo sin conexión a internet anoche de 01:10 a 08:30'],
  ])('%s', (_case, given, sentence) => {
    expect(outageWords(given, NOW).sentence).toBe(sentence);
  });

  it('reads the venue’s wall clock, in summer time too', () => {
    // 1 July: Madrid is UTC+2; the same instants in UTC would say 23:10 and 06:30 the day before.
    expect(outageWords(outage('2026-06-30T23:10:00Z', '2026-07-01T06:30:00Z'), new Date('2026-07-01T10:00:00+02:00')).sentence).toBe('La web estuvo sin servicio anoche de 01:10 a 08:30');
  });

  it('says the same without its subject for a narrow header', () => {
    expect(outageWords(outage('2026-11-23T01:10:00+01:00', '2026-11-23T08:30:00+01:00'), NOW).brief).toBe('Sin servicio anoche de 01:10 a 08:30');
    expect(outageWords(outage('2026-11-23T10:05:00+01:00', '2026-11-23T10:30:00+01:00'), NOW).brief).toBe('25 minutos sin servicio hoy a las 10:05');
  });

  it('names the day again a week on, when the weekday alone would mislead', () => {
    expect(outageWords(outage('2026-11-16T15:00:00+01:00', '2026-11-16T17:00:00+01:00'), NOW).sentence).toBe('La web estuvo sin servicio el 16 de noviembre de 15:00 a 17:00');
  });
});
