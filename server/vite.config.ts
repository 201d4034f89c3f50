/**
 * `npm run build:server`: the headless server that `npm start` runs (server/main.ts), as one ES
 * module for plain Node, dist-server/main.js: no TypeScript loader, no build tool at run time.
 * The runtime dependencies stay outside the bundle, as in the kiosk's (electron/vite.config.ts):
 * native addons cannot be bundled, and `npm install` puts them in node_modules anyway. Everything
 * else the server imports (our code, and the few development packages shared/ uses, such as
 * date-fns) is bundled.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const runtimeDependencies = Object.keys(packageJson.dependencies);

/** A package of `dependencies` (or a file of one): left for Node to load from node_modules. */
export const isRuntimeDependency = (id: string) => runtimeDependencies.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: false,
  // Bundle every import that is not a runtime dependency (below), development packages included.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: fileURLToPath(new URL('main.ts', import.meta.url)),
    // One level below the project, as server/main.ts is: the paths it finds the React build and the
    // migrations by (../dist/renderer, ../migrations) hold for both.
    outDir: fileURLToPath(new URL('../dist-server', import.meta.url)),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: isRuntimeDependency,
      output: { entryFileNames: 'main.js', codeSplitting: false },
    },
  },
});
