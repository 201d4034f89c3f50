/**
 * The week's hours in words, as the footer shows them: weekdays with the same hours in one line
 * ('Lunes a jueves', 'De 18:00 a 00:00'), Monday first, a day without services 'Cerrado'.
 */
import type { Service, WeekdayHours } from './calendar';

export interface OpeningLine {
  days: string;
  hours: string;
}

/** Monday (1) to Sunday (7). */
const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

const hoursOf = (services: readonly Service[]) =>
  services.length === 0 ? 'Cerrado' : services.map((service, index) => `${index === 0 ? 'De' : 'de'} ${service.firstStart} a ${service.lastEnd}`).join(' y ');

function daysLabel(names: readonly string[]): string {
  const first = names[0] ?? '';
  const last = (names[names.length - 1] ?? '').toLowerCase();
  if (names.length === 1) return first;
  return names.length === 2 ? `${first} y ${last}` : `${first} a ${last}`;
}

/** The week as the API states it, Monday (1) first. */
export function openingLines(week: readonly WeekdayHours[]): OpeningLine[] {
  const runs: { names: string[]; hours: string }[] = [];
  for (const [index, name] of WEEKDAYS.entries()) {
    const hours = hoursOf(week.find((day) => day.weekday === index + 1)?.services ?? []);
    const previous = runs[runs.length - 1];
    if (previous?.hours === hours) previous.names.push(name);
    else runs.push({ names: [name], hours });
  }
  return runs.map(({ names, hours }) => ({ days: daysLabel(names), hours }));
}
