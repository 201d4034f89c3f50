/**
 * A real server on the built app for browser work (the tests, the screenshots): a temporary data
 * folder, the known admin password, and the venue's clock started at E2E_NOW, running at real speed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../../server/start';
import { E2E_ADMIN_PASSWORD, E2E_NOW } from './serve-config';

export interface DemoServer {
  server: RunningServer;
  dataDir: string;
  /** Stops the server and deletes its data folder. */
  stop(): Promise<void>;
}

export interface DemoServerOptions {
  port: number;
  staticDir: string;
  seed?: 'demo' | 'none';
  adminPassword?: string | null;
  publicUrl?: string | null;
  tunnel?: ServerOptions['tunnel'];
  rateLimits?: boolean;
  /** An earlier run on the same data folder, closed at this moment: the site was off from then until E2E_NOW. */
  offSince?: string | null;
  /** How often reminders, reconfirmations and surveys are looked for (each minute unless a spec waits for one). */
  reminderPollMs?: number;
}

export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-e2e-'));
  const offset = Date.parse(E2E_NOW) - Date.now();
  const startOn = (clock: () => Date, port: number) =>
    startServer({
      port,
      host: '127.0.0.1',
      dataDir,
      adminPassword: options.adminPassword === undefined ? E2E_ADMIN_PASSWORD : options.adminPassword,
      seed: options.seed ?? 'demo',
      publicUrl: options.publicUrl ?? null,
      tunnel: options.tunnel,
      // Every spec books from 127.0.0.1, as a load test would (RATE_LIMITS=off); the fair-use spec turns them on.
      rateLimits: options.rateLimits ?? false,
      checkAnswers: true,
      staticDir: options.staticDir,
      reminderPollMs: options.reminderPollMs,
      clock,
    });
  if (options.offSince) {
    const offSince = new Date(options.offSince);
    await (await startOn(() => offSince, 0)).close();
  }
  const server = await startOn(() => new Date(Date.now() + offset), options.port);
  return {
    server,
    dataDir,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
