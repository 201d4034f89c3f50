/**
 * 'Imprimir hoja del día' against the real server, on a Sunday no other spec books, already past
 * (a party is marked as not come only once it is late): the sheet on screen and as Chromium prints
 * it to PDF, read back with pdf.js.
 */
import { expect, staffBook, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { pdfPages } from './pdf-text';
import { severeViolations, wholePage } from './support';

const SUNDAY = '2026-11-15';
const LONG_DATE = 'domingo, 15 de noviembre de 2026';
/** Enough dinner parties to need a second A4 page. */
const DINNERS = 48;
const TURNS = [
  ['18:00', '19:30'],
  ['20:00', '21:30'],
  ['22:00', '23:30'],
  ['00:00', '01:30'],
] as const;

test.beforeEach(async ({ page, adminToken }) => {
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
});

test('prints the day on A4: lunch and dinner each from a new page, every party in time order with its table, zone, party, name, phone and requests, those already come ticked, the venue and the date atop each page', async ({
  page,
  request,
  adminToken,
}) => {
  const staff = { customerEmail: 'admin@restaurante.local', customerPhone: '000000000', date: SUNDAY, specialRequests: null, preferredSection: 'Salón' };
  const first = await staffBook(request, adminToken, {
    ...staff,
    customerName: 'Hoja Comida Uno',
    startTime: '14:00',
    endTime: '16:00',
    time: '14:00',
    partySize: 4,
    customerPhone: '611222333',
    specialRequests: 'Trona',
  });
  const second = await staffBook(request, adminToken, { ...staff, customerName: 'Hoja Comida Dos', startTime: '15:00', endTime: '17:00', time: '15:00', partySize: 2 });
  const zones = ['Salón', 'Salón', 'Terraza cubierta'];
  for (let index = 0; index < DINNERS; index++) {
    const [startTime, endTime] = TURNS[index % TURNS.length] as readonly [string, string];
    await staffBook(request, adminToken, {
      ...staff,
      customerName: `Hoja Cena ${String(index + 1).padStart(2, '0')}`,
      startTime,
      endTime,
      time: startTime,
      partySize: 2,
      preferredSection: zones[index % zones.length],
    });
  }
  const gone = await staffBook(request, adminToken, { ...staff, customerName: 'Hoja No Vino', startTime: '18:00', endTime: '19:30', time: '18:00', partySize: 2 });
  expect((await request.patch(`/api/reservations/${gone.id}/no-show`, { data: { noShow: true }, headers: { authorization: `Bearer ${adminToken}` } })).status()).toBe(200);
  // The first lunch party has come; the second came and has gone.
  const staffHeaders = { authorization: `Bearer ${adminToken}` };
  expect((await request.patch(`/api/reservations/${first.id}/checkin`, { data: { hasArrived: true }, headers: staffHeaders })).status()).toBe(200);
  expect((await request.patch(`/api/reservations/${second.id}/checkout`, { data: {}, headers: staffHeaders })).status()).toBe(200);
  const venue = ((await (await request.get('/api/venue')).json()) as { name: string }).name;
  // What the guest book knows of a party is printed beside its requests.
  const [guest] = (await (await request.get('/api/admin/guests?q=611222333', { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { id: number }[];
  await request.put(`/api/admin/guests/${guest?.id}`, { data: { notes: 'Mesa tranquila', allergies: ['Gluten'], allergyNotes: null, tags: [] }, headers: { authorization: `Bearer ${adminToken}` } });

  await page.setViewportSize({ width: 1280, height: 800 });
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await dashboard.dateField.fill(SUNDAY);
  await page.getByRole('link', { name: 'Imprimir hoja del día' }).click();
  await expect(page).toHaveURL(`/dashboard/hoja/${SUNDAY}`);

  const lunch = page.getByRole('region', { name: `${venue} · ${LONG_DATE} · Comida` });
  const dinner = page.getByRole('region', { name: `${venue} · ${LONG_DATE} · Cena` });
  await expect(lunch.getByText('2 reservas · 6 personas · 2 han llegado')).toBeVisible();
  await expect(lunch.getByRole('rowheader')).toHaveText(['Hoja Comida Uno', 'Hoja Comida Dos']);
  const arrived = lunch.getByRole('row', { name: /Hoja Comida Uno/ });
  for (const text of ['14:00–16:00', 'Salón', '4', '611222333', 'Trona', 'Alergias: Gluten', 'Mesa tranquila']) await expect(arrived).toContainText(text);
  // The parties that have come are ticked (and said so), the one gone marked too; the others wait for a pen.
  await expect(arrived.getByRole('cell').first()).toHaveText('✔Llegó');
  const left = lunch.getByRole('row', { name: /Hoja Comida Dos/ });
  await expect(left).toContainText('Sin teléfono');
  await expect(left.getByRole('cell').first()).toHaveText('✔Se fue');
  await expect(
    dinner
      .getByRole('row', { name: /Hoja Cena 01/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('');
  await expect(dinner.getByRole('rowheader')).toHaveCount(DINNERS);
  await expect(dinner.getByRole('rowheader').first()).toHaveText('Hoja Cena 01');
  await expect(page.getByText('Hoja No Vino')).toHaveCount(0);
  expect(await severeViolations(wholePage(page))).toEqual([]);

  const pages = await pdfPages(await page.pdf({ format: 'A4', printBackground: true }));
  // A4; lunch alone on the first page, dinner over the next ones.
  expect(pages.length).toBeGreaterThanOrEqual(3);
  for (const printed of pages) {
    expect({ width: printed.width, height: printed.height }).toEqual({ width: 210, height: 297 });
    expect(printed.text).toContain(venue);
    expect(printed.text).toContain(LONG_DATE);
    expect(printed.text).not.toContain('Imprimir');
  }
  expect(pages[0]?.text).toContain('Comida');
  expect(pages[0]?.text).not.toContain('Hoja Cena');
  // On paper too: the two lunch parties ticked, the one gone marked, no dinner party ticked.
  expect(pages[0]?.text.match(/✔/g)).toHaveLength(2);
  expect(pages[0]?.text).toContain('Se fue');
  expect(pages.slice(1).some((printed) => printed.text.includes('✔'))).toBe(false);
  const all = pages.map((printed) => printed.text).join(' ');
  for (let index = 1; index <= DINNERS; index++) expect(all).toContain(`Hoja Cena ${String(index).padStart(2, '0')}`);
  expect(all).toContain('Hoja Comida Uno');
  expect(all).not.toContain('Hoja No Vino');
});
