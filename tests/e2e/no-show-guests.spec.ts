/**
 * A guest who keeps missing bookings, as the owner and the host meet them: the owner chooses on
 * 'Ajustes › Recordatorios' that their online bookings wait as 'Pendiente'; the host's row marks the
 * guest ('2 no presentados en 12 meses') and says 'Pendiente', and one tap on 'Confirmar' confirms it,
 * at the front desk's 1280 × 800 and a tablet's 1024 × 768. Its own server: the policy and the
 * bookings would show on the other specs' screens.
 */
import type { Page } from '@playwright/test';
import { dinerBooking, staffBooking } from '../helpers/booking';
import { staffBook } from './fixtures';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { SettingsPage } from './pages/settings';
import { severeViolations, wholePage } from './support';

test.use({ isolatedFor: 'no-show-guests' });

test.describe('guests who miss bookings', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  });

  for (const [width, height, name] of [
    [1280, 800, 'Pablo Ruiz'],
    [1024, 768, 'Pedro Gil'],
  ] as const) {
    test(`at ${width} px: the owner's choice makes their web booking wait, marked on its row ('2 no presentados', red), and 'Confirmar' confirms it`, async ({ page, request, adminToken }) => {
      await page.setViewportSize({ width, height });
      const auth = { authorization: `Bearer ${adminToken}` };
      // A guest of each width's own, so the two never meet on one evening.
      const phone = `67700${width}`;
      const GUEST = { customerName: name, customerEmail: `guest${width}@example.com` };
      // Two evenings this year the guest never came.
      for (const date of ['2026-03-10', '2026-09-15']) {
        const missed = await staffBook(request, adminToken, staffBooking({ ...GUEST, customerPhone: phone, date, startTime: '21:00', endTime: '23:00' }));
        expect((await request.patch(`/api/reservations/${missed.id}/no-show`, { headers: auth, data: { noShow: true } })).status()).toBe(200);
      }

      await choosePending(page);
      const booked = await request.post('/api/reservations', { data: dinerBooking({ ...GUEST, customerPhone: phone, startTime: '21:00', endTime: '23:00' }) });
      expect(((await booked.json()) as { status: string }).status).toBe('pending');

      const dashboard = new Dashboard(page);
      await dashboard.goto();
      await dashboard.showDay('Lista');
      const row = dashboard.row(dashboard.list('Pendientes de llegar'), GUEST.customerName);
      // Red, with the twelve months in its tooltip and for screen readers.
      const mark = row.getByText('2 no presentados en los últimos 12 meses');
      await expect(mark).toBeVisible();
      await expect(mark).toHaveAttribute('title', '2 no presentados en los últimos 12 meses');
      await expect(row.getByText('Pendiente', { exact: true })).toBeVisible();
      expect(await severeViolations(wholePage(page))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

      await row.getByRole('button', { name: 'Confirmar' }).click();
      await expect(dashboard.toast('Reserva confirmada', `${name} · 2 personas · 21:00`)).toBeVisible();
      await expect(row.getByText('Pendiente', { exact: true })).toHaveCount(0);
      await expect(row.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
      const day = (await (await request.get('/api/reservations/date/2026-11-23', { headers: auth })).json()) as { customerPhone: string; status: string }[];
      expect(day.filter((party) => party.customerPhone === phone).map((party) => party.status)).toEqual(['confirmed']);
    });
  }
});

/** 'Ajustes › Recordatorios' → 'Clientes que no se presentan', ticked and saved (once per server: already ticked stays so). */
async function choosePending(page: Page) {
  const settings = new SettingsPage(page);
  await settings.goto('Recordatorios');
  const form = page.getByRole('form', { name: 'Clientes que no se presentan' });
  await form.getByRole('checkbox', { name: 'Dejar pendientes sus reservas por internet hasta que las confirmemos' }).check();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Ajustes guardados')).toBeVisible();
}
