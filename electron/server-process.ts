/// <reference types="electron" />
/**
 * Entry of the embedded server's utility process (bundled to dist-electron/server-process.js).
 * It reads the same settings as `npm start` (server/config.ts: PORT, HOST, ADMIN_PASSWORD, SEED,
 * PUBLIC_URL) plus what the main process sets for it (embedded-server.ts):
 *   DATA_DIR              the data folder under the user's profile
 *   VENUE_STATIC_DIR      the React build packaged with the app
 *   VENUE_MIGRATIONS_DIR  the SQL migrations packaged with the app
 *   VENUE_SECRET_KEY      the key that seals the secrets, kept by the main process with safeStorage
 * and tells the main process through `process.parentPort` when it listens or why it cannot.
 */
import { serverOptionsFromEnv } from '../server/config';
import { STARTUP_MESSAGES } from '../shared/messages/startup';
import { startServer, type RunningServer } from '../server/start';
import { isStopMessage, type ServerProcessMessage } from './server-messages';

const parent = process.parentPort;
let server: RunningServer | null = null;

function tell(message: ServerProcessMessage): void {
  parent.postMessage(message);
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Falta la variable de entorno ${name}.`);
  return value;
}

// Closing lets SQLite checkpoint its WAL file before the process goes away.
parent.on('message', (event) => {
  if (!isStopMessage(event.data)) return;
  const closing = server ? server.close() : Promise.resolve();
  void closing.finally(() => process.exit(0));
});

// Read once and dropped, so nothing this process starts inherits it.
const secretKey = process.env.VENUE_SECRET_KEY;
delete process.env.VENUE_SECRET_KEY;

try {
  server = await startServer({
    ...serverOptionsFromEnv(process.env, requiredEnv('VENUE_STATIC_DIR')),
    migrationsFolder: requiredEnv('VENUE_MIGRATIONS_DIR'),
    secretKey: secretKey ? Buffer.from(secretKey, 'base64') : undefined,
  });
  if (server.firstRun) {
    console.log(STARTUP_MESSAGES.firstRun(server.url));
  }
  tell({ type: 'ready', url: server.url });
} catch (error) {
  tell({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  // The main process kills us on this message; exiting right away could drop it in transit.
  setTimeout(() => process.exit(1), 1_000);
}
