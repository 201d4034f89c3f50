import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ApiErrorBody } from '../shared/api/errors';
import type { BackupEntry } from '../shared/schemas/backup';
import { createApp } from './app';
import { ensureAdminPassword, type Sleep } from './auth';
import { BACKUP_MESSAGES, backupsFolder, copyBeforeMigration, putBackupInPlace, readStaffAccess, removeUnfinishedCopies, writeStaffAccess } from './backup';
import { openDatabase, type Db } from './db/open';
import { buildFeatures, type Features } from './features';
import { fromTheInternet } from './http/arrival';
import { closeGracefully, listen } from './http/listeners';
import { createHttpServer, type RequestTimeouts } from './http/timeouts';
import { consoleLogger, type Clock, type Kernel, type Logger } from './kernel';
import { createEventBus } from './kernel/event-bus';
import { createSealer } from './kernel/sealer';
import type { ListeningTarget } from './kernel/feature';
import { createObjectStorage } from './objects';
import { readOutageHistory, writeOutageHistory } from './outages';
import { loadKeyFile, ownDataDir, sealSecretsEverywhere } from './secrets';
import { seedDemoIfEmpty } from './seed/demo';
import type { TunnelConnector, TunnelEnvironment } from './tunnel';

export interface ServerOptions {
  port: number;
  host: string;
  dataDir: string;
  adminPassword: string | null;
  seed: 'demo' | 'none';
  publicUrl: string | null;
  /**
   * The key that seals the secrets the database holds: the kiosk app's, kept with Electron's
   * safeStorage; without it, DATA_DIR/secret.key (made on the first start, 0600).
   */
  secretKey?: Buffer;
  /** How long a client may take to send a request (15 s for its headers, 30 s in all, 60 s of silence for an imported copy); tests shorten them. */
  requestTimeouts?: RequestTimeouts;
  /** RATE_LIMITS: the public forms' fair-use limits; on unless a load test turns them off. */
  rateLimits?: boolean;
  /** Tests: check every /api answer against the contract; a mismatch answers 500. */
  checkAnswers?: boolean;
  /** Folder of the built React app, or null to serve only /api and /objects. */
  staticDir: string | null;
  clock?: Clock;
  logger?: Logger;
  sleep?: Sleep;
  migrationsFolder?: string;
  /** How the mail worker polls and retries; tests shorten both. */
  mail?: { pollMs?: number; retryDelaysMs?: readonly number[] };
  /** How often due reminders are looked for; tests shorten it. */
  reminderPollMs?: number;
  /** How often offers of the waiting list not answered in time are looked for; tests shorten it. */
  waitlistPollMs?: number;
  /** How often the heartbeat that finds outages beats (a minute); tests shorten it. */
  heartbeatMs?: number;
  /** NGROK_AUTHTOKEN and NGROK_DOMAIN; without a token here, 'Ajustes' sets the tunnel. */
  ngrok?: TunnelEnvironment;
  /** ngrok by default; tests put a fake here, since ngrok's service cannot be reached from the development machines. */
  tunnel?: { connector?: TunnelConnector; retryDelaysMs?: readonly number[] };
}

export interface RunningServer {
  url: string;
  /** No staff password yet: the owner chooses it on the dashboard's first-run screen. */
  firstRun: boolean;
  close(): Promise<void>;
}

/** While a backup is put in place: a short answer, and when to ask again. */
const maintenance: RequestListener = (req, res) => {
  const api = req.url?.startsWith('/api/') ?? false;
  res.writeHead(503, { 'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' });
  res.end(api ? JSON.stringify({ code: 'busy', message: BACKUP_MESSAGES.maintenance } satisfies ApiErrorBody) : BACKUP_MESSAGES.maintenance);
};

/** The database and everything built on it; rebuilt whole when a backup is restored. */
interface Runtime {
  db: Db;
  kernel: Kernel;
  features: Features;
  app: RequestListener;
  /** Once the server listens: the tunnel opens to its entrance, and the LAN listeners open if the owner chose them. */
  attach(target: ListeningTarget): Promise<void>;
  /** Ends the live streams, stops the background work and closes the database. */
  stop(): Promise<void>;
}

/** Start-up order: database and migrations, password, demo data, then the app listens, and the tunnel, the mail worker, the nightly backups and the heartbeat start. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const logger = options.logger ?? consoleLogger;
  const clock = options.clock ?? (() => new Date());
  const dataDir = path.resolve(options.dataDir);
  const everyAddress = options.host === '0.0.0.0' || options.host === '::';
  const config = {
    dataDir,
    staticDir: options.staticDir,
    publicUrl: options.publicUrl,
    rateLimits: options.rateLimits ?? true,
    checkAnswers: options.checkAnswers ?? false,
    bindHost: everyAddress ? null : options.host.toLowerCase(),
  };
  const tunnel = { environment: options.ngrok ?? { authtoken: null, domain: null }, ...options.tunnel };
  ownDataDir(dataDir);
  removeUnfinishedCopies(dataDir);
  const sealer = createSealer(options.secretKey ?? loadKeyFile(dataDir));
  // The copy taken before a migration, until the runtime built on the migrated database sends it off-site too.
  let beforeMigration: BackupEntry | null = null;
  const openDb = () => {
    const db = openDatabase({
      dataDir,
      migrationsFolder: options.migrationsFolder,
      beforeMigrate: (client) => {
        beforeMigration = copyBeforeMigration(client, { dataDir, clock });
        logger.info(BACKUP_MESSAGES.beforeMigration(beforeMigration.id));
      },
    });
    sealSecretsEverywhere(db.$client, backupsFolder(dataDir), sealer);
    return db;
  };

  function build(db: Db): Runtime {
    const kernel: Kernel = { db, clock, config, logger, events: createEventBus(), sealer };
    const features = buildFeatures(kernel, {
      sleep: options.sleep ?? sleep,
      mail: options.mail,
      tunnel,
      heartbeatMs: options.heartbeatMs,
      reminderPollMs: options.reminderPollMs,
      waitlistPollMs: options.waitlistPollMs,
      restore: (id) => void restore(id).catch((error: unknown) => logger.error(BACKUP_MESSAGES.restoreFailed, error)),
    });
    const app = createApp(kernel, features);
    if (beforeMigration) features.provided.offsiteCopy.send(beforeMigration);
    beforeMigration = null;
    return {
      db,
      kernel,
      features,
      app,
      attach: (target) => features.attach(target),
      async stop() {
        kernel.events.close();
        await features.stop();
        db.$client.close();
      },
    };
  }

  const db = openDb();
  const { firstRun } = await ensureAdminPassword(db, options.adminPassword);
  if (options.seed === 'demo') await seedDemoIfEmpty(db, clock, createObjectStorage(dataDir));
  let runtime = build(db);
  // Requests go to the current runtime's app, or to the maintenance answer while a backup is restored.
  let handler: RequestListener = runtime.app;
  // The answers still being written, on every listener: a restore and a shutdown let them finish.
  const underWay = new Set<ServerResponse>();
  const dispatch: RequestListener = (req, res) => {
    underWay.add(res);
    res.once('close', () => underWay.delete(res));
    handler(req, res);
  };
  const server = createHttpServer(dispatch, options.requestTimeouts);
  server.listen(options.port, options.host);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    // A port in use: nothing may keep running, nor the database stay open, behind the error.
    await runtime.stop();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const localHost = everyAddress ? '127.0.0.1' : options.host;
  // The tunnel's own door, on loopback: what comes in here is from the internet (server/http/arrival.ts).
  const entrance = await listen(fromTheInternet(dispatch), '127.0.0.1', 0);
  const tunnelEntrance = `127.0.0.1:${(entrance.address() as AddressInfo).port}`;
  const target = { port, host: options.host, tunnelEntrance, dispatch };
  await runtime.attach(target);

  let restoring: Promise<void> | null = null;
  /**
   * Puts a backup in place of the database: screens are told first (they reload once the server is
   * back), new requests wait out a short maintenance answer, the current database is kept as a
   * safety copy, the copy is swapped in with the staff password and sessions of today, and the
   * whole runtime is built again on it.
   */
  function restore(id: string): Promise<void> {
    restoring ??= (async () => {
      const old = runtime;
      handler = maintenance;
      old.kernel.events.publish({ kind: 'backup-restored', id });
      try {
        // A booking or an upload under way is answered, and is in the safety copy.
        await finished(underWay, RESTORE_GRACE_MS);
        await old.features.provided.backups.take('safety');
        const access = readStaffAccess(old.db);
        const outages = readOutageHistory(old.db);
        await old.stop();
        putBackupInPlace(dataDir, id);
        const restored = openDb();
        writeStaffAccess(restored, access);
        writeOutageHistory(restored, outages);
        runtime = build(restored);
        logger.info(BACKUP_MESSAGES.restored(id));
      } catch (error) {
        logger.error(BACKUP_MESSAGES.restoreFailed, error);
        if (old.db.$client.open) return void (handler = old.app);
        // Whatever database is in place now (the old one if the swap never happened) is served again.
        if (runtime === old) runtime = build(openDb());
      }
      await runtime.attach(target);
      handler = runtime.app;
    })().finally(() => (restoring = null));
    return restoring;
  }

  return {
    url: `http://${localHost}:${port}`,
    firstRun,
    close: gracefulClose(
      server,
      underWay,
      () => runtime.kernel.events.close(),
      async () => {
        await restoring?.catch(() => undefined);
        await runtime.stop();
        await closeGracefully(entrance);
      },
    ),
  };
}

/** How long requests under way may take to finish when the server stops, before they are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long a restore waits for requests under way before it closes the database under them. */
const RESTORE_GRACE_MS = 10_000;

/** Event streams never finish by themselves (the restore's notice makes their screens reload). */
function isEventStream(res: ServerResponse): boolean {
  return String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream');
}

/** Resolves once every answer under way has been sent, or after `graceMs`. */
async function finished(underWay: ReadonlySet<ServerResponse>, graceMs: number): Promise<void> {
  const pending = [...underWay].filter((res) => !isEventStream(res)).map((res) => new Promise((resolve) => res.once('close', resolve)));
  if (pending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(pending), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
}

/**
 * Lets `startServer` stop gracefully: stop listening, let the requests under way finish and be
 * answered (a booking that commits is also answered), with `Connection: close` so their clients do
 * not keep the socket open, then close the database. Whatever is still open after the grace period
 * is cut.
 */
function gracefulClose(server: Server, underWay: ReadonlySet<ServerResponse>, endStreams: () => void, closeDatabase: () => Promise<void>): () => Promise<void> {
  let closing = false;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
  });

  // Asked twice (a signal during a close, a test's own clean-up), it closes once.
  let closed: Promise<void> | null = null;
  return () =>
    (closed ??= new Promise<void>((resolve, reject) => {
      closing = true;
      for (const res of underWay) res.shouldKeepAlive = false;
      endStreams();
      const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      deadline.unref();
      server.close((error) => {
        clearTimeout(deadline);
        closeDatabase().then(() => (error ? reject(error) : resolve()), reject);
      });
      server.closeIdleConnections();
    }));
}
