/** The app shell: every route of both documents renders, anything else is the 404 page. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTE_PATTERNS } from '../../shared/routes';
import { NotFoundPage } from './pages/not-found-page';
import { severeViolations, wholePage } from './support';

/** A concrete path for a pattern: every `:param` becomes a sample id. */
function samplePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '1');
}

/** Uncaught errors on the page, such as a screen's chunk failing to load. */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

for (const pattern of ROUTE_PATTERNS) {
  const pathname = samplePath(pattern);

  test(`${pattern} renders its screen, not the 404 page`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(pathname);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(new NotFoundPage(page).heading).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test.describe('an unknown path', () => {
  const UNKNOWN = '/esta-pagina-no-existe';

  test('answers HTTP 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto(UNKNOWN);
    expect(response?.status()).toBe(404);
    const notFound = new NotFoundPage(page);
    await expect(notFound.heading).toBeVisible();
    await expect(notFound.explanation).toBeVisible();
  });

  test('leads back home without reloading the app', async ({ page }) => {
    await page.goto(UNKNOWN);
    // A full page load would start a fresh window object and lose this mark.
    await page.evaluate(() => Object.assign(window, { shellMark: true }));
    const notFound = new NotFoundPage(page);
    await notFound.homeLink.click();
    await expect(page).toHaveURL('/');
    await expect(notFound.heading).toHaveCount(0);
    expect(await page.evaluate(() => 'shellMark' in window)).toBe(true);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto(UNKNOWN);
    await expect(new NotFoundPage(page).heading).toBeVisible();
    expect(await severeViolations(wholePage(page))).toEqual([]);
  });
});
