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

// Vite ends the process itself on SIGTERM or when stdin closes; whoever exits, the watcher
// goes too (it passes the signal on to the server, which closes its database).
process.on('exit', () => {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
});

async function stop(exitCode: number): Promise<void> {
  await vite.close();
  process.exit(exitCode);
}

api.on('exit', (code) => {
  void stop(code ?? 1);
});
process.once('SIGINT', () => {
  void stop(0);
});
