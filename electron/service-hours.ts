import { DEFAULT_CALENDAR, type Calendar } from '../shared/calendar';
import { nowOnTimeline, serviceDate, servicesOn, timelineMinutes } from '../shared/schedule';

/** Staff are at the front desk an hour before the doors open and until an hour after the last table. */
const MARGIN_MINUTES = 60;

/**
 * Whether the venue is in service (with its margins), by Madrid's clock and the venue's calendar:
 * the kiosk keeps the screen awake then, and never installs an update. A closed date sleeps.
 */
export function isServiceHours(now: Date, calendar: Calendar = DEFAULT_CALENDAR): boolean {
  const date = serviceDate(now);
  const current = nowOnTimeline(now);
  return servicesOn(date, calendar).some(({ firstStart, lastEnd }) => current >= timelineMinutes(date, firstStart) - MARGIN_MINUTES && current <= timelineMinutes(date, lastEnd) + MARGIN_MINUTES);
}

/** Electron's `powerSaveBlocker`, or a fake. */
export interface DisplaySleepBlocker {
  start(type: 'prevent-display-sleep'): number;
  stop(id: number): void;
}

/**
 * Holds one display-sleep block while the venue is in service and releases it when it closes;
 * call the returned check every minute.
 */
export function keepAwakeInService(blocker: DisplaySleepBlocker, inService: (now: Date) => boolean = isServiceHours): (now: Date) => void {
  let held: number | null = null;
  return (now) => {
    if (inService(now)) held ??= blocker.start('prevent-display-sleep');
    else if (held !== null) {
      blocker.stop(held);
      held = null;
    }
  };
}
