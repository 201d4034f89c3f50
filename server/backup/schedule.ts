import { TZDate } from '@date-fns/tz';
import { VENUE_TIME_ZONE } from '../../shared/madrid-time';
import type { Clock, Logger } from '../kernel';

/** 04:00 in Madrid: the venue is closed, and the service day has rolled over at 03:00. */
export const NIGHTLY_HOUR = 4;

/** The next 04:00 Madrid strictly after `now` (the hour exists every day, summer time or not). */
export function nextNightlyRun(now: Date): Date {
  const madrid = new TZDate(now, VENUE_TIME_ZONE);
  const today = new TZDate(madrid.getFullYear(), madrid.getMonth(), madrid.getDate(), NIGHTLY_HOUR, 0, 0, VENUE_TIME_ZONE);
  if (today.getTime() > now.getTime()) return new Date(today.getTime());
  return new Date(new TZDate(madrid.getFullYear(), madrid.getMonth(), madrid.getDate() + 1, NIGHTLY_HOUR, 0, 0, VENUE_TIME_ZONE).getTime());
}

/** Timers longer than this are re-armed, so a clock changed under the process is noticed within the hour. */
const MAX_WAIT_MS = 60 * 60 * 1000;

export interface NightlyWork {
  stop(): Promise<void>;
}

/** Runs `run` every night at 04:00 Madrid by the venue's clock; a failure is logged and tried again the next night. */
export function startNightly({ clock, run, logger, failed }: { clock: Clock; run(): Promise<unknown>; logger: Logger; failed: string }): NightlyWork {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let due = nextNightlyRun(clock());

  const arm = () => {
    if (stopped) return;
    const wait = Math.min(Math.max(due.getTime() - clock().getTime(), 0), MAX_WAIT_MS);
    timer = setTimeout(tick, wait);
    timer.unref();
  };
  const tick = () => {
    if (clock().getTime() < due.getTime()) return arm();
    due = nextNightlyRun(clock());
    running = run().catch((error: unknown) => logger.error(failed, error));
    void running.then(arm);
  };
  arm();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
