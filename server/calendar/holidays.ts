/** Spain's and the Comunidad de Madrid's public holidays, by their Spanish names (the date-holidays package). */
import Holidays from 'date-holidays';
import { properHolidayName } from './holiday-names';

export type HolidayName = (date: string) => string | null;

/** Each year's list is worked out once. */
export function madridHolidays(): HolidayName {
  const calendar = new Holidays('ES', 'MD', { languages: ['es'], types: ['public'] });
  const years = new Map<number, Map<string, string>>();
  const ofYear = (year: number) => {
    let names = years.get(year);
    if (!names) {
      names = new Map(calendar.getHolidays(year).map((holiday) => [holiday.date.slice(0, 10), properHolidayName(holiday.name)]));
      years.set(year, names);
    }
    return names;
  };
  return (date) => ofYear(Number(date.slice(0, 4))).get(date) ?? null;
}
