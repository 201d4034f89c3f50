/**
 * The diner's pages arrive drawn by the server (server/site/page-render.ts) and the scripts take that
 * markup over: a phone paints the page before any script has arrived, and what it shows after is what
 * the browser would have drawn alone, this device's own choices included.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../renderer/src/lib/storage-keys';
import { E2E_NOW } from './serve-config';
import { expect, test } from './fixtures';
import { DrawnPage } from './pages/drawn-page';
import { HomePage } from './pages/home-page';
import { MyBookingsSection } from './pages/my-bookings';
import { PublicMenu } from './pages/public-menu';

const DRAWN = ['/', '/menu', '/menu/seccion/1', '/menu/categoria/1'] as const;

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test.describe('without any script', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeEach(async ({ browser }: { browser: Browser }) => {
    context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    page = await context.newPage();
  });
  test.afterEach(() => context.close());

  test('the home page shows the venue and the booking form', async () => {
    await page.goto('/');
    const home = new HomePage(page);
    await expect(home.heading).toBeVisible();
    await expect(home.bookingSection.getByRole('heading', { name: 'Reserva tu mesa' })).toBeVisible();
    await expect(home.bookingSection.getByRole('combobox', { name: /Zona/ })).toBeVisible();
  });

  test("'Mis reservas' in the header leads down to the section", async () => {
    await page.goto('/');
    const home = new HomePage(page);
    await home.myBookingsLink.click();
    await expect(page).toHaveURL(/#mis-reservas$/);
    await expect(home.myBookingsSection.getByRole('heading', { level: 2, name: 'Mis reservas' })).toBeInViewport();
  });

  test('the menu shows its sections, a section its categories and a category its dishes', async () => {
    const menu = new PublicMenu(page);
    await page.goto('/menu');
    await expect(menu.link('Carta')).toBeVisible();
    await page.goto('/menu/seccion/1');
    await expect(menu.heading).toHaveText('Carta');
    await expect(page.getByRole('main').getByRole('link', { name: /^Entrantes para compartir/ })).toHaveAttribute('href', '/menu/categoria/1');
    await page.goto('/menu/categoria/1');
    await expect(menu.heading).toHaveText('Entrantes para compartir');
    await expect(menu.product('Jamón ibérico de bellota')).toBeVisible();
  });

  test('a section that does not exist is not drawn: the browser says so when its scripts run', async () => {
    const answer = await page.goto('/menu/seccion/999999');
    expect(await answer?.text()).not.toContain('id="page-state"');
  });
});

/** A second page of the same browser, living at the tests' moment as the fixture's page does. */
async function secondPage(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await other.clock.setFixedTime(new Date(E2E_NOW));
  return other;
}

/**
 * A photo loads once it nears the screen and then stays, so one near the fold may load in one page and
 * not the other, as fonts and photos settle at their own pace. Both pages are made as tall as their
 * content: every photo is on screen in both, and what is compared is the drawing, not that race.
 */
async function showWhole(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: PHONE.width, height: Math.max(height, PHONE.height) });
}

async function expectSameAsUndrawn(page: Page, path: string): Promise<void> {
  await page.setViewportSize(PHONE);
  const drawn = new DrawnPage(page);
  expect(await drawn.load(path), `${path} comes drawn`).toBe(true);
  const alone = await secondPage(page);
  await drawn.openUndrawn(alone, path);
  await alone.waitForLoadState('networkidle');
  await drawn.openDrawn(page, path);
  await showWhole(alone);
  await showWhole(page);
  // Once the scripts have taken the page over, it is exactly what the browser draws alone. Both are
  // read again each time: a photo still arriving in either (slower on a busy machine) settles.
  await expect.poll(async () => DrawnPage.difference(await DrawnPage.markup(page), await DrawnPage.markup(alone)), { timeout: 20_000 }).toBe('');
}

for (const path of DRAWN) {
  test(`${path}: taken over by the scripts, it shows what the browser would have drawn alone`, async ({ page }) => {
    await expectSameAsUndrawn(page, path);
  });
}

test("this device's choices show once the page is taken over: the cookie choice, the saved bookings and the strip for the next one, the allergens avoided", async ({ page }) => {
  await page.context().addInitScript(
    ([keys, now]) => {
      localStorage.setItem(keys.cookieConsent, 'accepted');
      localStorage.setItem(keys.cookieTechnical, 'true');
      localStorage.setItem(keys.cookiePersonalization, 'true');
      // Heard of just now: the strip shows it without asking the server (which knows no such booking).
      localStorage.setItem(keys.savedBookings, JSON.stringify([{ email: 'ana@example.com', confirmationNumber: 'ABC12345', date: '2026-11-28', startTime: '21:00', live: true, checkedAt: now }]));
      localStorage.setItem(keys.avoidedAllergens, 'Gluten');
    },
    [STORAGE_KEYS, Date.parse(E2E_NOW)] as const,
  );
  for (const path of DRAWN) await expectSameAsUndrawn(page, path);

  const myBookings = new MyBookingsSection(page);
  await myBookings.goto();
  await expect(myBookings.savedBooking('ABC12345')).toBeVisible();
  await expect(new HomePage(page).bookingAhead).toHaveText('Tienes mesa el sábado 28 de noviembre a las 21:00 · Ver');
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
  await page.goto('/menu/categoria/1');
  await expect(page).toHaveURL(/\?sin=Gluten$/);
  await expect(page.getByRole('region', { name: 'Filtrar por alérgenos' }).getByRole('status')).toContainText('Filtro: sin gluten.');
});

test('a drawn page answers taps once taken over: the cookie banner appears for a first visit and closes', async ({ page }) => {
  await page.goto('/menu/categoria/1');
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await banner.getByRole('button', { name: 'Aceptar Todo' }).click();
  await expect(banner).toHaveCount(0);
  const filter = page.getByRole('region', { name: 'Filtrar por alérgenos' });
  await filter.getByRole('button', { name: 'Filtrar por alérgenos' }).click();
  await filter.getByRole('checkbox', { name: 'Sin gluten' }).check();
  await expect(page).toHaveURL(/\?sin=Gluten$/);
});
