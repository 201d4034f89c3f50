/**
 * For specs that change what every page shows (the venue's details) or need an empty database:
 * each worker starts its own real server on the built app, so the shared one the other specs read
 * is never touched. Pages and API calls of these specs go to it through `baseURL`.
 */
import { fileURLToPath } from 'node:url';
import type { RunningServer } from '../../server/start';
import { fakeNgrok, type FakeAnswer } from '../helpers/fake-ngrok';
import { startDemoServer } from './demo-server';
import { test as base } from './fixtures';

export const staticDir = process.env.RENDERER_OUT_DIR ?? fileURLToPath(new URL('../../dist/renderer', import.meta.url));

interface OwnServer {
  server: RunningServer;
  /** SEED for this spec's server: the demo venue, floor and menu, or a new install's empty database. */
  seed: 'demo' | 'none';
  /** No ADMIN_PASSWORD: a new install, where the owner chooses the password on the first-run screen. */
  freshInstall: boolean;
  /** PUBLIC_URL for this spec's server. */
  publicUrl: string | null;
  /** The answers of a fake ngrok in this server, in order: ngrok's service cannot be reached from the development machines. */
  ngrokAnswers: FakeAnswer[];
  /** The public forms' fair-use limits, off like the shared server's unless a spec tests them. */
  rateLimits: boolean;
  /** The server was off from this moment until E2E_NOW (an earlier run on its data folder, closed then): an outage to show. */
  offSince: string | null;
  /**
   * A spec whose changes the other specs of this file's kind must not see (a mail server set, mail
   * sent) names itself here: a worker option of its own means a worker, so a server, of its own.
   */
  isolatedFor: string;
  /** How often the server looks for reminders and surveys due: a spec that waits for one shortens it. */
  reminderPollMs: number | undefined;
}

export const test = base.extend<object, OwnServer>({
  seed: ['demo', { option: true, scope: 'worker' }],
  freshInstall: [false, { option: true, scope: 'worker' }],
  publicUrl: [null, { option: true, scope: 'worker' }],
  ngrokAnswers: [[], { option: true, scope: 'worker' }],
  rateLimits: [false, { option: true, scope: 'worker' }],
  offSince: [null, { option: true, scope: 'worker' }],
  isolatedFor: ['', { option: true, scope: 'worker' }],
  reminderPollMs: [undefined, { option: true, scope: 'worker' }],
  server: [
    async ({ seed, freshInstall, publicUrl, ngrokAnswers, rateLimits, offSince, reminderPollMs }, use) => {
      const tunnel = { connector: fakeNgrok(ngrokAnswers).connector };
      const own = await startDemoServer({ port: 0, staticDir, seed, adminPassword: freshInstall ? null : undefined, publicUrl, tunnel, rateLimits, offSince, reminderPollMs });
      await use(own.server);
      await own.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect } from './fixtures';
