/** Shared by playwright.config.ts, serve.ts and the specs: where the end-to-end server listens and signs in. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_ADMIN_PASSWORD = 'contraseña-e2e';
/**
 * The moment the end-to-end tests live in: Monday 23 November 2026 at noon in Madrid. The server's
 * clock starts here and runs on; each page's clock is set to it (tests/e2e/fixtures.ts), so dates
 * and "times already past" are the same whatever day the suite runs.
 */
export const E2E_NOW = '2026-11-23T12:00:00+01:00';
