import { REMINDER_MESSAGES } from '../../shared/messages/reminders';
import type { Logger } from '../kernel';
import type { EventBus } from '../kernel/event-bus';
import type { Reminders } from './reminders';

/** Reminders are looked for each minute: one due at 20:00 leaves by 20:01. */
export const REMINDER_POLL_MS = 60_000;

/** Sends the reminders due, now and each minute, and tells the dashboards which bookings were reminded, asked, nudged, left unconfirmed or released. */
export function startReminderTicker({
  reminders,
  events,
  logger,
  pollMs = REMINDER_POLL_MS,
}: {
  reminders: Pick<Reminders, 'sendDue'>;
  events: Pick<EventBus, 'publish'>;
  logger: Logger;
  pollMs?: number;
}) {
  const tick = () => {
    try {
      const { updated, released } = reminders.sendDue();
      for (const id of updated) events.publish({ kind: 'reservation-updated', id });
      // A released booking frees its tables: the waiting list looks at them too (server/waitlist).
      for (const id of released) events.publish({ kind: 'reservation-cancelled', id });
    } catch (error) {
      logger.error(REMINDER_MESSAGES.failed, error);
    }
  };
  tick();
  const timer = setInterval(tick, pollMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
