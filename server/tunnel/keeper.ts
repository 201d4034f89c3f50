import { TUNNEL_MESSAGES } from '../../shared/messages/tunnel';
import type { TunnelSettings, TunnelStatus } from '../../shared/schemas/tunnel';
import type { Logger } from '../kernel';
import { TunnelRefused, type OpenTunnel, type TunnelConnector } from './connector';

/** Waits after a failure that passes by itself (no internet): short at first, then once a minute. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 15_000, 30_000, 60_000] as const;
/** After ngrok refused: a refusal rarely passes by itself (another session closing), so rarely tried. */
export const REFUSED_RETRY_MS = 5 * 60_000;

export interface TunnelKeeperOptions {
  connector: TunnelConnector;
  settings(): TunnelSettings | null;
  onChange(status: TunnelStatus): void;
  logger: Logger;
  retryDelaysMs?: readonly number[];
  refusedRetryMs?: number;
}

export interface TunnelKeeper {
  status(): TunnelStatus;
  /** The tunnel's public address; kept while the connection is down, since it comes back at the same one. */
  url(): string | null;
  /** Opens the tunnel to `addr` (`host:port`), once the server listens there. */
  start(addr: string): void;
  /** The settings changed: the tunnel reopens with them, or closes when there are none. */
  reconnect(): void;
  stop(): Promise<void>;
}

/**
 * Keeps the tunnel open for as long as the server runs. ngrok's own session comes back by itself
 * after a short drop (its status callback says so); a tunnel that could not open at all (the
 * internet was down at start-up) is tried again here, with growing waits.
 */
export function createTunnelKeeper(options: TunnelKeeperOptions): TunnelKeeper {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const refusedRetryMs = options.refusedRetryMs ?? REFUSED_RETRY_MS;
  let status: TunnelStatus = { state: 'off' };
  let url: string | null = null;
  let addr: string | null = null;
  let open: OpenTunnel | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Each reconnect starts a new generation; answers of an older one are closed or ignored.
  let generation = 0;
  let failures = 0;
  let stopped = false;

  const set = (next: TunnelStatus) => {
    status = next;
    options.onChange(next);
  };

  async function closeCurrent(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const closing = open;
    open = null;
    await closing?.close().catch((error: unknown) => options.logger.warn(TUNNEL_MESSAGES.closeFailed, error));
  }

  async function connect(attempt: number): Promise<void> {
    const settings = options.settings();
    if (!settings || addr === null) return;
    try {
      const opened = await options.connector({
        addr,
        authtoken: settings.authtoken,
        domain: settings.domain,
        onStatusChange: (change) => {
          if (attempt !== generation || open === null) return;
          set(change === 'connected' ? { state: 'connected', url: open.url } : { state: 'offline' });
        },
      });
      if (attempt !== generation) {
        await opened.close();
        return;
      }
      open = opened;
      url = opened.url;
      failures = 0;
      options.logger.info(TUNNEL_MESSAGES.connected(opened.url));
      set({ state: 'connected', url: opened.url });
    } catch (error) {
      if (attempt !== generation) return;
      const refused = error instanceof TunnelRefused;
      const wait = refused ? refusedRetryMs : (delays[Math.min(failures, delays.length - 1)] ?? refusedRetryMs);
      failures++;
      // A refusal is already in words; anything else keeps its stack for whoever reads the log.
      options.logger.warn(TUNNEL_MESSAGES.retrying(Math.round(wait / 1000)), refused ? error.message : error);
      set(refused ? { state: 'error', message: error.message } : { state: 'offline' });
      timer = setTimeout(() => {
        set({ state: 'connecting' });
        void connect(attempt);
      }, wait);
    }
  }

  function reconnect(): void {
    if (stopped) return;
    const attempt = ++generation;
    failures = 0;
    // Said at once, so the answer to a change on 'Ajustes' already shows what happens next.
    url = null;
    const closing = closeCurrent();
    if (!options.settings() || addr === null) {
      set({ state: 'off' });
      return;
    }
    set({ state: 'connecting' });
    void closing.then(() => (attempt === generation ? connect(attempt) : undefined));
  }

  return {
    status: () => status,
    url: () => url,
    start(target) {
      addr = target;
      reconnect();
    },
    reconnect,
    async stop() {
      stopped = true;
      generation++;
      await closeCurrent();
    },
  };
}
