/** No serious or critical axe violations on the diner pages, with and without the cookie banner open. */
import { expect, test } from './fixtures';
import { severeViolations, wholePage } from './support';
import { CookieBanner } from './pages/cookie-banner';
import { NotFoundPage } from './pages/not-found-page';

const PAGES = [
  { path: '/', heading: 'Bienvenidos a Valhalla' },
  { path: '/aviso-legal', heading: 'Aviso legal' },
  { path: '/politica-privacidad', heading: 'Política de privacidad' },
  { path: '/politica-cookies', heading: 'Política de cookies' },
] as const;

for (const { path, heading } of PAGES) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px has no serious or critical violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // A first visit: the banner is part of what is checked.
      await expect(new CookieBanner(page).region).toBeVisible();
      expect(await severeViolations(wholePage(page))).toEqual([]);
    });
  }
}

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
