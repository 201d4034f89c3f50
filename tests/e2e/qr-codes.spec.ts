import { scanQr } from '../helpers/qr';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { QrCodesPage } from './pages/qr-codes';
import { SettingsPage } from './pages/settings';
import { E2E_ADMIN_PASSWORD } from './serve-config';
import { severeViolations, wholePage } from './support';

const PUBLIC_URL = 'https://mesa.valhalla-alpedrete.es';

// This spec's own server, with the public address the codes are drawn from (settings.spec.ts covers none).
test.use({ publicUrl: PUBLIC_URL });

test.beforeEach(async ({ page }) => {
  await new Dashboard(page).enter(E2E_ADMIN_PASSWORD);
});

test('Ajustes opens the sheet, whose two codes scan to the menu and the booking form on the public address', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto('Códigos QR');
  await settings.openQrCodes.click();
  const qr = new QrCodesPage(page);
  await expect(qr.heading).toBeVisible();
  await expect(page).toHaveTitle('Códigos QR · Valhalla');
  await expect(qr.sheet).toContainText('Valhalla');
  await expect(qr.card('Nuestra carta')).toContainText('Escanea con el móvil para ver la carta, con fotos y alérgenos.');
  await expect(qr.card('Nuestra carta')).toContainText(`${PUBLIC_URL}/menu`);
  await expect(qr.card('Reserva tu mesa')).toContainText(`${PUBLIC_URL}/#reservar`);
  await expect(qr.code('Nuestra carta')).toHaveAccessibleName('Código QR de la carta');
  // Read from the pixels on screen, as a phone's camera would.
  expect(await scanQr(await qr.code('Nuestra carta').screenshot(), 'png')).toBe(`${PUBLIC_URL}/menu`);
  expect(await scanQr(await qr.code('Reserva tu mesa').screenshot(), 'png')).toBe(`${PUBLIC_URL}/#reservar`);
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await qr.backToSettings.click();
  await expect(settings.heading).toBeVisible();
  // Back on the section the sheet was opened from.
  await expect(settings.sectionLink('Códigos QR')).toHaveAttribute('aria-current', 'page');
  await expect(settings.openQrCodes).toBeVisible();
});

test('printed, the sheet is one A4 page with both codes and without the screen’s buttons', async ({ page }) => {
  const qr = new QrCodesPage(page);
  await qr.goto();
  await expect(qr.printButton).toBeVisible();
  await expect(qr.code('Reserva tu mesa')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(qr.printButton).toBeHidden();
  await expect(qr.backToSettings).toBeHidden();
  await expect(qr.code('Nuestra carta')).toBeVisible();
  await expect(qr.code('Reserva tu mesa')).toBeVisible();

  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
  // A4 in PDF points: 595 × 842.
  const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf) ?? [];
  expect(Math.round(Number(width))).toBe(595);
  expect(Math.round(Number(height))).toBe(842);
});
