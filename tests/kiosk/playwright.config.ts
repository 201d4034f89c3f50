import { defineConfig } from '@playwright/test';

/**
 * The packaged kiosk app, driven by Playwright's Electron support. Run only by the installers
 * workflow on a Linux runner, under xvfb (Electron's binary cannot be downloaded on the development
 * machines): KIOSK_EXECUTABLE names the unpacked app's executable.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/kiosk',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: 'list',
  use: { locale: 'es-ES', timezoneId: 'Europe/Madrid', screenshot: 'only-on-failure' },
});
