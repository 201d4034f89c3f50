/**
 * The Playwright `test` every spec imports: each page's clock reads E2E_NOW, the same moment the
 * server lives in; a page that breaks the Content-Security-Policy fails its test; staff calls are
 * made through the real API.
 */
import { test as base, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_NOW } from './serve-config';

interface Fixtures {
  /** A bearer token of a fresh staff session. */
  adminToken: string;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.clock.setFixedTime(new Date(E2E_NOW));
    await use(page);
    base.expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
  },
  adminToken: async ({ request }, use) => {
    const answer = await request.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } });
    const { sessionToken } = (await answer.json()) as { sessionToken: string };
    await use(sessionToken);
  },
});

export { expect } from '@playwright/test';

/** Books through the staff API, for tests that need a section full or a booking to find. */
export async function staffBook(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const answer = await request.post('/api/reservations', { data: { isAdminAction: true, ...body }, headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) throw new Error(`staff booking failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as { id: string; confirmationNumber: string };
}
