import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:package`: the installer's contents, after `npm run build` (package.json). */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/package/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // electron-builder packs about 5,000 files.
    hookTimeout: 180_000,
  },
});
