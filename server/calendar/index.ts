/** The venue's calendar: the week's hours, dates of their own, holidays, pauses, and each time slot's limit. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { calendarEndpoints } from './endpoints';
import { madridHolidays } from './holidays';
import { createSlotLimits, type SlotLimits } from './slot-limits';
import { createCalendarStore, type CalendarStore } from './store';

export type { CalendarStore } from './store';
export type { SlotLimits } from './slot-limits';
export { dayView, onlineStartTimes, refuseOffline } from './online';
export { refuseUnconfirmed } from './staff-warnings';

export function calendarFeature({ db, clock }: Kernel): Feature<{ calendar: CalendarStore; slotLimits: SlotLimits }> {
  const calendar = createCalendarStore(db, madridHolidays());
  return {
    name: 'calendar',
    provides: { calendar, slotLimits: createSlotLimits(db, clock, calendar) },
    handlers: { calendar: calendarEndpoints({ calendar }) },
  };
}
