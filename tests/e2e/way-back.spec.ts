/**
 * The diner's way back to a booking, on a phone (390 px): 'Mis reservas' in the home page's header,
 * a saved booking's card brought on screen with the focus, the strip above the hero for this
 * device's next booking, and the menu's header on one row. Books on Saturday 5 December 2026 (no
 * other spec books that day), each test under its own e-mail.
 */
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { SavedBooking } from '../../renderer/src/lib/saved-bookings';
import { STORAGE_KEYS } from '../../renderer/src/lib/storage-keys';
import { dinerBooking } from '../helpers/booking';
import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { MyBookingsSection } from './pages/my-bookings';
import { PublicMenu } from './pages/public-menu';
import { E2E_NOW } from './serve-config';
import { severeViolations, wholePage } from './support';

const SATURDAY = '2026-12-05';
const PHONE = { width: 390, height: 844 };
/** The spec's offset above a section reached from a link (section 9). */
const OFFSET = 80;

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  // The consent banner has its own tests; here it would only cover what is being looked at.
  await page.addInitScript((key) => localStorage.setItem(key, 'technical-only'), STORAGE_KEYS.cookieConsent);
});

interface Booked {
  id: string;
  confirmationNumber: string;
  email: string;
}

const emailOf = (testInfo: TestInfo, which: string) => `vuelta-${which}-${testInfo.testId}-${testInfo.retry}@example.com`;

/** Books Saturday through the public API, as the booking form does. */
async function book(request: APIRequestContext, email: string, startTime: string, endTime: string): Promise<Booked> {
  const answer = await request.post('/api/reservations', { data: dinerBooking({ customerEmail: email, date: SATURDAY, startTime, endTime }) });
  if (!answer.ok()) throw new Error(`booking failed: ${answer.status()} ${await answer.text()}`);
  return { ...((await answer.json()) as Omit<Booked, 'email'>), email };
}

/**
 * This phone's saved bookings, as earlier visits left them. Written on the first page only: the
 * page keeps them up to date from the server's answers, and a later load must not undo that.
 */
async function savedOnThisPhone(page: Page, list: SavedBooking[]): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('saved-on-this-phone')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('saved-on-this-phone', 'yes');
    },
    [STORAGE_KEYS.savedBookings, JSON.stringify(list)] as const,
  );
}

/** Whether the element lies wholly inside the window, read at this moment. */
const whollyOnScreen = (element: Locator) =>
  element.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });

test("'Mis reservas' in the header, on one row with the other links, takes the diner down to the section", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(home.myBookingsLink).toBeVisible();
  await expect(home.myBookingsLink).toHaveAttribute('href', '#mis-reservas');
  // The reviews and photos links keep their names for screen readers, with only their icons on a phone.
  await expect(home.reviewsLink).toBeVisible();
  await expect(home.photosLink).toBeVisible();
  const header = await home.header.boundingBox();
  for (const link of [home.myBookingsLink, home.reviewsLink, home.photosLink]) {
    const box = await link.boundingBox();
    expect(box && header && box.y >= header.y && box.y + box.height <= header.y + header.height).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await severeViolations(wholePage(page))).toEqual([]);

  await home.myBookingsLink.click();
  await expect(page).toHaveURL(/#mis-reservas$/);
  await expect(home.myBookingsSection.getByRole('heading', { level: 2, name: 'Mis reservas' })).toBeInViewport();
  await expect.poll(async () => (await home.roundedTopOf(home.myBookingsSection)) === OFFSET || (await home.isScrolledToEnd())).toBe(true);
});

test.describe('a saved booking tapped in Mis reservas', () => {
  /** A booking saved on this phone, tapped in the list once the header's link has led down to it. */
  async function tapSaved(page: Page, request: APIRequestContext, email: string) {
    const booked = await book(request, email, '21:00', '22:00');
    await savedOnThisPhone(page, [{ email: booked.email, confirmationNumber: booked.confirmationNumber }]);
    const home = new HomePage(page);
    await home.goto();
    await home.myBookingsLink.click();
    const myBookings = new MyBookingsSection(page);
    await myBookings.savedBooking(booked.confirmationNumber).click();
    return { home, myBookings, card: myBookings.card(booked.confirmationNumber), booked };
  }

  test('comes on screen below the header and takes the focus, so Tab reaches its Cancelar next', async ({ page, request }, testInfo) => {
    const { home, myBookings, card, booked } = await tapSaved(page, request, emailOf(testInfo, 'toque'));
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport({ ratio: 1 });
    await expect.poll(() => home.roundedTopOf(card)).toBe(OFFSET);
    await page.keyboard.press('Tab');
    await expect(myBookings.cancelButton(booked.confirmationNumber)).toBeFocused();
    expect(await severeViolations(wholePage(page))).toEqual([]);
  });

  test('jumps without animation for a diner who asks for reduced motion', async ({ page, request }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { card } = await tapSaved(page, request, emailOf(testInfo, 'quieto'));
    await expect(card).toBeFocused();
    // No polling: the card took the focus right after the jump, so it is already in place.
    expect(await whollyOnScreen(card)).toBe(true);
  });
});

test.describe('the strip for the next booking made on this phone', () => {
  test('says its day and time, moves nothing the server drew, and opens it in Mis reservas', async ({ page, request }, testInfo) => {
    const booked = await book(request, emailOf(testInfo, 'aviso'), '21:00', '22:00');
    // Saved with no word from the server yet: the page asks once, and the answer confirms it.
    await savedOnThisPhone(page, [{ email: booked.email, confirmationNumber: booked.confirmationNumber, date: SATURDAY, startTime: '21:00', live: true }]);
    const home = new HomePage(page);
    const asked = page.waitForResponse('**/api/reservations/search');
    await home.goto();
    expect((await asked).ok()).toBe(true);
    await expect(home.bookingAhead).toHaveText('Tienes mesa el sábado 5 de diciembre a las 21:00 · Ver');
    await expect(home.bookingAhead).toBeInViewport({ ratio: 1 });

    // In the room above the hero's text: the heading stands where it stands on a phone with no booking.
    const withStrip = await home.roundedTopOf(home.heading);
    const other = await page.context().browser()!.newContext({ viewport: PHONE });
    const plain = await other.newPage();
    const plainHome = new HomePage(plain);
    await plainHome.goto();
    expect(await plainHome.roundedTopOf(plainHome.heading)).toBe(withStrip);
    await other.close();
    const strip = await home.bookingAhead.boundingBox();
    const place = await page
      .getByText(/Sierra de Guadarrama$/)
      .first()
      .boundingBox();
    expect(strip && place && strip.y + strip.height < place.y).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await severeViolations(wholePage(page))).toEqual([]);

    await home.bookingAhead.click();
    const myBookings = new MyBookingsSection(page);
    const card = myBookings.card(booked.confirmationNumber);
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Sábado, 5 de diciembre de 2026');
    await expect(myBookings.email).toHaveValue(booked.email);
  });

  test('leaves out a booking cancelled elsewhere and one already past, and goes as soon as the diner cancels here', async ({ page, request }, testInfo) => {
    const cancelledElsewhere = await book(request, emailOf(testInfo, 'cancelada'), '21:00', '22:00');
    const cancel = await request.delete(`/api/reservations/${cancelledElsewhere.id}`, { data: { email: cancelledElsewhere.email, confirmationNumber: cancelledElsewhere.confirmationNumber } });
    expect(cancel.ok()).toBe(true);
    const later = await book(request, emailOf(testInfo, 'luego'), '22:00', '23:00');
    await savedOnThisPhone(page, [
      // Last heard of as standing, long ago: the page asks, and hears it is cancelled.
      { email: cancelledElsewhere.email, confirmationNumber: cancelledElsewhere.confirmationNumber, date: SATURDAY, startTime: '21:00', live: true },
      // Last Friday: past, whatever the server would say.
      { email: 'pasada@example.com', confirmationNumber: 'RES-PASADA1', date: '2026-11-20', startTime: '21:00', live: true, checkedAt: Date.parse(E2E_NOW) },
      { email: later.email, confirmationNumber: later.confirmationNumber, date: SATURDAY, startTime: '22:00', live: true, checkedAt: Date.parse(E2E_NOW) },
    ]);
    const home = new HomePage(page);
    await home.goto();
    await expect(home.bookingAhead).toHaveText('Tienes mesa el sábado 5 de diciembre a las 22:00 · Ver');

    await home.bookingAhead.click();
    const myBookings = new MyBookingsSection(page);
    await expect(myBookings.card(later.confirmationNumber)).toBeFocused();
    await myBookings.cancelButton(later.confirmationNumber).click();
    await myBookings.confirmDialog.getByRole('button', { name: /^Sí, cancelar/ }).click();
    await expect(myBookings.card(later.confirmationNumber).getByText('Cancelada', { exact: true })).toBeVisible();
    await expect(home.bookingAhead).toHaveCount(0);
    // And so after a reload, from what this phone now knows.
    await page.reload();
    await expect(myBookings.section.getByRole('heading', { level: 2, name: 'Mis reservas' })).toBeAttached();
    await myBookings.goto();
    await expect(myBookings.savedBooking(later.confirmationNumber)).toBeVisible();
    await expect(home.bookingAhead).toHaveCount(0);
  });
});

test('the menu keeps its header links on one row at 390 px, each whole', async ({ page }) => {
  const menu = new PublicMenu(page);
  for (const [path, back] of [
    ['/menu', ['Volver al inicio']],
    ['/menu/categoria/1', ['Inicio', 'Atrás']],
  ] as const) {
    await page.goto(path);
    await expect(menu.heading).toBeVisible();
    const links = [...back.map((name) => menu.navLink(name)), page.getByRole('banner').getByRole('link', { name: /^Reseñas/ }), page.getByRole('banner').getByRole('link', { name: /^Instagram/ })];
    const tops = new Set<number>();
    for (const link of links) {
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      if (box) tops.add(Math.round(box.y));
      // Nothing of a label is cut off.
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect([...tops], path).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
});
