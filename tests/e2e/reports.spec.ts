/**
 * 'Informes' as the owner uses it. First as it opens: on this week, where today's bookings count and
 * a diner's booking cancelled counts in no figure but 'Cancelaciones', with the occupancy of the
 * services open, at the front desk's 1280 × 800 and a tablet's 1024 × 768. Then a range of dates
 * typed, the figures on screen equal to the API's, the bookings file downloaded with and without
 * contacts (on 1–7 February 2027). Its own server: this week's bookings would show on the other
 * specs' day screens.
 */
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Report } from '../../shared/types';
import { dinerBooking, staffBooking } from '../helpers/booking';
import { staffBook } from './fixtures';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { ReportsScreen } from './pages/reports';
import { severeViolations, wholePage } from './support';

const FROM = '2027-02-01';
const TO = '2027-02-07';
// The server's Monday, and its week.
const TODAY = '2026-11-23';
const SUNDAY = '2026-11-29';
const SATURDAY = '2026-11-28';

test.use({ isolatedFor: 'reports' });

const number = (value: number) => new Intl.NumberFormat('es-ES').format(value);
const percent = (value: number) => new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** Nothing wider than the window, no summary figure cut, no section's table wider than its box. */
async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const cut = await page
    .locator('dt, dd, section')
    .evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight).map((box) => box.textContent?.slice(0, 40)));
  expect(cut).toEqual([]);
}

async function openReports(page: Page): Promise<ReportsScreen> {
  await new Dashboard(page).goto();
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Informes' }).click();
  const reports = new ReportsScreen(page);
  await expect(reports.heading).toBeVisible();
  return reports;
}

test.describe("'Informes'", () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  });

  test("opens on this week: today's bookings counted, a cancelled one in no figure but its own, the occupancy of the services open", async ({ page, request, adminToken }, testInfo) => {
    const auth = { authorization: `Bearer ${adminToken}` };
    await staffBook(request, adminToken, staffBooking({ date: TODAY, startTime: '21:00', endTime: '23:00', partySize: 4 }));
    await staffBook(request, adminToken, staffBooking({ date: SATURDAY, startTime: '14:00', endTime: '16:00', partySize: 6 }));
    // A diner books on the web tonight, then calls to cancel.
    const web = await request.post('/api/reservations', { data: dinerBooking({ date: TODAY, startTime: '20:00', endTime: '22:00', customerEmail: 'web-cancelada@example.com' }) });
    expect(web.status()).toBe(201);
    const { id } = (await web.json()) as { id: string };
    expect((await request.delete(`/api/reservations/${id}`, { headers: auth })).status()).toBe(200);

    const api = (await (await request.get(`/api/admin/reports?from=${TODAY}&to=${SUNDAY}`, { headers: auth })).json()) as Report;
    const { occupancy } = api;
    // The specification's week: seven dinners and the weekend's two lunches.
    expect(occupancy.services.map(({ service, openings, covers }) => ({ service, openings, covers }))).toEqual([
      { service: 'Comida', openings: 2, covers: 6 },
      { service: 'Cena', openings: 7, covers: 4 },
    ]);
    expect(occupancy.seats).toBe(occupancy.tableSeats * 9);

    const reports = await openReports(page);
    await expect(reports.preset('Esta semana')).toHaveAttribute('aria-pressed', 'true');
    await expect(reports.from).toHaveValue(TODAY);
    await expect(reports.to).toHaveValue(SUNDAY);
    await expect(reports.figure('Reservas')).toHaveText('2');
    await expect(reports.figure('Cubiertos')).toHaveText('10');
    await expect(reports.figure('Cancelaciones')).toHaveText('1');
    // The web's booking was cancelled: no 'Web' row, and no note of a row not shown.
    await expect(reports.row('Por origen', 'Personal')).toHaveText(/Personal\s*2\s*10/);
    await expect(reports.row('Por origen', 'Web')).toHaveCount(0);
    await expect(reports.section('Por origen').getByText('«sin dato»')).toHaveCount(0);
    await expect(reports.row('Por tamaño de grupo', '2')).toHaveCount(0);

    await expect(reports.figure('Ocupación')).toHaveText(percent(10 / occupancy.seats));
    await expect(reports.figureDetail('Ocupación')).toHaveText(`10 de ${number(occupancy.seats)} plazas`);
    const lunchSeats = number(occupancy.tableSeats * 2);
    const dinnerSeats = number(occupancy.tableSeats * 7);
    await expect(reports.row('Ocupación por servicio', 'Comida')).toHaveText(new RegExp(`^Comida\\s*2\\s*6\\s*${lunchSeats}\\s*${percent(6 / (occupancy.tableSeats * 2))}`));
    await expect(reports.row('Ocupación por servicio', 'Cena')).toHaveText(new RegExp(`^Cena\\s*7\\s*4\\s*${dinnerSeats}\\s*${percent(4 / (occupancy.tableSeats * 7))}`));
    await expect(reports.row('Ocupación por servicio', 'Total')).toHaveText(new RegExp(`^Total\\s*9\\s*10\\s*${number(occupancy.seats)}`));

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      await fits(page);
      expect(await severeViolations(wholePage(page)), `${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`informes-${viewport.width}.png`), fullPage: true });
    }
  });

  test('shows the figures of the dates chosen, the same as the API answers, and downloads the bookings file', async ({ page, request, adminToken }) => {
    const auth = { authorization: `Bearer ${adminToken}` };
    // Three guests, each with a phone of their own (one phone twice in an evening would ask staff first).
    const booking = (date: string, partySize: number, customerName: string, customerEmail: string, customerPhone: string) =>
      staffBooking({ date, startTime: '21:00', endTime: '23:00', partySize, customerName, customerEmail, customerPhone });
    const came = await staffBook(request, adminToken, booking('2027-02-05', 4, 'Begoña Ruiz', 'begona@example.com', '611 222 333'));
    await staffBook(request, adminToken, booking('2027-02-06', 6, 'Íker Sáez', 'iker@example.com', '611 222 334'));
    const cancelled = await staffBook(request, adminToken, booking('2027-02-06', 2, 'Lola Paz', 'lola@example.com', '611 222 335'));
    expect((await request.patch(`/api/reservations/${came.id}/checkin`, { data: { hasArrived: true }, headers: auth })).status()).toBe(200);
    expect((await request.delete(`/api/reservations/${cancelled.id}`, { headers: auth })).status()).toBe(200);
    const api = (await (await request.get(`/api/admin/reports?from=${FROM}&to=${TO}`, { headers: auth })).json()) as Report;
    expect({ bookings: api.bookings, covers: api.covers, cancellations: api.cancellations }).toEqual({ bookings: 2, covers: 10, cancellations: 1 });

    const reports = await openReports(page);
    await reports.range(FROM, TO);
    await expect(reports.preset('Esta semana')).toHaveAttribute('aria-pressed', 'false');

    await reports.to.fill('2027-01-20');
    await expect(page.getByRole('alert')).toHaveText('Elige un intervalo de fechas válido: desde y hasta, con «desde» antes que «hasta».');
    await reports.to.fill(TO);
    await expect(reports.figure('Cubiertos')).toHaveText(String(api.covers));
    await expect(reports.figure('Reservas')).toHaveText(String(api.bookings));
    await expect(reports.figure('Cancelaciones')).toHaveText(String(api.cancellations));
    await expect(reports.figure('No presentados')).toHaveText(String(api.noShows));
    await expect(reports.row('Por zona', 'Salón')).toHaveText(/Salón\s*2\s*10/);
    await expect(reports.row('Por origen', 'Personal')).toHaveText(/Personal\s*2\s*10/);
    await expect(reports.row('Por tamaño de grupo', '6')).toHaveText(/6\s*1\s*6/);
    // The heat map: Saturday 6 February at 21:00, six people (the cancelled party not among them).
    const heat = reports.section('Horas de más trabajo').getByRole('row', { name: /^21:00/ });
    await expect(heat.getByRole('cell').nth(5)).toHaveText('6');
    // The day chart's numbers, for screen readers: Saturday's six people at one table, the cancelled party not among them.
    await expect(
      reports
        .section('Por día')
        .getByRole('table', { name: 'Cubiertos y reservas de cada día' })
        .getByRole('row', { name: /^sáb, 6 feb 2027/ }),
    ).toHaveText(/6\s*1$/);
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await severeViolations(wholePage(page)), `${width} px`).toEqual([]);
    }

    const plain = page.waitForEvent('download');
    await reports.download.click();
    const rows = parse(await readFile(await (await plain).path()), { bom: true, delimiter: ';' }) as string[][];
    expect(rows).toHaveLength(4);
    expect(rows[0]).not.toContain('Nombre');
    expect(rows.some((row) => row.includes('Begoña Ruiz'))).toBe(false);

    await reports.personal.check();
    const personal = page.waitForEvent('download');
    await reports.download.click();
    const withContacts = parse(await readFile(await (await personal).path()), { bom: true, delimiter: ';' }) as string[][];
    expect(withContacts[0]!.slice(-3)).toEqual(['Nombre', 'Teléfono', 'Email']);
    expect(withContacts.find((row) => row[0] === '2027-02-05')?.slice(-3)).toEqual(['Begoña Ruiz', '611 222 333', 'begona@example.com']);
  });
});
