import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MESSAGES } from '../shared/messages';
import { createApp } from './app';
import { ensureAdminPassword } from './auth/admin-password';
import { copyBeforeMigration } from './backup/backups';
import { startNightlyBackups } from './backup/schedule';
import type { Sleep } from './auth/login-limiter';
import { consoleLogger, type Clock, type Logger } from './context';
import { openDatabase } from './db/open';
import { createEventBus } from './events/bus';
import { startMailWorker } from './mail/worker';
import { createObjectStorage } from './objects/storage';
import { seedDemoIfEmpty } from './seed/demo';
import { createServices, type TunnelOptions } from './services';
import { ngrokConnector } from './tunnel/connector';
import type { TunnelEnvironment } from './tunnel/settings';

export interface ServerOptions {
  port: number;
  host: string;
  dataDir: string;
  adminPassword: string | null;
  seed: 'demo' | 'none';
  publicUrl: string | null;
  /** Folder of the built React app, or null to serve only /api and /objects. */
  staticDir: string | null;
  clock?: Clock;
  logger?: Logger;
  sleep?: Sleep;
  migrationsFolder?: string;
  /** How the mail worker polls and retries; tests shorten both. */
  mail?: { pollMs?: number; retryDelaysMs?: readonly number[] };
  /** NGROK_AUTHTOKEN and NGROK_DOMAIN; without a token here, 'Ajustes' sets the tunnel. */
  ngrok?: TunnelEnvironment;
  /** ngrok by default; tests put a fake here, since ngrok's service cannot be reached from the development machines. */
  tunnel?: Partial<Omit<TunnelOptions, 'environment'>>;
}

export interface RunningServer {
  url: string;
  /** No staff password yet: the owner chooses it on the dashboard's first-run screen. */
  firstRun: boolean;
  close(): Promise<void>;
}

/** Start-up order: database and migrations, password, demo data, then the app listens, and the tunnel and the mail worker start. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const logger = options.logger ?? consoleLogger;
  const clock = options.clock ?? (() => new Date());
  const dataDir = path.resolve(options.dataDir);
  const db = openDatabase({
    dataDir,
    migrationsFolder: options.migrationsFolder,
    beforeMigrate: (client) => logger.info(MESSAGES.backup.beforeMigration(copyBeforeMigration(client, { dataDir, clock }).id)),
  });
  const { firstRun } = await ensureAdminPassword(db, options.adminPassword);
  if (options.seed === 'demo') await seedDemoIfEmpty(db, clock, createObjectStorage(dataDir));

  const config = { dataDir, staticDir: options.staticDir, publicUrl: options.publicUrl };
  const tunnel: TunnelOptions = {
    environment: options.ngrok ?? { authtoken: null, domain: null },
    connector: options.tunnel?.connector ?? ngrokConnector,
    retryDelaysMs: options.tunnel?.retryDelaysMs,
  };
  const services = createServices({ db, clock, config, logger, mailRetryDelaysMs: options.mail?.retryDelaysMs, tunnel }, createEventBus());
  const app = createApp({ db, clock, logger, sleep: options.sleep, config, services });
  const server = app.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const mail = startMailWorker({
    outbox: services.outbox,
    smtp: services.smtpSettings.read,
    senderName: () => services.venue.read()?.name ?? '',
    logger,
    pollMs: options.mail?.pollMs,
  });
  const nightly = startNightlyBackups({ clock, take: () => services.backups.take('nightly'), logger, failed: MESSAGES.backup.failed });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  services.tunnel.start(`${host}:${port}`);
  await services.lan.start({ handler: app, port, host: options.host });

  return {
    url: `http://${host}:${port}`,
    firstRun,
    // Open event streams never finish by themselves: they are ended first. The mail worker
    // finishes the message it is sending before the database closes under it.
    close: gracefulClose(server, services.events.close, async () => {
      await Promise.all([services.lan.close(), mail.stop(), services.tunnel.stop(), nightly.stop()]);
      db.$client.close();
    }),
  };
}

/** How long requests under way may take to finish when the server stops, before they are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Lets `startServer` stop gracefully: stop listening, let the requests under way finish and be
 * answered (a booking that commits is also answered), with `Connection: close` so their clients do
 * not keep the socket open, then close the database. Whatever is still open after the grace period
 * is cut.
 */
function gracefulClose(server: Server, endStreams: () => void, closeDatabase: () => Promise<void>): () => Promise<void> {
  const underWay = new Set<ServerResponse>();
  let closing = false;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
    underWay.add(res);
    res.once('close', () => underWay.delete(res));
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
