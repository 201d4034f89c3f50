/** 'Restaurar una copia' on a new install's first-run screen: a file of another PC's 'Copia fuera del local' and its passphrase. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OFFSITE_MESSAGES } from '../../shared/messages/offsite';
import { dinerBooking } from '../helpers/booking';
import { startDemoServer } from './demo-server';
import { expect, staticDir, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { FirstRunScreen } from './pages/first-run';
import { E2E_ADMIN_PASSWORD } from './serve-config';
import { severeViolations, wholePage } from './support';

// A new install of its own: no ADMIN_PASSWORD, an empty database, and a server no other spec uses.
test.use({ seed: 'none', freshInstall: true, isolatedFor: 'restore-copy' });

const PASSPHRASE = 'la cabra tira al monte, ñ y €';
const DINER = 'Begoña Etxeberria';

/** The old PC: a diner's booking for this evening, and its 'Copia fuera del local' written to a folder. */
async function copyFromTheOldPc(folder: string): Promise<string> {
  const old = await startDemoServer({ port: 0, staticDir });
  try {
    const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
    const login = await fetch(`${old.server.url}/api/auth/login`, { method: 'POST', headers: json(), body: JSON.stringify({ password: E2E_ADMIN_PASSWORD }) });
    const { sessionToken } = (await login.json()) as { sessionToken: string };
    const booked = await fetch(`${old.server.url}/api/reservations`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify(dinerBooking({ customerName: DINER, customerEmail: 'begona@correo-prueba.es' })),
    });
    expect(booked.status).toBe(201);
    const saved = await fetch(`${old.server.url}/api/admin/settings/offsite-copy`, {
      method: 'PUT',
      headers: json(sessionToken),
      body: JSON.stringify({ folder, passphrase: PASSPHRASE, staffPassword: E2E_ADMIN_PASSWORD }),
    });
    expect(saved.status).toBe(200);
    expect((await fetch(`${old.server.url}/api/admin/backups`, { method: 'POST', headers: json(sessionToken) })).status).toBe(201);
  } finally {
    await old.stop();
  }
  const [file] = readdirSync(folder).filter((name) => name.endsWith('.cifrada'));
  return path.join(folder, file ?? '');
}

test('a new PC restores the old one’s copy with the passphrase (a wrong one changes nothing), then the owner chooses its password and finds the bookings', async ({ page }) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'venue-e2e-offsite-'));
  try {
    const file = await copyFromTheOldPc(folder);
    await page.goto('/dashboard');
    const firstRun = new FirstRunScreen(page);
    await expect(firstRun.heading).toBeVisible();
    await firstRun.restoreCopy.click();
    await expect(firstRun.restoreHeading).toBeVisible();
    expect(await severeViolations(wholePage(page))).toEqual([]);

    await firstRun.restoreSubmit.click();
    await expect(firstRun.copyFile).toHaveAccessibleDescription('Elige el archivo de la copia');
    await expect(firstRun.passphrase).toHaveAccessibleDescription('Escribe la frase de recuperación');

    await firstRun.restore(file, 'no es la frase de la copia');
    await expect(page.getByRole('alert').filter({ hasText: OFFSITE_MESSAGES.wrongPassphrase })).toBeVisible();
    expect(await severeViolations(wholePage(page))).toEqual([]);

    await firstRun.passphrase.fill(PASSPHRASE);
    await firstRun.restoreSubmit.click();
    await expect(firstRun.heading).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Copia restaurada' })).toBeVisible();
    expect(await severeViolations(wholePage(page))).toEqual([]);

    await firstRun.choose('clave-del-ordenador-nuevo');
    const dashboard = new Dashboard(page);
    await expect(dashboard.tabs).toBeVisible();
    await expect(page.getByText(DINER).first()).toBeVisible();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
