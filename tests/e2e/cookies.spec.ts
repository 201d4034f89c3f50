/** The cookie consent banner of spec sections 2 and 4: the choices, what they store, and how the banner behaves. */
import type { Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../shared/cookies';
import { expect, test } from './fixtures';
import { CookieBanner } from './pages/cookie-banner';
import { HomePage } from './pages/home-page';
import { LegalPage } from './pages/legal-page';

async function openHome(page: Page) {
  const home = new HomePage(page);
  await home.goto();
  return { home, banner: new CookieBanner(page) };
}

test('shows on a first visit, pinned to the bottom of the screen', async ({ page }) => {
  const { banner } = await openHome(page);
  await expect(banner.region).toBeVisible();
  const box = await banner.region.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  await expect(banner.settings).toHaveCount(0);
});

test("'Aceptar Todo' allows everything, hides the banner, and is remembered", async ({ page }) => {
  const { banner } = await openHome(page);
  await banner.acceptAll.click();
  await expect(banner.region).toHaveCount(0);
  expect(await banner.stored()).toEqual({ consent: 'accepted', technical: 'true', personalization: 'true' });
  await page.reload();
  await expect(new HomePage(page).heading).toBeVisible();
  await expect(banner.region).toHaveCount(0);
  expect(await banner.stored()).toEqual({ consent: 'accepted', technical: 'true', personalization: 'true' });
});

test('the choice also travels in a cookie, so a returning visitor’s pages arrive drawn without the banner', async ({ page }) => {
  const drawnBanner = async () => (await page.request.get('/menu')).text().then((html) => html.includes('aria-label="Aviso de cookies"'));
  expect(await drawnBanner()).toBe(true);
  const { banner } = await openHome(page);
  await banner.configure.click();
  await banner.technicalOnly.click();
  await expect(banner.region).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value).toBe('technical-only');
  expect(await drawnBanner()).toBe(false);
  // Storage cleared but the cookie left behind (a browser's partial clean-up): asked again, and the cookie goes.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(banner.region).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === CONSENT_COOKIE)).toBe(false);
});

test("'Configurar' shows technical cookies always on and personalization off until allowed", async ({ page }) => {
  const { banner } = await openHome(page);
  await banner.configure.click();
  await expect(banner.settings).toBeVisible();
  await expect(banner.technical).toBeChecked();
  await expect(banner.technical).toBeDisabled();
  await expect(banner.settings).toContainText('No se pueden desactivar');
  await expect(banner.personalization).not.toBeChecked();
});

test("'Solo Técnicas' refuses personalization and is remembered", async ({ page }) => {
  const { banner } = await openHome(page);
  await banner.configure.click();
  await banner.technicalOnly.click();
  await expect(banner.region).toHaveCount(0);
  expect(await banner.stored()).toEqual({ consent: 'technical-only', technical: 'true', personalization: 'false' });
  await page.reload();
  await expect(new HomePage(page).heading).toBeVisible();
  await expect(banner.region).toHaveCount(0);
});

test("'Permitir' and 'Guardar Preferencias' store the choice as accepted", async ({ page }) => {
  const { banner } = await openHome(page);
  await banner.configure.click();
  await banner.personalization.check();
  await banner.savePreferences.click();
  await expect(banner.region).toHaveCount(0);
  expect(await banner.stored()).toEqual({ consent: 'accepted', technical: 'true', personalization: 'true' });
  await page.reload();
  await expect(new HomePage(page).heading).toBeVisible();
  await expect(banner.region).toHaveCount(0);
});

test("'Guardar Preferencias' without 'Permitir' stores technical cookies only", async ({ page }) => {
  const { banner } = await openHome(page);
  await banner.configure.click();
  await banner.savePreferences.click();
  await expect(banner.region).toHaveCount(0);
  expect(await banner.stored()).toEqual({ consent: 'technical-only', technical: 'true', personalization: 'false' });
});

test('works from the keyboard, without trapping focus', async ({ page }) => {
  const { banner } = await openHome(page);
  await banner.configure.focus();
  await page.keyboard.press('Enter');
  await expect(banner.settings).toBeFocused();
  await page.keyboard.press('Tab');
  // The technical box is disabled, so Tab goes straight to the one choice there is.
  await expect(banner.personalization).toBeFocused();
  await page.keyboard.press('Space');
  await expect(banner.personalization).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(banner.technicalOnly).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.savePreferences).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await banner.stored()).toEqual({ consent: 'accepted', technical: 'true', personalization: 'true' });
});

test('leaves the rest of the page usable and uncovers the footer at the end of a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { home, banner } = await openHome(page);
  await expect(banner.region).toBeVisible();
  // Not a modal: the page behind can still be used while the banner is open (nothing covers 'Reservar').
  await home.reserveLink.click({ trial: true });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerBox = await home.footer.boundingBox();
  const bannerBox = await banner.region.boundingBox();
  expect(footerBox && bannerBox && bannerBox.y >= footerBox.y + footerBox.height - 1).toBe(true);
  await expect(home.footerLink('Política de cookies')).toBeInViewport();
});

test("'Más información' opens the cookie policy", async ({ page }) => {
  const { banner } = await openHome(page);
  await banner.moreInfo.click();
  await expect(page).toHaveURL('/politica-cookies');
  await expect(new LegalPage(page).heading).toHaveText('Política de cookies');
});

test("the footer's 'Configurar cookies' reopens the settings to change a choice", async ({ page }) => {
  const { home, banner } = await openHome(page);
  await banner.acceptAll.click();
  await home.footer.getByRole('button', { name: 'Configurar cookies' }).click();
  await expect(banner.settings).toBeFocused();
  await expect(banner.personalization).toBeChecked();
  await banner.personalization.uncheck();
  await banner.savePreferences.click();
  expect(await banner.stored()).toEqual({ consent: 'technical-only', technical: 'true', personalization: 'false' });
});
