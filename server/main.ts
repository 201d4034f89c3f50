/**
 * `npm start`: the headless venue server, configured from the environment. `npm start` runs it
 * bundled (dist-server/main.js, server/vite.config.ts) with plain Node; `npm run dev` runs this file.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STARTUP_MESSAGES } from '../shared/messages/startup';
import { serverOptionsFromEnv } from './config';
import { startServer } from './start';

// Found from one level below the project, where both this file and its bundle sit.
const staticDir = fileURLToPath(new URL('../dist/renderer', import.meta.url));
const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
const options = serverOptionsFromEnv(process.env, existsSync(staticDir) ? staticDir : null);
const starting = startServer({ ...options, migrationsFolder });

// Installed before start-up finishes: a Ctrl-C during migrations still ends in a clean close.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void starting
      .then((server) => server.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(STARTUP_MESSAGES.closeFailed, error);
          process.exit(1);
        },
      );
  });
}

const server = await starting;
console.log(STARTUP_MESSAGES.ready(server.url));
if (options.publicUrl) console.log(STARTUP_MESSAGES.publicUrl(options.publicUrl));
if (server.firstRun) {
  console.log(STARTUP_MESSAGES.firstRun(server.url));
}
