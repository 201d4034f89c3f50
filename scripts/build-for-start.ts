/**
 * `npm start`'s first step (package.json's `prestart`): builds the React app and the server bundle
 * when either is missing or older than its sources, so a fresh checkout or a pulled change starts
 * right. `npm start` itself then runs dist-server/main.js with plain Node: development tools build
 * it here and are never loaded by the running server.
 */
import { ensureBuilt, ensureServerBuilt } from './lib/built-app';

await ensureBuilt();
await ensureServerBuilt();
