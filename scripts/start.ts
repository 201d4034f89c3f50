/**
 * `npm start`: the headless server (server/main.ts). On a fresh checkout the React app is not
 * built yet, so it is built first; otherwise the server would answer every page with a 503.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '../shared/messages';
import { buildWebApp } from './lib/built-app';

const builtIndex = fileURLToPath(new URL('../dist/renderer/index.html', import.meta.url));

if (!existsSync(builtIndex)) {
  console.log(MESSAGES.startup.building);
  await buildWebApp();
}

await import('../server/main');
