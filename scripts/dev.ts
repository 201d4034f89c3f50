/**
 * `npm run dev`: the API server, restarted by tsx on every change, beside Vite's dev server with
 * hot reload (it proxies /api and /objects to the API server; renderer/vite.config.ts). Both stop
 * together: on Ctrl+C, on SIGTERM, or when the API watcher itself exits.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
// tsx's own CLI, run with this Node: no shell and no .cmd shim, so it behaves the same on Windows.
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

// Vite first: if its port is taken, nothing else has been started that would need stopping.
const vite = await createServer({ configFile: fileURLToPath(new URL('../renderer/vite.config.ts', import.meta.url)) });
await vite.listen();
vite.printUrls();

const api = spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'server/main.ts'], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: process.env,
});

let stopping = false;

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await vite.close();
  if (api.exitCode === null && api.signalCode === null) {
    api.once('exit', () => process.exit(exitCode));
    api.kill('SIGTERM');
  } else {
    process.exit(exitCode);
  }
}

api.on('exit', (code) => {
  void stop(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stop(0);
  });
}
