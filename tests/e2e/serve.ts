/**
 * The server Playwright tests run against: the real server with the built React app, the demo
 * data and a known admin password, in a temporary data folder deleted on exit.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/start';
import { E2E_ADMIN_PASSWORD, E2E_NOW, E2E_PORT } from './serve-config';

const staticDir = process.env.RENDERER_OUT_DIR ?? fileURLToPath(new URL('../../dist/renderer', import.meta.url));
if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.error('dist/renderer/index.html no existe: ejecuta `npm run build:renderer` antes de `playwright test`.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-e2e-'));
// The venue's injectable clock, started at E2E_NOW and running at real speed.
const offset = Date.parse(E2E_NOW) - Date.now();
const server = await startServer({
  port: E2E_PORT,
  host: '127.0.0.1',
  dataDir,
  adminPassword: E2E_ADMIN_PASSWORD,
  seed: 'demo',
  publicUrl: null,
  staticDir,
  clock: () => new Date(Date.now() + offset),
});
console.log(`Servidor de pruebas en ${server.url} (datos en ${dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server
      .close()
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}
