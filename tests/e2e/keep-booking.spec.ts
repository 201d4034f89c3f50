/**
 * A diner on a phone keeps the booking: the confirmation says start and end, adds the booking to the
 * calendar (the confirmation e-mail's file), copies it, shares it, and this phone remembers it for
 * 'Mis reservas', which finds it in one tap and forgets it on request. Books on Wednesday 25
 * November (Salón), as booking.spec.ts does, each test under its own e-mail.
 */
import type { Page, TestInfo } from '@playwright/test';
import { STORAGE_KEYS } from '../../renderer/src/lib/storage-keys';
import { expect, test } from './fixtures';
import { BookingForm } from './pages/booking-form';
import { MyBookingsSection } from './pages/my-bookings';
import { E2E_NOW } from './serve-config';
import { severeViolations, wholePage } from './support';

const WEDNESDAY = '2026-11-25';
const email = (testInfo: TestInfo) => `guarda-${testInfo.testId}-${testInfo.retry}@example.com`;

test.use({ viewport: { width: 390, height: 844 } });

/** Books Wednesday through the form, as the diner does, and answers the form with its confirmation open. */
async function bookWednesday(page: Page, start: string, end: string, name: string, address: string): Promise<BookingForm> {
  const form = new BookingForm(page);
  await form.goto();
  await form.pickDate(WEDNESDAY);
  await form.chooseTimes(start, end);
  await form.fillContact({ name, phone: '612345678', email: address });
  await form.privacy.check();
  await form.submit();
  return form;
}

test("the confirmation keeps the booking: start and end, the calendar file, copy, the phone's share sheet (stood in for: headless Chromium has none) and 'Mis reservas' in one tap", async ({
  page,
  context,
  request,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The operating system's share sheet cannot open here: a stand-in records what the page hands it.
  await page.addInitScript(() => {
    (window as unknown as { shared: ShareData[] }).shared = [];
    navigator.share = async (data: ShareData) => {
      (window as unknown as { shared: ShareData[] }).shared.push(data);
    };
  });
  const form = await bookWednesday(page, '21:00', '23:00', 'Clara Guardada', email(testInfo));

  const dialog = form.confirmation;
  await expect(dialog).toBeVisible();
  const number = (await dialog.getByText(/^RES-/).textContent()) ?? '';
  await expect(dialog).toContainText('de 21:00 a 23:00');
  expect(await severeViolations(wholePage(page))).toEqual([]);

  // 'Añadir al calendario' is the booking's calendar file.
  const calendar = dialog.getByRole('link', { name: 'Añadir al calendario' });
  const file = await request.get((await calendar.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await file.text()).toContain('DTSTART;TZID=Europe/Madrid:20261125T210000');

  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Reserva copiada: pégala donde quieras guardarla.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('miércoles, 25 de noviembre de 2026, de 21:00 a 23:00, 2 personas, Salón.');
  expect(copied).toContain(`Número de reserva: ${number}`);
  expect(copied).not.toContain('@');

  await dialog.getByRole('button', { name: 'Compartir' }).click();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: expect.stringMatching(/^Reserva en /), text: copied }]);
  await dialog.getByRole('button', { name: 'Entendido' }).click();

  // Stored: the e-mail, the number, the day and the start, as standing and when the server said so; nothing more.
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.savedBookings)) ?? '[]')).toEqual([
    { email: email(testInfo), confirmationNumber: number, date: '2026-11-25', startTime: '21:00', live: true, checkedAt: Date.parse(E2E_NOW) },
  ]);

  // Later, on the same phone: one tap finds it.
  const myBookings = new MyBookingsSection(page);
  await myBookings.goto();
  const saved = myBookings.section.getByRole('region', { name: 'Reservas hechas en este dispositivo' });
  await saved.getByRole('button', { name: new RegExp(`^${number}`) }).click();
  await expect(myBookings.card(number)).toBeVisible();
  await expect(myBookings.email).toHaveValue(email(testInfo));
  await expect(myBookings.confirmationNumber).toHaveValue(number);
  expect(await severeViolations(wholePage(page))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await saved.getByRole('button', { name: `Olvidar la reserva ${number} en este dispositivo` }).click();
  await expect(saved).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.savedBookings)).toBeNull();
});

test("without a share sheet no 'Compartir' is offered", async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  const form = await bookWednesday(page, '20:00', '21:30', 'Clara Sin Compartir', email(testInfo));
  await expect(form.confirmation.getByRole('button', { name: 'Copiar' })).toBeVisible();
  await expect(form.confirmation.getByRole('button', { name: 'Compartir' })).toHaveCount(0);
});
