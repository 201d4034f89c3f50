/**
 * The server Playwright tests run against: the real server with the built React app, the demo
 * data and a known admin password, in a temporary data folder deleted on exit.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from './demo-server';
import { E2E_PORT } from './serve-config';

const staticDir = process.env.RENDERER_OUT_DIR ?? fileURLToPath(new URL('../../dist/renderer', import.meta.url));
if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.error('dist/renderer/index.html no existe: ejecuta `npm run build:renderer` antes de `playwright test`.');
  process.exit(1);
}

const { server, dataDir, stop } = await startDemoServer({ port: E2E_PORT, staticDir });
console.log(`Servidor de pruebas en ${server.url} (datos en ${dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stop().finally(() => process.exit(0));
  });
}
