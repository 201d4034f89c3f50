/**
 * `npm run build:electron`: the three Electron bundles, into dist-electron/.
 * - main.js and server-process.js (vite-plugin-electron): ES modules for Node, as package.json
 *   says "type": "module"; Electron runs both its main process and utility processes as ESM.
 * - preload.cjs (this config's own build): a sandboxed preload cannot be an ES module.
 * No Electron binary is needed to build.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type InlineConfig } from 'vite';
import electron from 'vite-plugin-electron';
import { isRuntimeDependency } from '../server/vite.config';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../dist-electron', import.meta.url));
const fromRoot = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

/**
 * Native addons (better-sqlite3, sharp with its @img/* binaries) cannot be bundled,
 * and electron-builder installs every runtime dependency with the app and rebuilds the native ones
 * for Electron; so all of `dependencies` stay external and only our own code (electron/, server/,
 * shared/) is bundled. Electron and Node's built-ins are external through the plugin.
 */
const nodeBundle: InlineConfig = {
  build: {
    outDir,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: { external: isRuntimeDependency },
  },
};

export default defineConfig({
  root,
  publicDir: false,
  build: {
    outDir,
    // This build runs first, so it clears files of earlier builds; the plugin's builds follow it.
    emptyOutDir: true,
    target: 'chrome140',
    sourcemap: true,
    minify: false,
    modulePreload: false,
    rolldownOptions: {
      input: fromRoot('electron/preload.ts'),
      external: ['electron'],
      output: { format: 'cjs', entryFileNames: 'preload.cjs' },
    },
  },
  plugins: [
    electron([
      { entry: fromRoot('electron/main.ts'), vite: nodeBundle },
      { entry: fromRoot('electron/server-process.ts'), vite: nodeBundle },
    ]),
  ],
});
