/** `npm start`: the headless venue server, configured from the environment. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverOptionsFromEnv } from './config';
import { startServer } from './start';

const staticDir = fileURLToPath(new URL('../dist/renderer', import.meta.url));
const options = serverOptionsFromEnv(process.env, existsSync(staticDir) ? staticDir : null);
const server = await startServer(options);

console.log(`Servidor listo en ${server.url}`);
if (options.publicUrl) console.log(`Dirección pública: ${options.publicUrl}`);
if (server.generatedPassword) {
  console.log(`Contraseña de administración generada (se muestra solo esta vez): ${server.generatedPassword}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
