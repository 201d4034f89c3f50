/**
 * The waiting list from the diner's side, on a phone (390 px): a full slot offers the starts and zones
 * that have a table, and one tap fills the form; 'Apúntame a la lista de espera' joins the list; the
 * offer's e-mail link shows the table held and books it, or passes it on, once; a date past the 30 days
 * says why and how to call. Its own server: it sets a mail server and holds tables for waiting diners.
 * The dates are ones no other spec books, Terraza cubierta filled from 21:00 to 23:00 on each.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '../../shared/messages/booking';
import { WAITLIST_MESSAGES } from '../../shared/messages/waitlist';
import { formatLongDate } from '../../shared/long-date';
import { DEMO_VENUE } from '../../shared/venue';
import { staffBook } from './fixtures';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { expect, test } from './own-server';
import { BookingForm } from './pages/booking-form';
import { WaitlistOfferPage } from './pages/waitlist-offer';
import { severeViolations, wholePage } from './support';

const ZONE = 'Terraza cubierta';
const OTHER_TIMES_DAY = '2026-12-01';
const JOIN_DAY = '2026-12-02';
const OFFER_DAY = '2026-12-15';
// Mails link to the public address only; the tests follow each link's path on this server, which stands behind it.
const PUBLIC_URL = 'https://reservas.valhalla-alpedrete.es';
test.use({ isolatedFor: 'waitlist', publicUrl: PUBLIC_URL, viewport: { width: 390, height: 844 } });

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startTestSmtp();
});
test.afterAll(async () => {
  await smtp.close();
});

const staff = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every table of the covered terrace booked by staff from 21:00 to 23:00: the booking ids by table number. */
async function fillTerrace(request: APIRequestContext, token: string, date: string): Promise<Map<number, string>> {
  const floor = (await (await request.get('/api/tables')).json()) as { section: string; tableNumber: number }[];
  const booked = new Map<number, string>();
  for (const { tableNumber } of floor.filter((table) => table.section === ZONE)) {
    const { id } = await staffBook(request, token, {
      customerName: `Mesa llena ${tableNumber}`,
      customerEmail: 'admin@restaurante.local',
      customerPhone: '000000000',
      date,
      startTime: '21:00',
      endTime: '23:00',
      time: '21:00',
      partySize: 2,
      preferredSection: ZONE,
      tableNumber,
      specialRequests: null,
    });
    booked.set(tableNumber, id);
  }
  return booked;
}

interface Entry {
  customerEmail: string | null;
  state: string;
  startTime: string;
  latestStart: string;
  preferredSection: string | null;
}

async function entriesOn(request: APIRequestContext, token: string, date: string): Promise<Entry[]> {
  const answer = await request.get(`/api/admin/waitlist?date=${date}`, { headers: staff(token) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Entry[];
}

const stateOf = async (request: APIRequestContext, token: string, date: string, email: string) => (await entriesOn(request, token, date)).find((entry) => entry.customerEmail === email)?.state;

/** The page scrolls down, never sideways. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The full slot asked in the form: the covered terrace, 2 people, 21:00 to 23:00. */
async function askFullSlot(form: BookingForm, date: string): Promise<void> {
  await form.goto();
  await form.sectionSelect.selectOption(ZONE);
  await form.pickDate(date);
  await form.chooseTimes('21:00', '23:00');
  await expect(form.banner).toContainText('Sin disponibilidad');
}

test('a full slot offers the other starts and zones with a table, and one tap fills the form', async ({ page, request, adminToken }) => {
  await fillTerrace(request, adminToken, OTHER_TIMES_DAY);
  const form = new BookingForm(page);
  await askFullSlot(form, OTHER_TIMES_DAY);

  const times = await form.otherTimes.getByRole('button').allTextContents();
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(time).toMatch(/^\d\d:\d\d$/);
  await expect(form.otherZones).toHaveAccessibleName('O en otra zona a las 21:00:');
  await expect(form.otherZone('Salón')).toBeVisible();
  await expect(form.banner).not.toContainText('Prueba con otra hora, otro día u otra zona.');
  expect(await sideways(page)).toBe(0);
  expect(await severeViolations(wholePage(page))).toEqual([]);

  // One tap: the start is set, its recommended end follows, and the check runs again.
  const [earlier] = times;
  if (!earlier) throw new Error('no other start offered');
  await form.otherTime(earlier).click();
  await expect(form.startSelect).toHaveValue(earlier);
  await expect(form.startSelect).toBeFocused();
  await expect(form.endSelect).toHaveValue(/^\d\d:\d\d$/);
  await expect(form.banner).toContainText('¡Disponible!');
  await expect(form.otherTimes).toHaveCount(0);
  await expect(form.waitlistButton).toHaveCount(0);

  // Back to the full start; one tap on another zone keeps the time and the party.
  await form.chooseTimes('21:00', '23:00');
  await expect(form.banner).toContainText('Sin disponibilidad');
  await form.otherZone('Salón').click();
  await expect(form.sectionSelect).toHaveValue('Salón');
  await expect(form.startSelect).toHaveValue('21:00');
  await expect(form.partySelect).toHaveValue('2');
  await expect(form.banner).toContainText('¡Disponible!');
});

test("'Apúntame a la lista de espera' joins the list for a full slot, once a day", async ({ page, request, adminToken }) => {
  await fillTerrace(request, adminToken, JOIN_DAY);
  const form = new BookingForm(page);
  const contact = { name: 'Marta Espera', phone: '612000111', email: 'marta.espera@example.com' };
  await form.goto();
  // What the diner typed before finding the slot full is not asked again.
  await form.fillContact(contact);
  await form.sectionSelect.selectOption(ZONE);
  await form.pickDate(JOIN_DAY);
  await form.chooseTimes('21:00', '23:00');
  await expect(form.banner).toContainText('Sin disponibilidad');

  await form.waitlistButton.click();
  const join = form.waitlist;
  await expect(join.dialog).toBeVisible();
  await expect(join.dialog).toContainText('Para el miércoles, 2 de diciembre de 2026, 2 personas, desde las 21:00.');
  await expect(join.name).toHaveValue(contact.name);
  await expect(join.phone).toHaveValue(contact.phone);
  await expect(join.email).toHaveValue(contact.email);
  await expect(join.latestStart).toBeFocused();
  expect(await join.latestStart.locator('option').allTextContents()).toEqual(['21:00 (solo a esa hora)', '21:30', '22:00', '22:30', '23:00']);
  await expect(join.zone(ZONE)).toBeChecked();
  await expect(join.anyZone).not.toBeChecked();
  expect(await severeViolations(wholePage(page))).toEqual([]);

  // The privacy box is asked for here too.
  await join.submitButton.click();
  await expect(join.problems).toHaveText([BOOKING_MESSAGES.privacy]);
  await expect(join.privacy).toBeFocused();
  await join.latestStart.selectOption('21:30');
  await join.privacy.check();
  await join.submitButton.click();
  await expect(join.joined).toBeVisible();
  await expect(join.nextSteps).toHaveText(
    'Si se libera una mesa para vosotros entre las 21:00 y las 21:30, te escribiremos a marta.espera@example.com. Te la guardaremos un tiempo (24 horas si faltan 7 días o más, 4 horas si faltan menos y 15 minutos el mismo día) y no hay nada reservado hasta que pulses «Reservar esta mesa» en el correo.',
  );
  expect(await severeViolations(wholePage(page))).toEqual([]);
  expect((await entriesOn(request, adminToken, JOIN_DAY)).filter((entry) => entry.customerEmail === contact.email)).toEqual([
    expect.objectContaining({ state: 'waiting', startTime: '21:00', latestStart: '21:30', preferredSection: ZONE }),
  ]);
  await join.closeButton.click();
  await expect(join.dialog).toBeHidden();

  // The same e-mail again that day: the server's 409, clearly.
  await form.waitlistButton.click();
  await join.anyZone.check();
  await join.privacy.check();
  await join.submitButton.click();
  await expect(join.problems).toHaveText([WAITLIST_MESSAGES.alreadyWaiting]);
  await expect(join.joined).toHaveCount(0);

  // Past the fair-use limit (stood in for: this server's limits are off): the server's words, which say when to try again.
  const limit = 'Se han hecho demasiadas reservas desde esta conexión. Vuelve a intentarlo en 10 minutos o llámanos.';
  await page.route('**/api/waitlist', (route) => route.fulfill({ status: 429, json: { code: 'fair-use', message: limit } }));
  await join.submitButton.click();
  await expect(join.problems).toHaveText([limit]);
});

test("the offer's link shows the table held and changes nothing; 'Reservar esta mesa' books it once, and 'No, gracias' passes it on", async ({ page, request, adminToken }) => {
  const smtpSet = await request.put('/api/admin/settings/smtp', {
    data: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' },
    headers: staff(adminToken),
  });
  expect(smtpSet.status()).toBe(200);
  const booked = await fillTerrace(request, adminToken, OFFER_DAY);
  const wish = { date: OFFER_DAY, startTime: '21:00', latestStart: '21:00', partySize: 2, preferredSection: ZONE, privacyAccepted: true };
  for (const [customerEmail, customerName, customerPhone] of [
    ['primera@example.com', 'Ana Primera', '611000001'],
    ['segunda@example.com', 'Luis Segundo', '611000002'],
  ] as const) {
    expect((await request.post('/api/waitlist', { data: { ...wish, customerName, customerEmail, customerPhone } })).status()).toBe(201);
  }
  expect(await stateOf(request, adminToken, OFFER_DAY, 'primera@example.com')).toBe('waiting');

  /** Staff cancel the booking at a table of the terrace: the table is offered to the next one waiting, by e-mail. */
  const freeTable = async (tableNumber: number) => {
    expect((await request.delete(`/api/reservations/${booked.get(tableNumber)}`, { headers: staff(adminToken) })).ok()).toBe(true);
  };
  /** The path of the offer's link that reached `email`. */
  const offerLink = async (email: string): Promise<string> => {
    const offerTo = () => smtp.received.find((mail) => mail.subject?.startsWith('Hay mesa para ti en Valhalla') && mail.to && 'text' in mail.to && mail.to.text === email);
    await expect.poll(offerTo).toBeTruthy();
    const link = /Reservar esta mesa: (\S+)/.exec(offerTo()?.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/lista-de-espera/`), link).toBe(true);
    return link.slice(PUBLIC_URL.length);
  };

  await freeTable(1);
  const first = await offerLink('primera@example.com');
  expect(await stateOf(request, adminToken, OFFER_DAY, 'primera@example.com')).toBe('offered');
  expect(await stateOf(request, adminToken, OFFER_DAY, 'segunda@example.com')).toBe('waiting');

  const offer = new WaitlistOfferPage(page);
  await page.goto(first);
  await expect(offer.heading).toHaveText('Hay mesa para ti en Valhalla');
  await expect(offer.detail('Fecha')).toHaveText(formatLongDate(OFFER_DAY));
  await expect(offer.detail('Hora')).toHaveText(/^de 21:00 a \d\d:\d\d$/);
  await expect(offer.detail('Zona')).toHaveText(ZONE);
  await expect(offer.detail('Personas')).toHaveText('2');
  await expect(offer.detail('Te la guardamos hasta')).toHaveText(/\d\d:\d\d$/);
  expect(await sideways(page)).toBe(0);
  expect(await severeViolations(wholePage(page))).toEqual([]);
  // Opening the link (as a mail scanner would) changes nothing.
  expect(await stateOf(request, adminToken, OFFER_DAY, 'primera@example.com')).toBe('offered');

  await offer.accept.click();
  await expect(offer.outcome).toHaveText(/^¡Reservada! Tu número de reserva es RES-[A-Z0-9]{8}\. Te hemos enviado la confirmación por email\.$/);
  const number = /RES-[A-Z0-9]{8}/.exec((await offer.outcome.textContent()) ?? '')?.[0] ?? '';
  await expect
    .poll(() => smtp.received.some((mail) => mail.subject?.startsWith('Reserva confirmada') && mail.to && 'text' in mail.to && mail.to.text === 'primera@example.com' && mail.text?.includes(number)))
    .toBe(true);
  expect(await stateOf(request, adminToken, OFFER_DAY, 'primera@example.com')).toBe('booked');
  await page.reload();
  await expect(offer.outcome).toHaveText(`¡Reservada! Tu número de reserva es ${number}. Te hemos enviado la confirmación por email.`);
  await expect(offer.accept).toHaveCount(0);

  await freeTable(2);
  await page.goto(await offerLink('segunda@example.com'));
  await offer.decline.click();
  await expect(offer.outcome).toHaveText(WAITLIST_MESSAGES.offerDeclined);
  await expect(offer.accept).toHaveCount(0);
  expect(await stateOf(request, adminToken, OFFER_DAY, 'segunda@example.com')).toBe('withdrawn');
});

test('a date past the 30 days, on a phone whose clock runs ahead, says until when the web books and how to call', async ({ page }) => {
  // The server lives on Monday 23 November: it books until 23 December. This phone thinks it is the 26th.
  await page.clock.setFixedTime(new Date('2026-11-26T12:00:00+01:00'));
  const form = new BookingForm(page);
  await form.goto();
  await form.pickDate('2026-12-26');
  await form.chooseTimes('21:00', '23:00');
  await expect(form.banner).toHaveText(BOOKING_MESSAGES.beyondWindow(formatLongDate('2026-12-23'), DEMO_VENUE.phone));
  await expect(form.banner).not.toContainText('Failed to check availability');
});
