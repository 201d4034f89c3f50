import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app';
import { ensureAdminPassword } from './auth/admin-password';
import { consoleLogger, type Clock, type Logger } from './context';
import { openDatabase } from './db/open';
import { seedDemoIfEmpty } from './seed/demo';

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
  migrationsFolder?: string;
}

export interface RunningServer {
  url: string;
  /** Set only on the first start of a database without ADMIN_PASSWORD; print it once. */
  generatedPassword: string | null;
  close(): Promise<void>;
}

/** Start-up order: database and migrations, password, demo data, then the app listens. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const logger = options.logger ?? consoleLogger;
  const clock = options.clock ?? (() => new Date());
  const dataDir = path.resolve(options.dataDir);
  const db = openDatabase({ dataDir, migrationsFolder: options.migrationsFolder });
  const { generated } = await ensureAdminPassword(db, options.adminPassword);
  if (options.seed === 'demo') seedDemoIfEmpty(db);

  const app = createApp({
    db,
    clock,
    logger,
    config: { dataDir, staticDir: options.staticDir, publicUrl: options.publicUrl },
  });
  const server = app.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;

  return {
    url: `http://${host}:${port}`,
    generatedPassword: generated,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          db.$client.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
