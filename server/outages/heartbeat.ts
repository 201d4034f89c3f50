import { OUTAGE_MESSAGES } from './messages';
import type { Logger } from '../kernel';
import type { OutageRecorder } from './recorder';

/** Often enough to date an outage to the minute; one small row update each time. */
const HEARTBEAT_MS = 60_000;

export interface Heartbeat {
  /** The server is being closed on purpose: the last beat says so. */
  stop(): void;
}

/**
 * Records what the last run left, then beats while the server runs. The timer never keeps the
 * process alive, and a beat that fails (a busy disk) is logged; the next one tries again.
 */
export function startHeartbeat(recorder: OutageRecorder, logger: Logger, everyMs = HEARTBEAT_MS): Heartbeat {
  recorder.started();
  const attempt = (beat: () => void) => {
    try {
      beat();
    } catch (error) {
      logger.error(OUTAGE_MESSAGES.beatFailed, error);
    }
  };
  const timer = setInterval(() => attempt(recorder.beat), everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      // Without it the next start takes the stop for a cut: the database still closes.
      attempt(recorder.stopped);
    },
  };
}
