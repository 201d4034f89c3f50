/** The ranges 'Informes' offers in one tap, from today's date in Madrid. Weeks run Monday to Sunday. */
import { addDays, weekdayOf } from '../../../../../shared/madrid-time';

export type RangeName = 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';

export interface DateRange {
  from: string;
  to: string;
}

const monday = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));
const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

export function presetRange(name: RangeName, today: string): DateRange {
  switch (name) {
    case 'thisWeek':
      return { from: monday(today), to: addDays(monday(today), 6) };
    case 'lastWeek':
      return { from: addDays(monday(today), -7), to: addDays(monday(today), -1) };
    case 'thisMonth': {
      const first = firstOfMonth(today);
      return { from: first, to: addDays(firstOfMonth(addDays(first, 32)), -1) };
    }
    case 'lastMonth': {
      const last = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(last), to: last };
    }
  }
}
