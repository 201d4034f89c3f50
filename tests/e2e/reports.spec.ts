/**
 * 'Informes' as the owner uses it: from the dashboard's header, a range of dates typed, the figures
 * on screen equal to the API's, the bookings file downloaded with and without contacts. Books on
 * 1–7 February 2027, which no other spec uses.
 */
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Report } from '../../shared/types';
import { expect, staffBook, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { ReportsScreen } from './pages/reports';
import { severeViolations, wholePage } from './support';

const FROM = '2027-02-01';
const TO = '2027-02-07';

test.describe("'Informes'", () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  });

  test('shows the figures of the dates chosen, the same as the API answers, and downloads the bookings file', async ({ page, request, adminToken }) => {
    const auth = { authorization: `Bearer ${adminToken}` };
    const booking = (date: string, partySize: number, name: string, email: string) => ({
      customerName: name,
      customerEmail: email,
      customerPhone: '611 222 333',
      date,
      startTime: '21:00',
      endTime: '23:00',
      time: '21:00',
      partySize,
      preferredSection: 'Salón',
      specialRequests: null,
    });
    const came = await staffBook(request, adminToken, booking('2027-02-05', 4, 'Begoña Ruiz', 'begona@example.com'));
    await staffBook(request, adminToken, booking('2027-02-06', 6, 'Íker Sáez', 'iker@example.com'));
    const cancelled = await staffBook(request, adminToken, booking('2027-02-06', 2, 'Lola Paz', 'lola@example.com'));
    expect((await request.patch(`/api/reservations/${came.id}/checkin`, { data: { hasArrived: true }, headers: auth })).status()).toBe(200);
    expect((await request.delete(`/api/reservations/${cancelled.id}`, { headers: auth })).status()).toBe(200);
    const api = (await (await request.get(`/api/admin/reports?from=${FROM}&to=${TO}`, { headers: auth })).json()) as Report;
    expect({ bookings: api.bookings, covers: api.covers, cancellations: api.cancellations }).toEqual({ bookings: 3, covers: 10, cancellations: 1 });

    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Informes' }).click();
    const reports = new ReportsScreen(page);
    await expect(reports.heading).toBeVisible();
    await expect(reports.preset('Mes pasado')).toHaveAttribute('aria-pressed', 'true');
    await reports.range(FROM, TO);
    await expect(reports.preset('Mes pasado')).toHaveAttribute('aria-pressed', 'false');

    await reports.to.fill('2027-01-20');
    await expect(page.getByRole('alert')).toHaveText('Elige un intervalo de fechas válido: desde y hasta, con «desde» antes que «hasta».');
    await reports.to.fill(TO);
    await expect(reports.figure('Cubiertos')).toHaveText(String(api.covers));
    await expect(reports.figure('Reservas')).toHaveText(String(api.bookings));
    await expect(reports.figure('Cancelaciones')).toHaveText(String(api.cancellations));
    await expect(reports.figure('No presentados')).toHaveText(String(api.noShows));
    await expect(reports.row('Por zona', 'Salón')).toHaveText(/Salón\s*3\s*10/);
    await expect(reports.row('Por origen', 'Personal')).toHaveText(/Personal\s*3\s*10/);
    await expect(reports.row('Por tamaño de grupo', '6')).toHaveText(/6\s*1\s*6/);
    // The heat map: Saturday 6 February at 21:00, six people (the cancelled party not among them).
    const heat = reports.section('Horas de más trabajo').getByRole('row', { name: /^21:00/ });
    await expect(heat.getByRole('cell').nth(5)).toHaveText('6');
    // The day chart's numbers, for screen readers.
    await expect(
      reports
        .section('Por día')
        .getByRole('table', { name: 'Cubiertos y reservas de cada día' })
        .getByRole('row', { name: /^sáb, 6 feb 2027/ }),
    ).toHaveText(/6\s*2$/);
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
