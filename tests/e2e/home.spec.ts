/** The home page's frame: header, hero, the anchored sections, footer, and the scrolling between them. */
import type { BrowserContext } from '@playwright/test';
import { STORAGE_KEYS } from '../../renderer/src/lib/storage-keys';
import { DEMO_VENUE, phoneHref } from '../../shared/venue';
import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';

/** The spec's offset above a section reached from the hero or a hash (section 9). */
const OFFSET = 80;

/** Third-party pages are out of reach here; a new tab only needs to open on the right address. */
async function stubExternalSites(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(www\.google\.com|www\.instagram\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>externo</title>' }));
}

test.beforeEach(async ({ page }) => {
  // The consent banner has its own tests; here it would only sit over what is being measured.
  await page.addInitScript((key) => localStorage.setItem(key, 'technical-only'), STORAGE_KEYS.cookieConsent);
});

test('shows header, hero, booking form, my bookings and footer in that order', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(page).toHaveTitle(new RegExp(DEMO_VENUE.name));
  await expect(home.bookingSection).toBeAttached();
  await expect(home.myBookingsSection).toBeAttached();

  const order = [home.header, home.heading, home.bookingSection, home.myBookingsSection, home.footer];
  const tops = [];
  for (const part of order) tops.push(await part.evaluate((element) => element.getBoundingClientRect().top + window.scrollY));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  // The header stays on screen while the diner scrolls.
  await home.footer.scrollIntoViewIfNeeded();
  expect(await home.roundedTopOf(home.header)).toBe(0);
});

test('the reviews and photos links open the venue profiles in a new tab', async ({ page, context }) => {
  await stubExternalSites(context);
  const home = new HomePage(page);
  await home.goto();
  for (const [link, href] of [
    [home.reviewsLink, DEMO_VENUE.links.reviews],
    [home.photosLink, DEMO_VENUE.links.photos],
  ] as const) {
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    expect(tab.url()).toBe(href);
    await tab.close();
  }
  await expect(page).toHaveURL('/');
});

test.describe('the Admin link', () => {
  test('is hidden from diners', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.reviewsLink).toBeVisible();
    await expect(home.adminLink).toHaveCount(0);
  });

  test('is hidden when the stored staff session is no longer valid', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'caducado'), STORAGE_KEYS.adminSession);
    const status = page.waitForResponse('**/api/auth/status');
    const home = new HomePage(page);
    await home.goto();
    expect((await status).status()).toBe(401);
    await expect(home.adminLink).toHaveCount(0);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminSession)).toBeNull();
  });

  test('shows for signed-in staff and leads to the dashboard', async ({ page, adminToken }) => {
    await page.addInitScript(([key, token]) => localStorage.setItem(key, token), [STORAGE_KEYS.adminSession, adminToken] as const);
    const home = new HomePage(page);
    await home.goto();
    await expect(home.adminLink).toBeVisible();
    await expect(home.adminLink).toHaveAttribute('href', '/dashboard');
    await home.adminLink.click();
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('scrolling to a section', () => {
  test("'Reservar' brings the booking form to 80 px below the top", async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.bookingSection).toBeAttached();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await home.reserveLink.click();
    await expect.poll(() => home.roundedTopOf(home.bookingSection)).toBe(OFFSET);
    // Keyboard users continue inside the form rather than back in the hero.
    await expect(home.bookingSection).toBeFocused();
  });

  test("'Reservar' jumps without animation for visitors who ask for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const home = new HomePage(page);
    await home.goto();
    await expect(home.bookingSection).toBeAttached();
    await home.reserveLink.click();
    // No polling: an instant jump has already happened when the click returns.
    expect(await home.roundedTopOf(home.bookingSection)).toBe(OFFSET);
  });

  test('opening /#mis-reservas scrolls to my bookings once it has loaded', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto('#mis-reservas');
    await expect(home.myBookingsSection).toBeInViewport();
    // 80 px below the top, unless the page ends first.
    await expect.poll(async () => (await home.roundedTopOf(home.myBookingsSection)) === OFFSET || (await home.isScrolledToEnd())).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a later change of the hash scrolls again', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.bookingSection).toBeAttached();
    await page.evaluate(() => {
      window.location.hash = 'reservar';
    });
    await expect.poll(() => home.roundedTopOf(home.bookingSection)).toBe(OFFSET);
  });
});

test("'Carta' opens the menu", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.menuLink).toHaveAttribute('href', '/menu');
  await home.menuLink.click();
  await expect(page).toHaveURL('/menu');
});

test('the footer gives address, phone, e-mail, a social link, opening hours and the legal pages', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const { footer } = home;
  await expect(footer).toContainText(DEMO_VENUE.address.street);
  await expect(footer).toContainText(`${DEMO_VENUE.address.postalCode} ${DEMO_VENUE.address.city} (${DEMO_VENUE.address.province})`);
  await expect(home.footerLink(DEMO_VENUE.phone)).toHaveAttribute('href', phoneHref(DEMO_VENUE.phone));
  await expect(home.footerLink(DEMO_VENUE.email)).toHaveAttribute('href', `mailto:${DEMO_VENUE.email}`);

  const social = footer.locator(`a[href="${DEMO_VENUE.links.photos}"]`);
  await expect(social).toHaveAttribute('target', '_blank');
  await expect(social).toHaveAttribute('rel', 'noopener noreferrer');

  // The calendar's week (the specification's until the owner sets another), in Spanish, Monday first.
  const hours = footer.getByRole('region', { name: 'Horario' });
  await expect(hours).toContainText('Lunes a miércolesDe 18:00 a 00:00');
  await expect(hours).toContainText('ViernesDe 18:00 a 02:00');
  await expect(hours).toContainText('SábadoDe 14:00 a 17:00 y de 18:00 a 02:00');

  for (const [name, href] of [
    ['Aviso legal', '/aviso-legal'],
    ['Política de privacidad', '/politica-privacidad'],
    ['Política de cookies', '/politica-cookies'],
  ] as const) {
    await expect(home.footerLink(name)).toHaveAttribute('href', href);
  }
});
