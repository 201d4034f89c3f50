/** The built React app that the measuring and picture-taking scripts serve, rebuilt when stale. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Builds the React app when there is no build or the sources changed after it: a stale build measures nothing. */
export async function ensureBuilt(): Promise<void> {
  const index = path.join(staticDir, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestChange([path.join(root, 'renderer'), path.join(root, 'shared')])) return;
  console.log(`Construyendo la aplicación web en ${staticDir}…`);
  await buildWebApp('warn');
}

/** `npm run build:renderer`: the browser's build, then the server's renderer of the diner's pages beside it. */
export async function buildWebApp(logLevel?: 'warn'): Promise<void> {
  // Loaded only here: measuring an up-to-date build, or starting a built one, does not pay for importing Vite.
  const { build } = await import('vite');
  const configFile = path.join(root, 'renderer/vite.config.ts');
  await build({ configFile, logLevel });
  await build({ configFile, logLevel, build: { ssr: true } });
}

