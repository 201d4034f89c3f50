/**
 * Runs the venue server in an Electron utility process: a crash or a slow image resize there
 * never freezes the kiosk window. This file loads nothing from Electron at run time; main.ts
 * hands it the few Electron calls it needs (`ElectronHost`), so the start-up deadline and the
 * restart policy are tested under plain Node with a fake process.
 */
import path from 'node:path';
import type { UtilityProcess } from 'electron';
import { KIOSK_MESSAGES } from './messages';
import { parseServerProcessMessage, type MainProcessMessage } from './server-messages';

/** What the supervisor needs from a server process: Electron's UtilityProcess, or a fake. */
export interface ServerProcess {
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number) => void): void;
  postMessage(message: MainProcessMessage): void;
  kill(): void;
}

export function fromUtilityProcess(child: UtilityProcess): ServerProcess {
  return {
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.on('exit', listener),
    postMessage: (message) => child.postMessage(message),
    kill: () => child.kill(),
  };
}

export interface SupervisorOptions {
  spawn(): ServerProcess;
  /** How long a process may take to answer 'ready' before it is killed as hung. */
  readyTimeoutMs: number;
  /** Pauses before restarting a crashed server, longer after each crash within the window, so a crash loop does not spin the CPU. */
  restartDelaysMs: readonly number[];
  /** More crashes than this within `crashWindowMs` and the supervisor gives up. */
  maxCrashes: number;
  crashWindowMs: number;
  /** How long a stopping server may take to close its database before it is killed. */
  stopTimeoutMs: number;
  log(message: string): void;
  /** A restarted server is listening, possibly at a new address. */
  onRestarted(url: string): void;
  /** The server keeps crashing; nothing more will be tried. */
  onGaveUp(error: Error): void;
}

export const DEFAULT_TIMINGS = {
  readyTimeoutMs: 30_000,
  restartDelaysMs: [1_000, 2_000, 5_000, 15_000, 30_000],
  maxCrashes: 5,
  crashWindowMs: 5 * 60_000,
  stopTimeoutMs: 5_000,
} as const;

/**
 * Starts the server process and keeps it alive. The first start either reports the address or
 * fails (a port in use or a broken database will not fix itself, so it is not retried); a server
 * that dies after it was ready is restarted, up to a limit.
 */
export class EmbeddedServer {
  private current: ServerProcess | null = null;
  private stopping = false;
  private stopped: Promise<void> | null = null;
  private started = false;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private crashTimes: number[] = [];

  constructor(private readonly options: SupervisorOptions) {}

  /** Resolves with the server's address once it is listening. */
  start(): Promise<string> {
    if (this.started) throw new Error('EmbeddedServer.start() called twice');
    this.started = true;
    return this.launch();
  }

  /**
   * Asks the server to close cleanly, kills it after a grace period, and restarts nothing. Asked
   * again (the session ending, then quit), it answers the same stop.
   */
  stop(): Promise<void> {
    return (this.stopped ??= this.stopNow());
  }

  private async stopNow(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const child = this.current;
    if (!child) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill(), this.options.stopTimeoutMs);
      child.onExit(() => {
        clearTimeout(force);
        resolve();
      });
      child.postMessage({ type: 'stop' });
    });
  }

  private launch(): Promise<string> {
    const { options } = this;
    const child = options.spawn();
    this.current = child;
    let phase: 'starting' | 'ready' | 'failed' = 'starting';

    return new Promise<string>((resolve, reject) => {
      const fail = (error: Error) => {
        if (phase !== 'starting') return;
        phase = 'failed';
        clearTimeout(deadline);
        child.kill();
        reject(error);
      };
      const deadline = setTimeout(() => {
        fail(new Error(KIOSK_MESSAGES.noAnswer(Math.round(options.readyTimeoutMs / 1000))));
      }, options.readyTimeoutMs);

      child.onMessage((raw) => {
        const message = parseServerProcessMessage(raw);
        if (message === null || phase !== 'starting') return;
        if (message.type === 'error') {
          fail(new Error(message.message));
          return;
        }
        phase = 'ready';
        clearTimeout(deadline);
        resolve(message.url);
      });

      child.onExit((code) => {
        if (this.current === child) this.current = null;
        if (phase === 'starting') fail(new Error(KIOSK_MESSAGES.closedWhileStarting(code)));
        else if (phase === 'ready' && !this.stopping) this.crashed(KIOSK_MESSAGES.closed(code));
      });
    });
  }

  private crashed(reason: string): void {
    const { options } = this;
    const now = Date.now();
    this.crashTimes = [...this.crashTimes.filter((time) => now - time < options.crashWindowMs), now];
    if (this.crashTimes.length > options.maxCrashes) {
      options.onGaveUp(new Error(KIOSK_MESSAGES.gaveUp(reason)));
      return;
    }
    const delay = options.restartDelaysMs[Math.min(this.crashTimes.length, options.restartDelaysMs.length) - 1] ?? 0;
    options.log(KIOSK_MESSAGES.restarting(reason, delay));
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopping) return;
      this.launch().then(
        (url) => options.onRestarted(url),
        // A restart that fails to come up counts as one more crash.
        (error: Error) => {
          if (!this.stopping) this.crashed(error.message);
        },
      );
    }, delay);
  }
}

/** The Electron calls the embedded server needs, provided by main.ts. */
export interface ElectronHost {
  /** `app.getPath('userData')`: per-user and kept across updates, unlike the install folder. */
  userDataPath: string;
  fork(modulePath: string, options: { serviceName: string; env: Record<string, string> }): ServerProcess;
}

export interface EmbeddedServerSetup {
  host: ElectronHost;
  /** The bundled server-process.js. */
  entryPath: string;
  staticDir: string;
  migrationsFolder: string;
  /** The main process's environment; PORT, HOST, ADMIN_PASSWORD and the rest pass through. */
  env: NodeJS.ProcessEnv;
  /** The secrets' key kept with safeStorage (secret-key.ts), as base64; null leaves the server its own key file. */
  secretKey: string | null;
  log: SupervisorOptions['log'];
  onRestarted: SupervisorOptions['onRestarted'];
  onGaveUp: SupervisorOptions['onGaveUp'];
}

/** The server's data folder: per user, kept across updates. */
export const serverDataDir = (userDataPath: string): string => path.join(userDataPath, 'data');

/** The environment server-process.ts reads; see its header for the names. */
export function serverProcessEnv(setup: Pick<EmbeddedServerSetup, 'host' | 'staticDir' | 'migrationsFolder' | 'env' | 'secretKey'>): Record<string, string> {
  const inherited = Object.fromEntries(Object.entries(setup.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return {
    ...inherited,
    DATA_DIR: serverDataDir(setup.host.userDataPath),
    VENUE_STATIC_DIR: setup.staticDir,
    VENUE_MIGRATIONS_DIR: setup.migrationsFolder,
    ...(setup.secretKey ? { VENUE_SECRET_KEY: setup.secretKey } : {}),
  };
}

export function createEmbeddedServer(setup: EmbeddedServerSetup): EmbeddedServer {
  const env = serverProcessEnv(setup);
  return new EmbeddedServer({
    ...DEFAULT_TIMINGS,
    spawn: () => setup.host.fork(setup.entryPath, { serviceName: 'Servidor del restaurante', env }),
    log: setup.log,
    onRestarted: setup.onRestarted,
    onGaveUp: setup.onGaveUp,
  });
}
