/**
 * Reconfirmation in Chromium against the real server, with the mail read from a real SMTP server on
 * 127.0.0.1: the owner sets the deadline on 'Ajustes › Recordatorios' (a wrong value said under its
 * field); a party of 8 tonight is asked by 19:00; its row says until when at 1024 and 1280 px, then
 * 'Sin confirmar' once the page's clock is past the deadline, as the printed day sheet does; the
 * reminder page at 390 px says by when, and 'Confirmo que iré' clears the row. Its own server: it
 * sets a mail server and changes the reminder settings, which the shared one must not have.
 */
import type { Page } from '@playwright/test';
import type { DayReservation } from '../../shared/types';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { staffBook } from './fixtures';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { ReminderPage } from './pages/reminder-page';
import { ReminderSettings } from './pages/reminder-settings';
import { SettingsPage } from './pages/settings';
import { severeViolations, wholePage } from './support';

const TODAY = '2026-11-23';
const PUBLIC_URL = 'https://reservas.valhalla-alpedrete.es';
const NAME = 'Grupo Reconfirma';
test.use({ isolatedFor: 'reconfirm', publicUrl: PUBLIC_URL });

/** Started by the test, which sets it as the server's mail server; closed after it. */
let smtp: TestSmtp | undefined;
test.afterAll(() => smtp?.close());

/** The day's row of the party, in 'Pendientes de llegar', on a dashboard opened at `width`. */
async function partyRow(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 1280 ? 800 : 768 });
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await dashboard.showDay('Lista');
  return dashboard.row(dashboard.list('Pendientes de llegar'), NAME);
}

test("the deadline chosen on 'Recordatorios'; the party's row and day sheet say until when, then 'Sin confirmar'; the reminder page confirms", async ({ page, request, adminToken }, testInfo) => {
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  const headers = { authorization: `Bearer ${adminToken}` };
  const mailServer = (smtp = await startTestSmtp());
  const smtpSettings = { host: '127.0.0.1', port: mailServer.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' };
  expect((await request.put('/api/admin/settings/smtp', { data: smtpSettings, headers })).status()).toBe(200);

  // The owner: confirm by 2 hours before, a wrong value first.
  await page.setViewportSize({ width: 1280, height: 800 });
  const settingsPage = new SettingsPage(page);
  await settingsPage.goto('Recordatorios');
  const settings = new ReminderSettings(page);
  const hours = settings.field('Plazo: horas antes de la reserva');
  await expect(settings.field('Mínimo de personas')).toHaveValue('7');
  await expect(settings.field('Mínimo de días de antelación')).toHaveValue('14');
  await expect(hours).toHaveValue('24');
  await expect(settings.release).not.toBeChecked();
  await hours.fill('1');
  await settings.save.click();
  await expect(settings.errorOf(hours)).toHaveText('El plazo para reconfirmar debe estar entre 2 y 72 horas antes de la reserva');
  await expect(hours).toBeFocused();
  await hours.fill('2');
  await settings.save.click();
  await expect(new Dashboard(page).toast('Recordatorios guardados', '')).toBeVisible();
  expect(await severeViolations(wholePage(page).include('form[aria-labelledby]'))).toEqual([]);
  await settings.reconfirm.screenshot({ path: testInfo.outputPath('ajustes-reconfirmar-1280.png') });
  for (const width of [1024, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await settings.reconfirm.screenshot({ path: testInfo.outputPath(`ajustes-reconfirmar-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // A party of 8 tonight at 21:00, booked at the desk with the diner's e-mail; 'Enviar recordatorio' asks it.
  const booked = await staffBook(request, adminToken, {
    customerName: NAME,
    customerEmail: 'reconfirma@example.com',
    customerPhone: '611 987 654',
    date: TODAY,
    startTime: '21:00',
    endTime: '23:00',
    time: '21:00',
    partySize: 8,
    preferredSection: 'Terraza cubierta',
    specialRequests: null,
  });
  expect((await request.post(`/api/admin/reservations/${booked.id}/reminder`, { data: { channel: 'email' }, headers })).status()).toBe(202);
  const day = (await (await request.get(`/api/reservations/date/${TODAY}`, { headers })).json()) as DayReservation[];
  expect(day.find((booking) => booking.id === booked.id)?.reconfirmBy).toBe('2026-11-23T18:00:00.000Z');
  const mailTo = () => mailServer.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'reconfirma@example.com');
  await expect.poll(mailTo).toBeTruthy();
  expect(mailTo()?.text).toContain('Confirma tu reserva antes del lunes 23 de noviembre a las 19:00');
  const link = /Confirmo que iré: (\S+)/.exec(mailTo()?.text ?? '')?.[1] ?? '';
  expect(link.startsWith(`${PUBLIC_URL}/recordatorio/`)).toBe(true);

  for (const width of [1280, 1024]) {
    const row = await partyRow(page, width);
    await expect(row).toContainText('Por confirmar hasta lun 19:00');
    await expect(row).not.toContainText('Recordatorio enviado');
    await page.screenshot({ path: testInfo.outputPath(`fila-por-confirmar-${width}.png`) });
  }
  // Past the deadline, on the screens' clock.
  await page.clock.setFixedTime(new Date('2026-11-23T19:30:00+01:00'));
  for (const width of [1280, 1024]) {
    const row = await partyRow(page, width);
    await expect(row).toContainText('Sin confirmar');
    expect(await severeViolations(wholePage(page).include('table'))).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`fila-sin-confirmar-${width}.png`) });
  }
  await page.goto(`/dashboard/hoja/${TODAY}`);
  const sheetRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${NAME}`) }) });
  await expect(sheetRow.getByRole('rowheader')).toContainText('Sin confirmar');
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('hoja-sin-confirmar.png'), fullPage: true });

  // The diner, on a phone, before the deadline: the page says by when; the button confirms.
  await page.clock.setFixedTime(new Date('2026-11-23T12:30:00+01:00'));
  await page.setViewportSize({ width: 390, height: 844 });
  const reminder = new ReminderPage(page);
  await page.goto(link.slice(PUBLIC_URL.length));
  await expect(reminder.deadline).toHaveText('Confirma tu reserva antes del lunes 23 de noviembre a las 19:00.');
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('recordatorio-390.png'), fullPage: true });
  await reminder.confirm.click();
  await expect(reminder.outcome).toHaveText('¡Gracias! Hemos anotado que vendréis. Te esperamos.');

  // Confirmed: no longer 'Sin confirmar', even past the deadline.
  await page.clock.setFixedTime(new Date('2026-11-23T19:30:00+01:00'));
  const row = await partyRow(page, 1280);
  await expect(row).toContainText('Confirmada por el cliente');
  await expect(row).not.toContainText('Sin confirmar');
});
