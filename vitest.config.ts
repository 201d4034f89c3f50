import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'renderer/**/*.test.ts', 'electron/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Both cores: vitest's default leaves one idle, and most of these files wait on a real server.
    maxWorkers: 2,
    // A worker imports the server's modules once for all its files, not once per file (3 min 30 s →
    // about 2 min 30 s here). So no file may leave anything behind: globals and environment variables are
    // put back after each test, and the files that fake timers put real ones back themselves.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
