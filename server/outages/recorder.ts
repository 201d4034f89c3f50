/**
 * Finds the outages from the heartbeat. A heartbeat is the instant the server last knew it was
 * running; a gap of 10 minutes or more between one and the next means diners could not reach the
 * site in between: the server was stopped (found on the next start) or the whole PC slept (found on
 * the first beat after it wakes, since the process itself never stopped). The tunnel's own outages
 * run from its loss, after it was connected, until it is connected again.
 */
import { OUTAGE_MESSAGES } from './messages';
import type { OutageKind } from '../../shared/outages';
import type { TunnelStatus } from '../../shared/schemas/tunnel';
import type { Clock, Logger } from '../kernel';
import type { EventBus } from '../kernel/event-bus';
import type { OutageStore } from './store';

/** Shorter than this is a restart or a blip, not an outage worth telling the owner about. */
const OUTAGE_MIN_MS = 10 * 60_000;

export interface OutageRecorder {
  /** On start: what the last run left (the gap since its last beat, the tunnel it had lost), then the first beat. */
  started(): void;
  /** While the server runs, at most once a minute. */
  beat(): void;
  /** The server is being closed on purpose: the last beat says so. */
  stopped(): void;
  /** The tunnel keeper's state changed (server/tunnel/keeper.ts). */
  tunnelChanged(status: TunnelStatus): void;
}

export function createOutageRecorder({ store, clock, events, logger }: { store: OutageStore; clock: Clock; events: EventBus; logger: Logger }): OutageRecorder {
  let lastBeat: number | null = null;
  let tunnelLostAt: number | null = null;
  let tunnelState: TunnelStatus['state'] = 'off';

  const record = (kind: OutageKind, startedAt: number, endedAt: number, clean: boolean) => {
    if (endedAt - startedAt < OUTAGE_MIN_MS) return;
    const outage = store.record({ kind, startedAt, endedAt, clean });
    logger.warn(OUTAGE_MESSAGES.recorded(kind, clean, outage.from, outage.to));
    events.publish({ kind: 'outages-changed', id: outage.id });
  };

  /**
   * The server did not run from `since` to `now`: an outage if long enough. A tunnel lost before it
   * ends there too, so the two never overlap; if this run's tunnel is still lost, from `now` on.
   */
  const downSince = (since: number, now: number, clean: boolean, tunnelStillLost: boolean) => {
    if (now - since < OUTAGE_MIN_MS) return;
    if (tunnelLostAt !== null) record('tunnel', tunnelLostAt, since, false);
    tunnelLostAt = tunnelStillLost && tunnelLostAt !== null ? now : null;
    record('server', since, now, clean);
  };

  const write = (now: number, stoppedCleanly: boolean) => {
    lastBeat = now;
    store.writeHeartbeat({ beatAt: now, stoppedCleanly, tunnelLostAt });
  };

  /** A beat first notices a gap since the last one: the process did not run (the PC slept). */
  const beatNow = (stoppedCleanly: boolean) => {
    const now = clock().getTime();
    if (lastBeat !== null) downSince(lastBeat, now, false, true);
    write(now, stoppedCleanly);
  };

  return {
    started() {
      const now = clock().getTime();
      const last = store.heartbeat();
      // Across a short restart a lost tunnel stays lost: this run's first connection ends its outage.
      tunnelLostAt = last?.tunnelLostAt ?? null;
      if (last) downSince(last.beatAt, now, last.stoppedCleanly, false);
      write(now, false);
    },
    beat: () => beatNow(false),
    stopped: () => beatNow(true),
    // Not a beat: the heartbeat alone says the process ran (a tunnel's news can come before the first beat after sleep).
    tunnelChanged(status) {
      const now = clock().getTime();
      const wasConnected = tunnelState === 'connected';
      const lostAt = tunnelLostAt;
      tunnelState = status.state;
      if (status.state === 'connected' || status.state === 'off') {
        // Back, or turned off by the owner: either way a loss ends here.
        if (tunnelLostAt !== null) record('tunnel', tunnelLostAt, now, false);
        tunnelLostAt = null;
      } else if (wasConnected && tunnelLostAt === null) {
        tunnelLostAt = now;
      }
      if (tunnelLostAt !== lostAt) store.writeTunnelLostAt(tunnelLostAt);
    },
  };
}
