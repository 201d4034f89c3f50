/**
 * The builds `npm start` runs and the measuring and picture-taking scripts serve: the React app and
 * the server bundle, each rebuilt when missing or older than its sources.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STARTUP_MESSAGES } from '../../shared/messages/startup';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const staticDir = process.env.RENDERER_OUT_DIR ?? path.join(root, 'dist/renderer');

/** Newest modification time of any file under the folders, in ms. */
function newestChange(folders: string[]): number {
  let newest = 0;
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Whether `built` exists and is at least as new as every file under the source folders. */
function upToDate(built: string, sources: string[]): boolean {
  return existsSync(built) && statSync(built).mtimeMs >= newestChange(sources.map((folder) => path.join(root, folder)));
}

/** Builds the React app when there is no build or the sources changed after it: a stale build measures nothing. */
export async function ensureBuilt(): Promise<void> {
  if (upToDate(path.join(staticDir, 'index.html'), ['renderer', 'shared'])) return;
  console.log(STARTUP_MESSAGES.buildingApp(staticDir));
  await buildWebApp('warn');
}

/** `npm run build:server` when dist-server/main.js is missing or older than the server's code. */
export async function ensureServerBuilt(): Promise<void> {
  if (upToDate(path.join(root, 'dist-server/main.js'), ['server', 'shared'])) return;
  console.log(STARTUP_MESSAGES.buildingServer(path.join(root, 'dist-server')));
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'server/vite.config.ts'), logLevel: 'warn' });
}

/** `npm run build:renderer`: the browser's build, then the server's renderer of the diner's pages beside it. */
export async function buildWebApp(logLevel?: 'warn'): Promise<void> {
  // Loaded only here: measuring an up-to-date build, or starting a built one, does not pay for importing Vite.
  const { build } = await import('vite');
  const configFile = path.join(root, 'renderer/vite.config.ts');
  await build({ configFile, logLevel });
  await build({ configFile, logLevel, build: { ssr: true } });
}
