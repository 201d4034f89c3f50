/** 'Copia fuera del local' on 'Ajustes': a typed folder (no kiosk here) and the recovery passphrase, then every backup goes there too. */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { OffsiteCopySection, RecoverySheet } from './pages/offsite-copy';
import { SettingsPage } from './pages/settings';
import { E2E_ADMIN_PASSWORD } from './serve-config';
import { severeViolations, wholePage } from './support';

// A server of its own: the folder chosen here must not show on the other specs' 'Ajustes'.
test.use({ isolatedFor: 'offsite-copy' });

const PASSPHRASE = 'el pan de ayer y la luna llena';

test('the owner types a folder, a passphrase twice and the staff password; each backup then goes there, a missing folder is said in words, the recovery sheet names venue and folder, and stopping asks for the staff password', async ({
  page,
}) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'venue-e2e-offsite-'));
  try {
    const dashboard = new Dashboard(page);
    await dashboard.enter(E2E_ADMIN_PASSWORD);
    await new SettingsPage(page).goto('Copias de seguridad');
    const offsite = new OffsiteCopySection(page);
    await offsite.region.scrollIntoViewIfNeeded();
    expect(await severeViolations(wholePage(page).include('section[aria-labelledby="copia-fuera-del-local"]'))).toEqual([]);

    await offsite.choose(folder, 'corta', { repeat: 'otra cosa', staffPassword: '' });
    await expect(offsite.passphrase).toHaveAccessibleDescription(/La frase de recuperación debe tener al menos 12 caracteres$/);
    await expect(offsite.repeat).toHaveAccessibleDescription('Las dos frases no coinciden');
    await expect(offsite.staffPassword).toHaveAccessibleDescription(/La contraseña es obligatoria$/);

    // A session left open is not enough to send the copies elsewhere.
    await offsite.choose(folder, PASSPHRASE, { staffPassword: 'no-es-la-clave' });
    await expect(offsite.region.getByRole('alert').filter({ hasText: 'La contraseña actual no es correcta' })).toBeVisible();

    const missing = path.join(folder, 'no-existe');
    await offsite.choose(missing, PASSPHRASE);
    await expect(offsite.region.getByRole('alert').filter({ hasText: `No se encuentra la carpeta «${missing}»` })).toBeVisible();
    expect(existsSync(missing)).toBe(false);

    await offsite.choose(folder, PASSPHRASE);
    await expect(dashboard.toast('Copia fuera del local activada', 'Imprime la hoja de recuperación')).toBeVisible();
    await expect(offsite.state.first()).toHaveText(folder);
    await expect(offsite.lastCopy).toHaveText(/^Aún ninguna/);
    // Never shown again, nor kept in a field.
    await expect(offsite.passphrase).toHaveCount(0);

    await offsite.backUpNow.click();
    await expect(offsite.lastCopy).toHaveText(/23 de noviembre de 2026/);
    expect(readdirSync(folder).filter((name) => name.endsWith('.cifrada'))).toHaveLength(1);
    expect(await severeViolations(wholePage(page).include('section[aria-labelledby="copia-fuera-del-local"]'))).toEqual([]);

    // The disk is unplugged: the local copy is made, and the section says why the other was not.
    rmSync(folder, { recursive: true });
    await offsite.backUpNow.click();
    await expect(offsite.failure).toContainText(`No se encuentra la carpeta «${folder}»`);
    expect(existsSync(folder)).toBe(false);
    expect(await severeViolations(wholePage(page).include('section[aria-labelledby="copia-fuera-del-local"]'))).toEqual([]);

    await offsite.printSheet.click();
    const sheet = new RecoverySheet(page);
    await expect(sheet.heading).toBeVisible();
    await expect(sheet.sheet).toContainText('Copias de seguridad de Valhalla');
    await expect(sheet.sheet).toContainText(folder);
    await expect(sheet.sheet).not.toContainText(PASSPHRASE);
    await expect(sheet.printButton).toBeVisible();
    expect(await severeViolations(wholePage(page))).toEqual([]);

    // Stopping asks first, with the staff password again; the files already written stay.
    await new SettingsPage(page).goto('Copias de seguridad');
    await offsite.turnOff.click();
    await expect(offsite.turnOffDialog).toContainText('Los archivos que ya están en la carpeta siguen allí');
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await offsite.stop('no-es-la-clave');
    await expect(offsite.turnOffDialog.getByLabel('Contraseña del personal', { exact: true })).toHaveAccessibleDescription('La contraseña actual no es correcta');
    await offsite.stop(E2E_ADMIN_PASSWORD);
    await expect(dashboard.toast('Copia fuera del local desactivada', 'siguen allí')).toBeVisible();
    await expect(offsite.save).toBeVisible();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
