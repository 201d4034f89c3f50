/**
 * A diner taps and types as soon as the page shows, before its scripts have arrived on a slow
 * connection. The page is drawn by the server, so its links work from the start; a tap on a button is
 * kept by the page's inline keeper (shared/early-taps.ts), and once the scripts have taken the page
 * over, what was typed counts and the taps are answered (renderer/src/lib/early-input.ts): nothing is
 * lost, and a form is never sent by the browser alone. The scripts are held back here until the taps
 * are given, so the taps surely come first.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BookingForm } from './pages/booking-form';
import { CookieBanner } from './pages/cookie-banner';
import { HomePage } from './pages/home-page';
import { PublicMenu } from './pages/public-menu';

test.use({ viewport: { width: 390, height: 844 } });

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("'Reservar', the cookie banner and the form answer taps and typing given before the scripts arrive", async ({ page }) => {
  const release = await holdScripts(page);
  const home = new HomePage(page);
  const banner = new CookieBanner(page);
  const form = new BookingForm(page);
  // The page is on screen; its scripts are not: a module script holds DOMContentLoaded back.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(home.heading).toBeVisible();

  await banner.acceptAll.click();
  // 'Reservar' is a link to the form: it goes there at once.
  await home.reserveLink.click();
  await expect(page).toHaveURL(/\/#reservar$/);
  await expect(form.heading).toBeInViewport();
  await form.name.fill('Ana García');
  await form.privacy.check();
  await form.submitButton.click();
  // Not sent by the browser alone (a page load with the fields in its address): kept, and the button
  // shows it was taken.
  await expect(page).toHaveURL(/\/#reservar$/);
  await expect(form.submitButton).toHaveCSS('cursor', 'progress');
  await expect(banner.region).toBeVisible();

  release();
  // Taken over, the page answers both taps, in order: the choice is stored, the form is checked.
  await expect(banner.region).toHaveCount(0);
  expect(await banner.stored()).toEqual({ consent: 'accepted', technical: 'true', personalization: 'true' });
  await expect(form.dateButton).toHaveAccessibleDescription('Por favor selecciona una fecha.');
  await expect(form.email).toHaveAccessibleDescription('Email inválido');
  // The name typed and the box ticked before count: neither is called missing.
  await expect(form.name).toHaveValue('Ana García');
  await expect(form.name).toHaveAccessibleDescription('');
  await expect(form.privacy).toBeChecked();
  await expect(form.privacy).toHaveAccessibleDescription('');
  await expect(form.submitButton).not.toHaveCSS('cursor', 'progress');
  await expect(form.dateButton).toBeFocused();
});

test('a search typed into the menu before the scripts arrive is answered once they have', async ({ page }) => {
  const menu = new PublicMenu(page);
  await menu.acceptCookies();
  const release = await holdScripts(page);
  await page.goto('/menu', { waitUntil: 'commit' });
  await menu.searchBox.fill('bellota');

  release();
  await expect(menu.product('Jamón ibérico de bellota')).toBeVisible();
  await expect(menu.searchBox).toHaveValue('bellota');
});

test("a menu's allergen filter opened before the scripts arrive opens once they have", async ({ page }) => {
  const menu = new PublicMenu(page);
  await menu.acceptCookies();
  const release = await holdScripts(page);
  await page.goto('/menu/categoria/1', { waitUntil: 'commit' });
  await expect(menu.heading).toHaveText('Entrantes para compartir');
  const filter = page.getByRole('region', { name: 'Filtrar por alérgenos' });
  await filter.getByRole('button', { name: 'Filtrar por alérgenos' }).click();
  await expect(filter.getByRole('checkbox', { name: 'Sin gluten' })).toHaveCount(0);

  release();
  await filter.getByRole('checkbox', { name: 'Sin gluten' }).check();
  await expect(page).toHaveURL(/\?sin=Gluten$/);
});
