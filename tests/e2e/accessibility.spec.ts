/**
 * No serious or critical axe violations (WCAG 2.0/2.1 A and AA plus best practices) on every
 * screen of the app, on a phone and on the front-desk PC, with the cookie banner where it shows.
 */
import { ROUTE_PATTERNS } from '../../shared/routes';
import { expect, test } from './fixtures';
import { severeViolations, wholePage } from './support';
import { CookieBanner } from './pages/cookie-banner';
import { NotFoundPage } from './pages/not-found-page';

/** A concrete path for a pattern: every `:param` becomes the id of a demo menu entry. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1');

for (const pattern of ROUTE_PATTERNS) {
  for (const width of [390, 1280]) {
    test(`${pattern} at ${width} px has no serious or critical violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await page.goto(samplePath(pattern));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await severeViolations(wholePage(page))).toEqual([]);
    });
  }
}

test('no visible text on a public page, cookie banner included, is smaller than 14 px on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const smaller: string[] = [];
  for (const pattern of ROUTE_PATTERNS.filter((path) => !path.startsWith('/dashboard') && !path.startsWith('/admin'))) {
    await page.goto(samplePath(pattern));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const found = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
        .filter((element) => element.checkVisibility() && !element.closest('.sr-only') && parseFloat(getComputedStyle(element).fontSize) < 14)
        .map((element) => `${getComputedStyle(element).fontSize} «${element.textContent?.trim().slice(0, 40)}»`),
    );
    smaller.push(...found.map((text) => `${pattern}: ${text}`));
  }
  expect(smaller).toEqual([]);
});

test('the cookie settings have no serious or critical violations', async ({ page }) => {
  await page.goto('/');
  const banner = new CookieBanner(page);
  await banner.configure.click();
  await expect(banner.settings).toBeVisible();
  expect(await severeViolations(wholePage(page))).toEqual([]);
});

test('the 404 page has no serious or critical violations', async ({ page }) => {
  await page.goto('/no-existe');
  await expect(new NotFoundPage(page).heading).toBeVisible();
  expect(await severeViolations(wholePage(page))).toEqual([]);
});
