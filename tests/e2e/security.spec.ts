/**
 * The Content-Security-Policy as the browser applies it. The fixture every spec uses fails a test on
 * any violation the console reports; this spec shows that such a report does happen, using
 * Playwright's own page so the expected violation does not fail it.
 */
import { expect, test } from '@playwright/test';

test('the browser refuses an inline script on the site and reports it', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reports.push(message.text());
  });
  await page.goto('/aviso-legal');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await expect.poll(() => reports.length).toBeGreaterThan(0);
});

test('the site cannot be framed by another page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
