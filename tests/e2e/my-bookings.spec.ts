/**
 * 'Mis reservas' on the home page: search by e-mail plus confirmation number, the result cards,
 * and cancelling with its confirmation. Bookings are made through the public API on Thursday
 * 26 and Friday 27 November 2026 only (other specs book other dates on the same server), each
 * test under its own e-mail.
 */
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { dinerBooking } from '../helpers/booking';
import { expect, test } from './fixtures';
import { holdRequests, severeViolations, wholePage } from './support';
import { MyBookingsSection } from './pages/my-bookings';
import { E2E_NOW } from './serve-config';

const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';

interface Booked {
  id: string;
  confirmationNumber: string;
}

interface DinerBooking {
  customerName: string;
  date: string;
  startTime: string;
  endTime: string;
  partySize: number;
}

/** An e-mail no other test uses, so each search finds only its own bookings. */
function uniqueEmail(testInfo: TestInfo): string {
  return `mis-reservas-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}@example.com`;
}

/** Books as a diner would, with the body the booking form sends. */
async function dinerBook(request: APIRequestContext, email: string, booking: DinerBooking): Promise<Booked> {
  const answer = await request.post('/api/reservations', {
    data: dinerBooking({ ...booking, customerEmail: email }),
  });
  if (!answer.ok()) throw new Error(`diner booking failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as Booked;
}

test.describe('my-bookings search', () => {
  test('finds the one booking whose e-mail and number are given, with spaces around them, and shows its card exactly; another booking of the e-mail stays out', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const couple = await dinerBook(request, email, { customerName: 'Lucía Martín', date: THURSDAY, startTime: '20:00', endTime: '21:30', partySize: 2 });
    const other = await dinerBook(request, email, { customerName: 'Lucía Martín', date: FRIDAY, startTime: '21:00', endTime: '21:30', partySize: 1 });
    const myBookings = new MyBookingsSection(page);
    await myBookings.goto();

    await expect(myBookings.section.getByRole('heading', { level: 2, name: 'Mis reservas' })).toBeVisible();
    await expect(myBookings.confirmationNumber).toHaveAttribute('placeholder', 'RES-');

    const release = await holdRequests(page, '**/api/reservations/search', 'POST');
    await myBookings.search(`   ${email}  `, `  ${couple.confirmationNumber}   `);
    await expect(myBookings.searchButton).toHaveText('Buscando...');
    release();
    await expect(myBookings.searchButton).toHaveText('Buscar');

    await expect(myBookings.status).toHaveText('1 reserva encontrada');
    await expect(myBookings.cards).toHaveCount(1);
    await expect(myBookings.card(other.confirmationNumber)).toHaveCount(0);

    const card = myBookings.cards.nth(0);
    await expect(card).toHaveAccessibleName(`Reserva ${couple.confirmationNumber}`);
    await expect(card.getByText('Confirmada', { exact: true })).toBeVisible();
    await expect(card.getByText(couple.confirmationNumber, { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Jueves, 26 de noviembre de 2026');
    await expect(card.locator('dd')).toHaveText(['20:00 – 21:30', 'Lucía Martín', 'Salón', '2 personas']);
    await expect(card.getByRole('button', { name: 'Cancelar', exact: true })).toBeVisible();
  });

  test('the link of a confirmation e-mail sent before signed links opens the search filled in and already run', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const booked = await dinerBook(request, email, { customerName: 'Lucía Martín', date: THURSDAY, startTime: '21:00', endTime: '22:30', partySize: 2 });
    const myBookings = new MyBookingsSection(page);
    await page.goto(`/?${new URLSearchParams({ email, numero: booked.confirmationNumber })}#mis-reservas`);
    await expect(myBookings.email).toHaveValue(email);
    await expect(myBookings.confirmationNumber).toHaveValue(booked.confirmationNumber);
    await expect(myBookings.status).toHaveText('1 reserva encontrada');
    await expect(myBookings.card(booked.confirmationNumber)).toBeVisible();
  });

  test('asks for each missing field, inline and on submit', async ({ page }) => {
    const myBookings = new MyBookingsSection(page);
    await myBookings.goto();

    await myBookings.searchButton.click();
    await expect(myBookings.section.getByText('Email requerido', { exact: true })).toBeVisible();
    await expect(myBookings.section.getByText('Número de confirmación requerido', { exact: true })).toBeVisible();
    await expect(myBookings.section.getByText('Por favor ingresa tu email para buscar reservas.', { exact: true })).toBeVisible();
    await expect(myBookings.section.getByText('Por favor ingresa tu número de confirmación.', { exact: true })).toBeVisible();
    await expect(myBookings.email).toBeFocused();
    await expect(myBookings.email).toHaveAttribute('aria-invalid', 'true');
    await expect(myBookings.email).toHaveAccessibleDescription('Email requerido');

    // Spaces alone are no e-mail; a real one clears its messages and leaves the other field's.
    await myBookings.email.fill('   ');
    await myBookings.confirmationNumber.fill('RES-ABCDEFGH');
    await expect(myBookings.section.getByText('Número de confirmación requerido', { exact: true })).toBeHidden();
    await expect(myBookings.section.getByText('Por favor ingresa tu número de confirmación.', { exact: true })).toBeHidden();
    await expect(myBookings.section.getByText('Email requerido', { exact: true })).toBeVisible();
    await expect(myBookings.section.getByText('Por favor ingresa tu email para buscar reservas.', { exact: true })).toBeVisible();
  });

  test('says so when nothing matches, until a search finds something', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const booked = await dinerBook(request, email, { customerName: 'Irene Vega', date: THURSDAY, startTime: '23:00', endTime: '23:30', partySize: 1 });
    const myBookings = new MyBookingsSection(page);
    await myBookings.goto();
    await myBookings.search(email, 'RES-ZZZZZZZZ');

    await expect(myBookings.status).toHaveText('No se encontraron reservas' + 'Verifica que el email y número de confirmación sean correctos.');
    await expect(myBookings.cards).toHaveCount(0);
    const toast = myBookings.toast('No se encontraron reservas');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Verifica que el email y número de confirmación sean correctos.');

    // The notice belongs to an entered e-mail.
    await myBookings.email.fill('');
    await expect(myBookings.status).toBeEmpty();

    // Found cards replace the notice, and the stale toast goes with it.
    await myBookings.search(email, booked.confirmationNumber);
    await expect(myBookings.cards).toHaveCount(1);
    await expect(myBookings.status).toHaveText('1 reserva encontrada');
    await expect(toast).toBeHidden();
  });

  test('reports a failed search', async ({ page }) => {
    await page.route('**/api/reservations/search', (route) => route.fulfill({ status: 500, json: { message: 'Error interno del servidor.' } }));
    const myBookings = new MyBookingsSection(page);
    await myBookings.goto();
    await myBookings.search('alguien@example.com', 'RES-ABCDEFGH');

    await expect(myBookings.toast('No se pudieron buscar las reservas. Intenta de nuevo.')).toBeVisible();
    await expect(myBookings.searchButton).toHaveText('Buscar');
    await expect(myBookings.cards).toHaveCount(0);
  });

  test('shows a cancelled booking as cancelled, without a cancel button', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const early = await dinerBook(request, email, { customerName: 'Pablo Ruiz', date: THURSDAY, startTime: '18:00', endTime: '19:00', partySize: 3 });
    expect((await request.delete(`/api/reservations/${early.id}`, { data: { email, confirmationNumber: early.confirmationNumber } })).ok()).toBe(true);

    const myBookings = new MyBookingsSection(page);
    await myBookings.goto();
    await myBookings.search(email, early.confirmationNumber);

    await expect(myBookings.status).toHaveText('1 reserva encontrada · 1 cancelada');
    await expect(myBookings.card(early.confirmationNumber).getByText('Cancelada', { exact: true })).toBeVisible();
    await expect(myBookings.card(early.confirmationNumber).getByRole('button')).toHaveCount(0);
  });

  test('explains a failed download of the search instead of blanking the page', async ({ page }) => {
    await page.route('**/assets/MyBookingsPanel-*.js', (route) => route.abort('internetdisconnected'));
    const myBookings = new MyBookingsSection(page);
    await myBookings.goto();

    await expect(myBookings.section.getByRole('alert')).toContainText('No se pudo cargar la búsqueda de reservas.');
    await expect(myBookings.section.getByRole('button', { name: 'Recargar' })).toBeVisible();
    await expect(myBookings.section.getByRole('heading', { level: 2, name: 'Mis reservas' })).toBeVisible();
  });
});

test.describe('cancelling a booking', () => {
  test('asks first, then cancels, re-runs the search and marks the change', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const booked = await dinerBook(request, email, { customerName: 'Marta Gil', date: THURSDAY, startTime: '22:00', endTime: '22:30', partySize: 2 });
    const myBookings = new MyBookingsSection(page);
    await myBookings.goto();
    await myBookings.search(email, booked.confirmationNumber);

    await myBookings.cancelButton(booked.confirmationNumber).click();
    const dialog = myBookings.confirmDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('¿Cancelar esta reserva?');
    await expect(dialog).toHaveAccessibleDescription(
      `Vas a cancelar la reserva ${booked.confirmationNumber} del jueves 26 de noviembre, de 22:00 a 22:30, para 2 personas. Esta acción no se puede deshacer.`,
    );
    // The harmless choice has focus first.
    await expect(dialog.getByRole('button', { name: 'No, mantenerla' })).toBeFocused();

    const release = await holdRequests(page, `**/api/reservations/${booked.id}`, 'DELETE');
    await dialog.getByRole('button', { name: 'Sí, cancelar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(myBookings.cancelButton(booked.confirmationNumber)).toHaveText('Cancelando...');
    release();

    const toast = myBookings.toast('Reserva cancelada');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Tu reserva está cancelada y la mesa, libre para otros clientes.');
    const card = myBookings.card(booked.confirmationNumber);
    await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card).toBeFocused();
    await expect(myBookings.status).toHaveText('1 reserva encontrada · 1 cancelada');
    expect(await page.evaluate(() => localStorage.getItem('reservations_updated'))).toBe(String(Date.parse(E2E_NOW)));
  });

  test('says in plain words that the whole booking goes when it covers several half hours, and works from the keyboard', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const booked = await dinerBook(request, email, { customerName: 'Jorge Sanz', date: FRIDAY, startTime: '20:00', endTime: '22:00', partySize: 5 });
    const myBookings = new MyBookingsSection(page);
    await myBookings.goto();
    await myBookings.search(email, booked.confirmationNumber);

    const cancel = myBookings.cancelButton(booked.confirmationNumber);
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = myBookings.confirmDialog;
    await expect(dialog).toHaveAccessibleName('¿Cancelar la reserva completa?');
    await expect(dialog).toHaveAccessibleDescription(
      `Vas a cancelar la reserva ${booked.confirmationNumber} del viernes 27 de noviembre, de 20:00 a 22:00, para 5 personas. ` +
        'Se cancelará la reserva completa y tu mesa quedará libre para otros clientes. Esta acción no se puede deshacer.',
    );

    // Escape keeps the booking and hands focus back.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await expect(myBookings.card(booked.confirmationNumber).getByText('Confirmada', { exact: true })).toBeVisible();

    // Focus stays inside the dialog: Tab goes from keep to confirm and back round.
    await page.keyboard.press('Enter');
    const keep = dialog.getByRole('button', { name: 'No, mantenerla' });
    const confirm = dialog.getByRole('button', { name: 'Sí, cancelar la reserva' });
    await expect(keep).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(keep).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(myBookings.toast('Reserva cancelada')).toBeVisible();
    await expect(myBookings.card(booked.confirmationNumber).getByText('Cancelada', { exact: true })).toBeVisible();
  });

  test('shows the server’s reason when the cancel is refused', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const booked = await dinerBook(request, email, { customerName: 'Elena Díaz', date: THURSDAY, startTime: '19:00', endTime: '19:30', partySize: 2 });
    await page.route(`**/api/reservations/${booked.id}`, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 409, json: { message: 'La reserva ya ha comenzado y no se puede cancelar.' } }) : route.fallback(),
    );
    const myBookings = new MyBookingsSection(page);
    await myBookings.goto();
    await myBookings.search(email, booked.confirmationNumber);
    await myBookings.cancelButton(booked.confirmationNumber).click();
    await myBookings.confirmDialog.getByRole('button', { name: 'Sí, cancelar', exact: true }).click();

    const toast = myBookings.toast('No se pudo cancelar la reserva. Intenta de nuevo.');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('La reserva ya ha comenzado y no se puede cancelar.');
    await expect(myBookings.card(booked.confirmationNumber).getByText('Confirmada', { exact: true })).toBeVisible();
    await expect(myBookings.cancelButton(booked.confirmationNumber)).toHaveText('Cancelar');
    expect(await page.evaluate(() => localStorage.getItem('reservations_updated'))).toBeNull();
  });
});

test.describe('accessibility and looks', () => {
  test('has no serious or critical violations with a pending booking found and with the confirmation open', async ({ page, request, adminToken }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const pending = await dinerBook(request, email, { customerName: 'Carmen López', date: FRIDAY, startTime: '20:30', endTime: '21:00', partySize: 2 });
    expect((await request.put(`/api/reservations/${pending.id}`, { headers: { authorization: `Bearer ${adminToken}` }, data: { status: 'pending' } })).ok()).toBe(true);
    const myBookings = new MyBookingsSection(page);
    await myBookings.goto();
    await myBookings.search(email, pending.confirmationNumber);
    await expect(myBookings.cards.nth(0).getByText('Pendiente', { exact: true })).toBeVisible();
    expect(await severeViolations(wholePage(page).include('#mis-reservas'))).toEqual([]);

    await myBookings.cancelButton(pending.confirmationNumber).click();
    await expect(myBookings.confirmDialog).toBeVisible();
    expect(await severeViolations(wholePage(page).include('[role="alertdialog"]'))).toEqual([]);
  });
});
