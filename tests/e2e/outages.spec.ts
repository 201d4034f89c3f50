/**
 * An outage as staff meet it. This spec's server was closed at 01:10 and started again at noon
 * (E2E_NOW), on its own data folder: the header says so in words until 'Entendido', on every
 * screen, and 'Informes' lists it with the hours the site was down.
 */
import { E2E_NOW } from './serve-config';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { ReportsScreen } from './pages/reports';
import { severeViolations, wholePage } from './support';

test.use({ offSince: '2026-11-23T01:10:00+01:00' });

test.describe('an outage of the site', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    // Every page of the test is the same signed-in device (a second dashboard is opened beside the first).
    await page.context().addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  });

  test("is told in the header, which stays one line at 1024 px, until 'Entendido' hides it on every open dashboard", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.outageNotice).toHaveText('La web estuvo sin servicio anoche de 01:10 a 12:00');
    expect(await severeViolations(wholePage(page))).toEqual([]);
    const withNotice = await dashboard.header.boundingBox();

    const other = new Dashboard(await page.context().newPage());
    await other.page.clock.setFixedTime(new Date(E2E_NOW));
    await other.goto();
    await expect(other.outageNotice).toBeVisible();
    await expect(other.live).toHaveText('En directo');

    await dashboard.dismissOutage.click();
    await expect(dashboard.outageNotice).toBeHidden();
    // The other screen is told by the live stream, without a reload.
    await expect(other.outageNotice).toBeHidden();
    expect((await dashboard.header.boundingBox())?.height, 'the header is as high with the notice as without').toBe(withNotice?.height);

    await page.reload();
    await expect(dashboard.tabs).toBeVisible();
    await expect(dashboard.live).toHaveText('En directo');
    await expect(dashboard.outageNotice).toBeHidden();
  });

  test("'Informes' lists it with the hours the site was down in the dates chosen", async ({ page }) => {
    await page.goto('/dashboard/informes');
    const reports = new ReportsScreen(page);
    await expect(reports.heading).toBeVisible();
    const outages = reports.section('Cortes de la web');
    // It opens on this week, which the outage is in.
    await expect(reports.preset('Esta semana')).toHaveAttribute('aria-pressed', 'true');
    await expect(outages).toContainText('La web estuvo sin servicio 10,8 h en estas fechas.');
    await expect(outages.getByRole('row', { name: /1:10/ })).toHaveText(/12:00\s*10 h 50 min\s*Se cerró la aplicación$/);
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await reports.preset('Mes pasado').click();
    await expect(outages).toContainText('La web no tuvo cortes en estas fechas.');
  });
});
