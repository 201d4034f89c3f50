/**
 * The booking form of the home page (#reservar) against the real server. Bookings are made on
 * Tuesday 24, Wednesday 25 and Saturday 28 November 2026 only (other specs book other dates on the
 * same server), each test under its own e-mail. The page's clock reads Monday 23 at 12:00.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { dinerBooking } from '../helpers/booking';
import { expect, staffBook, test } from './fixtures';
import { holdRequests, severeViolations, wholePage } from './support';
import { BookingForm, type ContactDetails } from './pages/booking-form';
import { STORAGE_KEYS } from '../../renderer/src/lib/storage-keys';
import type { ReservationAttempt } from '../../shared/types';
import { DEMO_VENUE } from '../../shared/venue';

const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const SATURDAY = '2026-11-28';

/** An e-mail no other test uses, so searches and the duplicate rule see only this test's bookings. */
function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `reserva-${tag}-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}@example.com`;
}

function diner(testInfo: TestInfo, tag: string, name = 'Lucía Martín'): ContactDetails {
  return { name, phone: '612345678', email: uniqueEmail(testInfo, tag) };
}

interface StoredReservation {
  date: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
  time: string;
  partySize: number;
  preferredSection: string;
  customerName: string;
  customerPhone: string;
  specialRequests: string | null;
  status: string;
  tableSection: string | null;
}

async function searchStored(request: APIRequestContext, email: string, confirmationNumber: string): Promise<StoredReservation[]> {
  const answer = await request.post('/api/reservations/search', { data: { email, confirmationNumber } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as StoredReservation[];
}

async function attemptsOf(request: APIRequestContext, token: string, date: string, email: string): Promise<ReservationAttempt[]> {
  const answer = await request.get(`/api/admin/reservation-attempts?date=${date}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as ReservationAttempt[]).filter((attempt) => attempt.customerEmail === email);
}

/** Every availability check the page makes, to prove some choices make none. */
function collectRangeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tables/range/')) seen.push(request.url());
  });
  return seen;
}

test.describe('booking a table', () => {
  test('books a weekday dinner and confirms it with its number', async ({ page, request }, testInfo) => {
    const form = new BookingForm(page);
    const contact = { ...diner(testInfo, 'cena', 'Lucía Martín'), requests: 'Una trona, por favor' };
    await form.goto();

    await expect(form.sectionSelect).toHaveValue('Salón');
    await expect(form.partySelect).toHaveValue('2');
    await form.pickDate(TUESDAY);
    await expect(form.dateButton).toHaveAccessibleName('Fecha martes, 24 de noviembre de 2026');
    await form.chooseTimes('21:00', '23:00');
    await expect(form.banner).toContainText('¡Disponible!');
    await form.fillContact(contact);
    await form.privacy.check();

    const release = await holdRequests(page, '**/api/reservations', 'POST');
    await form.submit();
    await expect(form.submitButton).toHaveText('Procesando...');
    await expect(form.submitButton).toBeDisabled();
    release();

    const dialog = form.confirmation;
    await expect(dialog).toBeVisible();
    const number = (await dialog.getByText(/^RES-/).textContent()) ?? '';
    expect(number).toMatch(/^RES-[A-Z0-9]{8}$/);
    for (const detail of ['martes, 24 de noviembre de 2026', '21:00', 'Salón', '2 personas', 'Lucía Martín']) await expect(dialog).toContainText(detail);
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();

    // The form starts over: no date, no times, party back to 2, contact fields empty.
    await expect(form.dateButton).toHaveAccessibleName('Fecha Elige un día');
    await expect(form.startSelect).toHaveValue('');
    await expect(form.endSelect).toHaveValue('');
    await expect(form.partySelect).toHaveValue('2');
    await expect(form.name).toHaveValue('');
    await expect(form.privacy).not.toBeChecked();

    const [stored] = await searchStored(request, contact.email, number);
    expect(stored).toMatchObject({
      date: TUESDAY,
      endDate: null,
      startTime: '21:00',
      endTime: '23:00',
      time: '21:00',
      partySize: 2,
      preferredSection: 'Salón',
      customerName: 'Lucía Martín',
      customerPhone: '612345678',
      specialRequests: 'Una trona, por favor',
      status: 'confirmed',
      tableSection: 'Salón',
    });
  });

  test('books a Saturday lunch on the covered terrace', async ({ page, request }, testInfo) => {
    const form = new BookingForm(page);
    const contact = diner(testInfo, 'comida', 'Javier Ruiz');
    await form.goto();

    await form.sectionSelect.selectOption('Terraza cubierta');
    await form.partySelect.selectOption('4');
    await form.pickDate(SATURDAY);
    expect((await form.optionsOf(form.startSelect)).slice(1, 6)).toEqual(['14:00', '14:30', '15:00', '15:30', '18:00']);
    await form.startSelect.selectOption('14:00');
    // A lunch ends at 17:00, and only then.
    expect(await form.optionsOf(form.endSelect)).toEqual(['Elige hora', '17:00']);
    await form.endSelect.selectOption('17:00');
    await expect(form.banner).toContainText('¡Disponible!');
    await form.fillContact(contact);
    await form.privacy.check();
    await form.submit();

    const dialog = form.confirmation;
    await expect(dialog).toBeVisible();
    for (const detail of ['sábado, 28 de noviembre de 2026', '14:00', 'Terraza cubierta', '4 personas', 'Javier Ruiz']) {
      await expect(dialog).toContainText(detail);
    }
    const number = (await dialog.getByText(/^RES-/).textContent()) ?? '';
    const [stored] = await searchStored(request, contact.email, number);
    expect(stored).toMatchObject({ date: SATURDAY, startTime: '14:00', endTime: '17:00', partySize: 4, preferredSection: 'Terraza cubierta' });
  });

  test('books past midnight on Saturday, ending on Sunday', async ({ page, request }, testInfo) => {
    const form = new BookingForm(page);
    const contact = diner(testInfo, 'madrugada', 'Marta Gil');
    await form.goto();
    await form.fillBooking(SATURDAY, '23:30', '01:30', contact);
    await form.submit();

    const dialog = form.confirmation;
    await expect(dialog).toBeVisible();
    const number = (await dialog.getByText(/^RES-/).textContent()) ?? '';
    const [stored] = await searchStored(request, contact.email, number);
    expect(stored).toMatchObject({ date: SATURDAY, endDate: '2026-11-29', startTime: '23:30', endTime: '01:30' });
  });
});

test.describe('the calendar', () => {
  test('is Spanish, starts on Monday and offers only the next 30 days', async ({ page }) => {
    const form = new BookingForm(page);
    await form.goto();
    await form.openCalendar();

    await expect(form.calendar).toHaveAccessibleName('noviembre 2026');
    await expect(form.calendar.locator('thead th')).toHaveText(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
    await expect(form.day('2026-11-22')).toBeDisabled();
    await expect(form.day('2026-11-23')).toBeEnabled();
    await expect(form.day('2026-11-23')).toHaveAccessibleName('Hoy, lunes, 23 de noviembre de 2026');
    await expect(form.previousMonth).toBeDisabled();

    await form.nextMonth.click();
    await expect(form.calendar).toHaveAccessibleName('diciembre 2026');
    await expect(form.day('2026-12-23')).toBeEnabled();
    await expect(form.day('2026-12-24')).toBeDisabled();
    await expect(form.nextMonth).toBeDisabled();
  });

  test('works with the keyboard alone', async ({ page }) => {
    const form = new BookingForm(page);
    await form.goto();
    await form.dateButton.focus();
    await page.keyboard.press('Enter');
    // Focus lands on today, the arrows move it, Enter picks the day and closes the calendar.
    await expect(form.day('2026-11-23')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(form.day(TUESDAY)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.calendar).toBeHidden();
    await expect(form.dateButton).toBeFocused();
    await expect(form.dateButton).toHaveAccessibleName('Fecha martes, 24 de noviembre de 2026');

    // Escape closes it without changing the day.
    await page.keyboard.press('Enter');
    await expect(form.day(TUESDAY)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(form.calendar).toBeHidden();
    await expect(form.dateButton).toBeFocused();
    await expect(form.dateButton).toHaveAccessibleName('Fecha martes, 24 de noviembre de 2026');

    // The rest of the form follows in the spec's order.
    await page.keyboard.press('Tab');
    await expect(form.sectionSelect).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.partySelect).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.startSelect).toBeFocused();
  });
});

test.describe('validation', () => {
  test('shows each message under its field when submitting an empty form', async ({ page }) => {
    const form = new BookingForm(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await form.goto();
    await form.submit();

    await expect(form.dateButton).toHaveAccessibleDescription('Por favor selecciona una fecha.');
    await expect(form.startSelect).toHaveAccessibleDescription('Por favor selecciona hora de inicio y fin.');
    await expect(form.endSelect).toHaveAccessibleDescription('Por favor selecciona hora de inicio y fin.');
    await expect(form.name).toHaveAccessibleDescription('El nombre debe tener al menos 2 caracteres');
    await expect(form.phone).toHaveAccessibleDescription('El teléfono debe tener al menos 9 dígitos');
    await expect(form.email).toHaveAccessibleDescription('Email inválido');
    await expect(form.privacy).toHaveAccessibleDescription('Debe aceptar la Política de Privacidad para continuar');
    for (const message of ['Por favor selecciona una fecha.', 'Email inválido']) {
      await expect(form.form.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
    // The first field to fix takes the focus, so a phone scrolls back up to it.
    await expect(form.dateButton).toBeFocused();

    // Choosing fixes the message at once; a missing end is then named on its own.
    await form.pickDate(TUESDAY);
    await expect(form.dateButton).toHaveAccessibleDescription('');
    await form.startSelect.selectOption('21:00');
    await expect(form.endSelect).toHaveAccessibleDescription('Hora de fin requerida');
    await form.endSelect.selectOption('23:00');
    await expect(form.endSelect).toHaveAccessibleDescription('');
    expect(posts.filter((url) => url.includes('/api/reservations'))).toEqual([]);
  });

  test('judges each field when the diner leaves it', async ({ page }) => {
    const form = new BookingForm(page);
    await form.goto();
    await form.pickDate(TUESDAY);
    await form.startSelect.focus();
    await form.startSelect.blur();
    await expect(form.startSelect).toHaveAccessibleDescription('Hora de inicio requerida');

    await form.name.fill('A');
    await form.name.blur();
    await expect(form.name).toHaveAccessibleDescription('El nombre debe tener al menos 2 caracteres');
    await form.name.fill('Ana');
    await expect(form.name).toHaveAccessibleDescription('');

    await form.email.fill('ana@');
    await form.email.blur();
    await expect(form.email).toHaveAccessibleDescription('Email inválido');

    await form.phone.fill('61234');
    await form.phone.blur();
    await expect(form.phone).toHaveAccessibleDescription('El teléfono debe tener al menos 9 dígitos');
  });

  test('keeps only digits in the phone, nine at most', async ({ page }) => {
    const form = new BookingForm(page);
    await form.goto();
    await expect(form.phone).toHaveAttribute('inputmode', 'numeric');
    await expect(form.phone).toHaveAttribute('autocomplete', 'tel');
    await form.phone.pressSequentially('6a1 2-34.5678 99');
    await expect(form.phone).toHaveValue('612345678');
    await form.phone.fill('+34 699 11 22 33');
    await expect(form.phone).toHaveValue('699112233');
  });

  test('refuses a day that left the booking window while the page stayed open', async ({ page }, testInfo) => {
    const form = new BookingForm(page);
    await form.goto();
    await form.fillBooking(TUESDAY, '21:00', '23:00', diner(testInfo, 'ventana'));
    // Wednesday 03:30: the venue's day has rolled over and Tuesday is past.
    await page.clock.setFixedTime(new Date('2026-11-25T03:30:00+01:00'));
    await form.submit();
    await expect(form.dateButton).toHaveAccessibleDescription('La fecha debe estar entre hoy y 30 días vista');
    await expect(form.confirmation).toBeHidden();
  });
});

test.describe('the clearing rules', () => {
  test('a new day clears both times; a new start chooses the end its duration gives', async ({ page }) => {
    const form = new BookingForm(page);
    await form.goto();
    await expect(form.startSelect).toBeDisabled();
    await form.pickDate(TUESDAY);
    await form.chooseTimes('21:00', '23:00');

    await form.pickDate(WEDNESDAY);
    await expect(form.startSelect).toHaveValue('');
    await expect(form.endSelect).toHaveValue('');
    await expect(form.endSelect).toBeDisabled();

    await form.chooseTimes('20:00', '23:30');
    // A start picked chooses the end 'Duración de la mesa' gives two people (2 h), or the close when it
    // comes sooner, over the end chosen for the earlier start.
    await form.startSelect.selectOption('21:00');
    await expect(form.endSelect).toHaveValue('23:00');
    await form.startSelect.selectOption('23:00');
    await expect(form.endSelect).toHaveValue('00:00');
    expect(await form.optionsOf(form.endSelect)).toEqual(['Elige hora', '23:30', '00:00 (recomendada)']);
  });

  test('a new section sets the party back to 2 and offers its own sizes', async ({ page }) => {
    const form = new BookingForm(page);
    await form.goto();
    expect(await form.optionsOf(form.sectionSelect)).toEqual(['Salón', 'Terraza cubierta', 'VIP']);
    expect(await form.optionsOf(form.partySelect)).toEqual(['1', '2', '3', '4', '5', '6', '7+']);

    await form.partySelect.selectOption('5');
    await form.sectionSelect.selectOption('Terraza cubierta');
    await expect(form.partySelect).toHaveValue('2');
    expect(await form.optionsOf(form.partySelect)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11+']);

    await form.partySelect.selectOption('11+');
    await form.sectionSelect.selectOption('VIP');
    await expect(form.partySelect).toHaveValue('2');
    expect(await form.optionsOf(form.partySelect)).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)));
  });
});

test.describe('the availability banner', () => {
  test('turns to no availability when the covered terrace is full', async ({ page, request, adminToken }, testInfo) => {
    // Every table of the terrace as the floor has it, whatever their numbers.
    const floor = (await (await request.get('/api/tables')).json()) as { section: string; tableNumber: number }[];
    const terrace = floor.filter((table) => table.section === 'Terraza cubierta');
    expect(terrace.length).toBeGreaterThan(0);
    for (const { tableNumber } of terrace) {
      await staffBook(request, adminToken, {
        customerName: 'Sin Reserva',
        customerEmail: 'admin@restaurante.local',
        customerPhone: '000000000',
        date: WEDNESDAY,
        startTime: '21:00',
        endTime: '23:00',
        time: '21:00',
        partySize: 2,
        preferredSection: 'Terraza cubierta',
        tableNumber,
        specialRequests: null,
      });
    }
    const form = new BookingForm(page);
    await form.goto();
    await form.sectionSelect.selectOption('Terraza cubierta');
    await form.fillBooking(WEDNESDAY, '21:00', '23:00', diner(testInfo, 'llena'));
    await expect(form.banner).toContainText('Sin disponibilidad');

    // The Salón still has room at that time, and the terrace before it fills.
    await form.sectionSelect.selectOption('Salón');
    await expect(form.banner).toContainText('¡Disponible!');
    await form.sectionSelect.selectOption('Terraza cubierta');
    await expect(form.banner).toContainText('Sin disponibilidad');
    await form.chooseTimes('19:00', '21:00');
    await expect(form.banner).toContainText('¡Disponible!');

    // Booking the full slot anyway: the server's refusal becomes the spec's toast.
    await form.chooseTimes('21:00', '23:00');
    await expect(form.banner).toContainText('Sin disponibilidad');
    await form.submit();
    await expect(form.errorToast('No hay disponibilidad para el número de personas, fecha y hora seleccionadas.')).toBeVisible();
    await expect(form.confirmation).toBeHidden();
  });

  test('says it is checking, and says so when the check fails', async ({ page }) => {
    const form = new BookingForm(page);
    await form.goto();
    await form.pickDate(TUESDAY);
    const release = await holdRequests(page, /\/api\/tables\/range\//, 'GET');
    await form.chooseTimes('21:00', '23:00');
    await expect(form.banner).toContainText('Verificando disponibilidad...');
    release();
    await expect(form.banner).toContainText('¡Disponible!');

    await page.route(/\/api\/tables\/range\//, (route) => route.fulfill({ status: 500, json: { message: 'Error interno del servidor.' } }));
    await form.endSelect.selectOption('23:30');
    await expect(form.banner).toContainText('Failed to check availability');
  });
});

test.describe('a failed booking', () => {
  test('shows the duplicate booking as an error toast and keeps the form', async ({ page, request }, testInfo) => {
    const contact = diner(testInfo, 'duplicada', 'Pablo Sanz');
    const first = await request.post('/api/reservations', {
      data: dinerBooking({ customerName: contact.name, customerEmail: contact.email, customerPhone: contact.phone, date: TUESDAY }),
    });
    expect(first.status()).toBe(201);

    const form = new BookingForm(page);
    await form.goto();
    await form.fillBooking(TUESDAY, '21:00', '23:00', contact);
    await form.submit();
    await expect(form.errorToast('Ya tienes una reserva para esta fecha y hora.')).toBeVisible();
    await expect(form.confirmation).toBeHidden();
    await expect(form.name).toHaveValue('Pablo Sanz');
    await expect(form.submitButton).toHaveText('Confirmar Reserva');
  });
});

test.describe('VIP and large groups', () => {
  test('VIP opens the contact dialog, records the attempt and tells the dashboard', async ({ page, request, adminToken }, testInfo) => {
    const form = new BookingForm(page);
    const contact = diner(testInfo, 'vip', 'Ana García');
    const rangeRequests = collectRangeRequests(page);
    await form.goto();

    await form.sectionSelect.selectOption('VIP');
    await form.partySelect.selectOption('8');
    await form.fillBooking(TUESDAY, '21:00', '23:00', contact);
    await expect(form.banner).toContainText('Las reservas de la zona VIP se gestionan por teléfono, WhatsApp o email.');
    await form.submit();

    const dialog = form.contactDialog('ZONA VIP');
    await expect(dialog).toBeVisible();
    const whatsapp = dialog.getByRole('link', { name: /WhatsApp/ });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href.startsWith(`https://wa.me/${DEMO_VENUE.whatsapp}?text=`)).toBe(true);
    const message = new URL(href).searchParams.get('text') ?? '';
    for (const detail of ['Ana García', 'martes, 24 de noviembre de 2026', '21:00', '23:00', 'VIP', 'Personas: 8']) expect(message).toContain(detail);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const mail = (await dialog.getByRole('link', { name: /email/ }).getAttribute('href')) ?? '';
    expect(mail.startsWith(`mailto:${DEMO_VENUE.email}?`)).toBe(true);
    expect(decodeURIComponent(mail)).toContain('Fecha: martes, 24 de noviembre de 2026');

    await expect
      .poll(() => attemptsOf(request, adminToken, TUESDAY, contact.email))
      .toEqual([expect.objectContaining({ customerName: 'Ana García', customerPhone: '612345678', startTime: '21:00', endTime: '23:00', partySize: 8, preferredSection: 'VIP' })]);
    // The other windows of this browser (a dashboard) hear of it through the specification's storage message.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminChange)).toContain('"dataType":"tables"');

    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
    // Never checked online, never booked: the form is kept for another try.
    expect(rangeRequests).toEqual([]);
    await expect(form.name).toHaveValue('Ana García');
  });

  for (const { section, option, sent } of [
    { section: 'Salón', option: '7+', sent: 9 },
    { section: 'Terraza cubierta', option: '11+', sent: 14 },
  ]) {
    test(`${section} ${option} asks how many they are, then goes to contact as a large group of ${sent}`, async ({ page, request, adminToken }, testInfo) => {
      const form = new BookingForm(page);
      const contact = diner(testInfo, `grupo-${sent}`, 'Carlos Núñez');
      const rangeRequests = collectRangeRequests(page);
      await form.goto();
      await form.sectionSelect.selectOption(section);
      await form.partySelect.selectOption(option);
      await form.fillBooking(TUESDAY, '20:00', '22:00', contact);
      await expect(form.banner).toContainText('Los grupos grandes se gestionan por teléfono, WhatsApp o email.');
      await form.submit();
      await expect(form.groupSizeSelect).toHaveAccessibleDescription('Dinos cuántas personas sois.');
      await form.groupSizeSelect.selectOption(String(sent));
      await form.submit();

      const dialog = form.contactDialog('Grupo Grande');
      await expect(dialog).toBeVisible();
      const href = (await dialog.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '';
      expect(new URL(href).searchParams.get('text')).toContain(`Personas: ${sent}`);
      await expect
        .poll(() => attemptsOf(request, adminToken, TUESDAY, contact.email))
        .toEqual([expect.objectContaining({ partySize: sent, preferredSection: section, startTime: '20:00', endTime: '22:00' })]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(rangeRequests).toEqual([]);
    });
  }
});

test.describe('accessibility', () => {
  test('has no serious or critical violations, filled in, with the calendar open and with a dialog open', async ({ page }, testInfo) => {
    const form = new BookingForm(page);
    await form.goto();
    await form.openCalendar();
    expect(await severeViolations(wholePage(page))).toEqual([]);

    await form.sectionSelect.selectOption('VIP');
    await form.fillBooking(TUESDAY, '21:00', '23:00', diner(testInfo, 'axe'));
    await expect(form.privacyLink).toHaveAttribute('href', '/politica-privacidad');
    await expect(form.privacyLink).toHaveAttribute('target', '_blank');
    expect(await severeViolations(wholePage(page))).toEqual([]);

    await form.submit();
    const dialog = form.contactDialog('ZONA VIP');
    await expect(dialog).toBeVisible();
    expect(await severeViolations(wholePage(page))).toEqual([]);
  });
});
