/** Shared by playwright.config.ts and serve.ts: where the end-to-end server listens and signs in. */
export const E2E_PORT = 4317;
export const E2E_ADMIN_PASSWORD = 'contraseña-e2e';
