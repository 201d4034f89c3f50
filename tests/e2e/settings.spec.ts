import { readFileSync } from 'node:fs';
import { DEMO_VENUE, phoneHref } from '../../shared/venue';
import { dinerBooking } from '../helpers/booking';
import { startTestSmtp } from '../helpers/smtp';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { HomePage } from './pages/home-page';
import { LegalPage } from './pages/legal-page';
import { QrCodesPage } from './pages/qr-codes';
import { SettingsPage, type SettingsSection } from './pages/settings';
import { E2E_ADMIN_PASSWORD } from './serve-config';
import { severeViolations, wholePage } from './support';

// This spec's own server: renaming the venue must not reach the pages other specs are reading.
test.describe.configure({ mode: 'serial' });

/** The sections of 'Ajustes' in a browser ('Este ordenador' is the kiosk app's own). */
const SECTIONS: SettingsSection[] = [
  'Datos del local',
  'Calendario',
  'Acceso desde internet',
  'Tabletas del local',
  'Correo',
  'Recordatorios',
  'Códigos QR',
  'Copias de seguridad',
  'Privacidad',
  'Contraseña del personal',
];

test.beforeEach(async ({ page }) => {
  await new Dashboard(page).enter(E2E_ADMIN_PASSWORD);
});

test('the gear button in the dashboard header opens Ajustes with the venue as it is, and it has no serious accessibility problem at 1280 or 390 px', async ({ page }) => {
  // Two axe runs of the whole 'Ajustes' page: past 30 s on a slower machine.
  test.slow();
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Ajustes' }).click();
  const settings = new SettingsPage(page);
  await expect(settings.heading).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/ajustes$/);
  await expect(settings.field('Nombre')).toHaveValue('Valhalla');
  await expect(settings.field('Código postal')).toHaveValue('28430');
  // The whole signed-in page, on the front-desk PC and on a phone; later tests check the parts they change.
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await severeViolations(wholePage(page)), '390 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await settings.backToPanel.click();
  await expect(new Dashboard(page).tabs).toBeVisible();
});

test("the dashboard header's 'Calendario' opens Ajustes on its calendar, and 'Ajustes' on its first section", async ({ page }) => {
  const settings = new SettingsPage(page);
  const nav = page.getByRole('navigation', { name: 'Panel' });
  await nav.getByRole('link', { name: 'Calendario' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ajustes#calendario$/);
  await expect(settings.sectionLink('Calendario')).toHaveAttribute('aria-current', 'page');
  await expect(settings.calendar).toBeVisible();
  await expect(settings.venueForm).toBeHidden();
  await settings.backToPanel.click();
  await nav.getByRole('link', { name: 'Ajustes' }).click();
  await expect(settings.sectionLink('Datos del local')).toHaveAttribute('aria-current', 'page');
  await expect(settings.venueForm).toBeVisible();
  await expect(settings.calendar).toBeHidden();
});

test('the contents at the top of Ajustes open one section at a time, on a phone too, and back and forward follow them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.sectionLink('Datos del local')).toHaveAttribute('aria-current', 'page');
  await expect(settings.contents.getByRole('link')).toHaveText(SECTIONS);
  await settings.open('Copias de seguridad');
  await expect(page).toHaveURL(/\/dashboard\/ajustes#copias-de-seguridad$/);
  const backupsHeading = page.getByRole('heading', { level: 2, name: 'Copias de seguridad' });
  await expect(backupsHeading).toBeInViewport();
  await expect(backupsHeading).toBeFocused();
  await expect(settings.sectionLink('Copias de seguridad')).toHaveAttribute('aria-current', 'page');
  await expect(settings.sectionLink('Datos del local')).not.toHaveAttribute('aria-current');
  // One section at a time: the venue's form, and its 'Guardar cambios', are not on the screen.
  await expect(settings.venueForm).toBeHidden();
  await expect(settings.saveButton).toBeHidden();
  await settings.open('Datos del local');
  await expect(settings.venueForm.getByRole('heading', { level: 2, name: 'Datos del local' })).toBeInViewport();
  await expect(backupsHeading).toBeHidden();
  await page.goBack();
  await expect(backupsHeading).toBeVisible();
  await expect(settings.venueForm).toBeHidden();
  await page.goForward();
  await expect(settings.venueForm).toBeVisible();
});

test('what was typed in one section and not saved is still there after visiting another, and each section saves on its own', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.sectionLink('Datos del local')).toHaveAccessibleDescription('');
  await settings.field('Localidad').fill('Moralzarzal');
  // The contents say which sections hold changes not saved.
  await expect(settings.sectionLink('Datos del local')).toHaveAccessibleDescription('Cambios sin guardar');
  await settings.open('Correo');
  await settings.mailField('Servidor').fill('smtp.sin-guardar.es');
  await expect(settings.sectionLink('Correo')).toHaveAccessibleDescription('Cambios sin guardar');
  await expect(settings.sectionLink('Datos del local')).toHaveAccessibleDescription('Cambios sin guardar');
  await settings.open('Datos del local');
  await expect(settings.field('Localidad')).toHaveValue('Moralzarzal');
  await settings.open('Correo');
  await expect(settings.mailField('Servidor')).toHaveValue('smtp.sin-guardar.es');
  await settings.open('Privacidad');
  await settings.privacy.getByLabel('Meses que se guardan los datos de cada reserva').fill('18');
  await expect(settings.sectionLink('Privacidad')).toHaveAccessibleDescription('Cambios sin guardar');
  await settings.privacyButton('Guardar plazo').click();
  await expect(page.getByRole('status').filter({ hasText: 'Plazo guardado' })).toBeVisible();
  await expect(settings.sectionLink('Privacidad')).toHaveAccessibleDescription('');
  await expect(settings.sectionLink('Datos del local')).toHaveAccessibleDescription('Cambios sin guardar');
  // Saving one section sends only it: the others' unsaved words are neither stored nor lost.
  await settings.open('Datos del local');
  await expect(settings.field('Localidad')).toHaveValue('Moralzarzal');
  await page.reload();
  await expect(settings.field('Localidad')).toHaveValue('Alpedrete');
  await expect(settings.sectionLink('Datos del local')).toHaveAccessibleDescription('');
  await settings.open('Privacidad');
  await expect(settings.privacy.getByLabel('Meses que se guardan los datos de cada reserva')).toHaveValue('18');
});

test('every section of Ajustes has no serious accessibility problem and fits the width, at 1280 and 1024 px', async ({ page }) => {
  // Ten sections at two widths, an axe run each: past 30 s on a slower machine.
  test.slow();
  const settings = new SettingsPage(page);
  await settings.goto();
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const section of SECTIONS) {
      await settings.open(section);
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
      expect(await severeViolations(wholePage(page)), `${section}, ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${section}, ${width} px`).toBe(0);
    }
  }
});

test('wrong details get each field’s Spanish message, and nothing is stored', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.fill({ Nombre: '', 'Código postal': '2843', WhatsApp: '+34 612' });
  await settings.saveButton.click();
  await expect(settings.field('Nombre')).toHaveAccessibleDescription('Escribe el nombre del local (hasta 80 caracteres)');
  await expect(settings.field('Código postal')).toHaveAccessibleDescription('El código postal son 5 cifras');
  await expect(settings.field('WhatsApp')).toHaveAccessibleDescription(/^Con el prefijo del país y sin \+, como 34612345678\. ?El WhatsApp va con el prefijo del país y sin \+, como 34612345678$/);
  await page.reload();
  await expect(settings.field('Nombre')).toHaveValue('Valhalla');
});

test('an edit of the venue shows on the home page, its footer and the legal pages, and stays after a reload', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.fill({
    Nombre: 'La Posada del Valle',
    Teléfono: '+34 600 11 22 33',
    Localidad: 'Collado Villalba',
    'Razón social': 'Posada del Valle, S.L.',
  });
  await settings.saveButton.click();
  await expect(new Dashboard(page).toast('Datos del local guardados', '')).toBeVisible();

  const home = new HomePage(page, 'La Posada del Valle');
  for (const visit of [() => home.goto(), () => page.reload()]) {
    await visit();
    await expect(home.heading).toBeVisible();
    await expect(page).toHaveTitle('La Posada del Valle · Restaurante en Collado Villalba · Reservas y carta');
    await expect(home.footer).toContainText('Collado Villalba');
    await expect(home.footer).toContainText('© 2026 Posada del Valle, S.L.');
    await expect(home.footer.getByRole('link', { name: '+34 600 11 22 33' })).toHaveAttribute('href', phoneHref('+34 600 11 22 33'));
  }

  await page.goto('/aviso-legal');
  const legal = new LegalPage(page);
  await expect(page).toHaveTitle('Aviso legal · La Posada del Valle');
  await expect(legal.section('1. Identificación del titular')).toContainText('Posada del Valle, S.L.');
  await expect(legal.section('1. Identificación del titular')).toContainText('Collado Villalba');
  await expect(legal.content).toContainText('Esta web presenta el restaurante La Posada del Valle');
});

test('the mail server is set on Ajustes, a test message reaches the venue before saving and after, and the log shows a booking’s confirmation', async ({ page, request, adminToken }) => {
  const smtp = await startTestSmtp();
  try {
    const settings = new SettingsPage(page);
    await settings.goto('Correo');
    await expect(settings.mailLog).toContainText('Aún no se ha enviado ningún correo.');
    await expect(settings.mailButton('Enviar correo de prueba')).toHaveCount(0);
    await settings.mailField('Servidor').fill('127.0.0.1');
    await settings.mailField('Puerto').fill('');
    await settings.mailField('Remitente').fill('reservas');
    await settings.mailButton('Guardar correo').click();
    await expect(settings.mailField('Puerto')).toHaveAccessibleDescription('El puerto es un número entre 1 y 65535');
    await expect(settings.mailField('Remitente')).toHaveAccessibleDescription(/El remitente debe ser una dirección de correo válida$/);

    await settings.mailField('Puerto').fill(String(smtp.port));
    await settings.mailField('Seguridad').selectOption({ label: 'Ninguna' });
    await expect(settings.mailButton('Enviar correo de prueba')).toHaveCount(0);
    await settings.mailField('Remitente').fill('reservas@valhalla-alpedrete.es');
    // Valid as typed: the test message can go before anything is saved, and goes with what is typed.
    await settings.mailButton('Enviar correo de prueba').click();
    await expect(new Dashboard(page).toast(`Correo de prueba enviado a ${DEMO_VENUE.email}`, 'aún no está guardado: pulsa «Guardar correo»')).toBeVisible();
    await smtp.waitFor(1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Correo de prueba de las reservas']);
    expect((await (await request.get('/api/admin/settings/smtp', { headers: { authorization: `Bearer ${adminToken}` } })).json()) as unknown).toEqual({ settings: null });

    await settings.mailButton('Guardar correo').click();
    await expect(new Dashboard(page).toast('Servidor de correo guardado', '')).toBeVisible();
    await settings.mailButton('Enviar correo de prueba').click();
    await expect(new Dashboard(page).toast(`Correo de prueba enviado a ${DEMO_VENUE.email}`, '')).toBeVisible();
    await smtp.waitFor(2);
    expect(await severeViolations(wholePage(page).include('[aria-labelledby="correo"]'))).toEqual([]);

    const booked = await request.post('/api/reservations', { data: dinerBooking({ customerEmail: 'ajustes@example.com', date: '2026-11-26' }) });
    expect(booked.status()).toBe(201);
    await smtp.waitFor(3);
    await expect(async () => {
      await page.reload();
      await expect(settings.mailLog.getByRole('listitem')).toHaveCount(1, { timeout: 1_000 });
      await expect(settings.mailLog).toContainText('ajustes@example.com · Enviado', { timeout: 1_000 });
    }).toPass();
  } finally {
    await smtp.close();
  }
});

test('a provider fills the mail server in, a refused password is explained in the owner’s words only, and a changed server asks for the password again', async ({ page }) => {
  const smtp = await startTestSmtp({ login: { user: 'reservas@valhalla-alpedrete.es', password: 'clave-de-aplicacion' } });
  try {
    const settings = new SettingsPage(page);
    await settings.goto('Correo');
    await settings.mailField('Tu correo es de').selectOption({ label: 'Gmail o Google Workspace' });
    await expect(settings.mailField('Servidor')).toHaveValue('smtp.gmail.com');
    await expect(settings.mailField('Puerto')).toHaveValue('465');
    await expect(settings.mailField('Seguridad')).toHaveValue('tls');
    await expect(settings.mailField('Tu correo es de')).toHaveAccessibleDescription(/contraseña de aplicación/);

    // The stand-in for the provider: a real SMTP server on this machine that wants its own password.
    await settings.mailField('Servidor').fill('127.0.0.1');
    await expect(settings.mailField('Tu correo es de')).toHaveValue('');
    await settings.mailField('Puerto').fill(String(smtp.port));
    await settings.mailField('Seguridad').selectOption({ label: 'Ninguna' });
    await settings.mailField('Usuario').fill('reservas@valhalla-alpedrete.es');
    await settings.mailField('Contraseña del correo').fill('la-de-siempre');
    await settings.mailField('Remitente').fill('reservas@valhalla-alpedrete.es');
    await settings.mailButton('Guardar correo').click();
    await expect(new Dashboard(page).toast('Servidor de correo guardado', '')).toBeVisible();
    await settings.mailButton('Enviar correo de prueba').click();
    const failure = settings.mailForm.getByRole('alert').filter({ hasText: 'No se pudo enviar el correo de prueba' });
    await expect(failure).toContainText('El servidor no aceptó el usuario o la contraseña.');
    // What the mail server said stays in the server's log: on screen it would let a token holder read internal services.
    await expect(failure).not.toContainText(/535|Username and Password/);
    expect(await severeViolations(wholePage(page).include('[aria-labelledby="correo"]'))).toEqual([]);

    await settings.mailField('Contraseña del correo').fill('clave-de-aplicacion');
    await settings.mailButton('Guardar correo').click();
    await expect(new Dashboard(page).toast('Servidor de correo guardado', '')).toBeVisible();
    await settings.mailButton('Enviar correo de prueba').click();
    await expect(new Dashboard(page).toast(`Correo de prueba enviado a ${DEMO_VENUE.email}`, '')).toBeVisible();
    await expect(failure).toHaveCount(0);

    // Another port with the password left blank: the stored one is for the old server, so the screen asks for it again.
    const password = settings.mailField('Contraseña del correo');
    await expect(password).toHaveAccessibleDescription('Hay una guardada: déjala en blanco para no cambiarla.');
    await settings.mailField('Puerto').fill(String(smtp.port + 1));
    await expect(password).toHaveAccessibleDescription(/^Has cambiado el servidor, el puerto, la seguridad o el usuario: escribe de nuevo la contraseña\./);
    await settings.mailButton('Guardar correo').click();
    await expect(new Dashboard(page).toast('Servidor de correo guardado sin contraseña: escríbela y guarda de nuevo.', '')).toBeVisible();
    await expect(password).toHaveAccessibleDescription('No hay ninguna contraseña guardada: escríbela y guarda para que el servidor acepte los correos.');

    // Signing in with no encryption to another computer is refused before it is saved.
    await settings.mailField('Servidor').fill('smtp.valhalla-alpedrete.es');
    await settings.mailButton('Guardar correo').click();
    await expect(settings.mailField('Seguridad')).toHaveAccessibleDescription(/en «Seguridad» elige SSL\/TLS o STARTTLS/);
  } finally {
    await smtp.close();
  }
});

test("'Primeros pasos' shows each first step's state and follows the owner: the hours saved, a backup taken", async ({ page, request, adminToken }) => {
  // Two axe runs of 'Primeros pasos' and a backup taken: past 30 s on a slower machine.
  test.slow();
  const settings = new SettingsPage(page);
  await settings.goto();
  const steps = page.getByRole('region', { name: 'Primeros pasos' });
  const step = (title: string) => steps.getByRole('listitem').filter({ hasText: title });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  await expect(step('Describe el restaurante')).toContainText('Hecho');
  await expect(step('Abre la web a internet')).toContainText('Conecta el túnel en «Acceso desde internet» y pulsa «Comprobar».');
  await expect(step('Abre la web a internet').getByRole('link', { name: 'Abre la web a internet' })).toHaveAttribute('href', '#acceso-desde-internet');

  const auth = { authorization: `Bearer ${adminToken}` };
  const week = await (await request.get('/api/admin/calendar/week', { headers: auth })).json();
  expect((await request.put('/api/admin/calendar/week', { data: week, headers: auth })).ok()).toBe(true);
  await expect(step('Revisa el horario')).toContainText('Hecho', { timeout: 10_000 });
  // A step's link opens its section.
  await step('Haz una copia de seguridad').getByRole('link', { name: 'Haz una copia de seguridad' }).click();
  await expect(settings.sectionLink('Copias de seguridad')).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Copia de seguridad ahora' }).click();
  await expect(new Dashboard(page).toast('Copia de seguridad hecha', '')).toBeVisible();
  await settings.open('Datos del local');
  await expect(step('Haz una copia de seguridad')).toContainText('Hecho', { timeout: 10_000 });
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await severeViolations(wholePage(page).include('[aria-labelledby="primeros-pasos"]')), `${width} px`).toEqual([]);
  }
});

test('the staff password changes after the current one is given, and the new one signs in', async ({ page, request }) => {
  const settings = new SettingsPage(page);
  await settings.goto('Contraseña del personal');
  await settings.passwordField('Contraseña actual').fill('no-es-la-clave');
  await settings.passwordField('Nueva contraseña').fill('la-nueva-clave-del-local');
  await settings.passwordField('Repite la nueva contraseña').fill('la-nueva-clave-del-local');
  await settings.changePassword.click();
  await expect(settings.passwordField('Contraseña actual')).toHaveAccessibleDescription('La contraseña actual no es correcta');

  await settings.passwordField('Contraseña actual').fill(E2E_ADMIN_PASSWORD);
  await settings.passwordField('Repite la nueva contraseña').fill('la-nueva-clave-del-loca');
  await settings.changePassword.click();
  await expect(settings.passwordField('Repite la nueva contraseña')).toHaveAccessibleDescription('Las dos contraseñas nuevas no coinciden');

  await settings.passwordField('Repite la nueva contraseña').fill('la-nueva-clave-del-local');
  await settings.changePassword.click();
  await expect(new Dashboard(page).toast('Contraseña cambiada', 'Las demás sesiones se han cerrado.')).toBeVisible();
  await expect(settings.passwordField('Contraseña actual')).toHaveValue('');

  try {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await dashboard.logoutButton.click();
    await dashboard.signIn('la-nueva-clave-del-local');
    await expect(dashboard.tabs).toBeVisible();
  } finally {
    // The worker's server outlives this spec: it gets its password back.
    const signIn = await request.post('/api/auth/login', { data: { password: 'la-nueva-clave-del-local' } });
    const { sessionToken } = (await signIn.json()) as { sessionToken: string };
    await request.post('/api/admin/settings/password', {
      data: { currentPassword: 'la-nueva-clave-del-local', newPassword: E2E_ADMIN_PASSWORD, repeatPassword: E2E_ADMIN_PASSWORD },
      headers: { authorization: `Bearer ${sessionToken}` },
    });
  }
});

test('without a public address the page says what to set, and offers nothing to print', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto('Códigos QR');
  await settings.openQrCodes.click();
  const qr = new QrCodesPage(page);
  await expect(qr.heading).toBeVisible();
  await expect(qr.noAddress).toContainText('Conecta el túnel en «Acceso desde internet», en Ajustes (o pide a quien instaló el servidor que le ponga tu dominio)');
  await expect(qr.noAddress).not.toContainText('PUBLIC_URL');
  await expect(qr.sheet).toHaveCount(0);
  await expect(qr.printButton).toHaveCount(0);
  expect(await severeViolations(wholePage(page))).toEqual([]);
});

test('the dashboard opens to the restaurant’s network with its addresses for a tablet, and closes again', async ({ page, baseURL }) => {
  const settings = new SettingsPage(page);
  await settings.goto('Tabletas del local');
  const section = page.getByRole('region', { name: 'Tabletas del local' });
  const toggle = section.getByRole('checkbox', { name: 'Abrir el panel a la red del local' });
  await expect(toggle).not.toBeChecked();
  // The box follows the server's answer, so it is clicked rather than checked.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(section.getByText('En la tableta, abre:')).toBeVisible();
  const address = (await section.getByRole('listitem').first().textContent()) ?? '';
  expect(address).toMatch(new RegExp(`^http://\\d+\\.\\d+\\.\\d+\\.\\d+:${new URL(baseURL ?? '').port}/dashboard$`));
  // A tablet on the network reaches the dashboard at that address.
  expect((await page.request.get(address)).status()).toBe(200);
  expect(await severeViolations(wholePage(page).include('[aria-labelledby="tabletas-del-local"]'))).toEqual([]);
  await toggle.click();
  await expect(section.getByRole('listitem')).toHaveCount(0);
  await expect(toggle).not.toBeChecked();
});

test('inside the kiosk app (its preload bridge played by a stand-in in the page) the PC opens the app at login when ticked, and not once unticked; the page says it is kept awake, warns on battery, and lists what to set in Windows', async ({
  page,
}) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.heading).toBeVisible();
  // In a browser, a tablet's or the owner's phone, the block does not exist.
  await expect(settings.computerSection).toHaveCount(0);
  await expect(settings.contents.getByRole('link', { name: 'Este ordenador' })).toHaveCount(0);

  await page.addInitScript(() => {
    let startAtLogin = false;
    const calls: boolean[] = [];
    Object.assign(window, {
      kioskCalls: calls,
      venueKiosk: {
        getStartAtLogin: async () => startAtLogin,
        setStartAtLogin: async (enabled: boolean) => {
          calls.push(enabled);
          startAtLogin = enabled;
          return startAtLogin;
        },
        chooseFolder: async () => null,
        getPowerState: async () => ({ keptAwake: true, onBattery: true }),
      },
    });
  });
  await settings.goto();
  await settings.contents.getByRole('link', { name: 'Este ordenador' }).click();
  await expect(settings.computerSection.getByRole('heading', { name: 'Este ordenador' })).toBeInViewport();
  await expect(settings.startAtLogin).not.toBeChecked();
  await expect(settings.computerSection).toContainText('Así la sala está lista aunque alguien apague el ordenador o se vaya la luz.');
  const power = settings.computerSection.getByRole('status');
  await expect(power).toContainText('la aplicación impide que el ordenador se suspenda mientras está abierta');
  await expect(power).toContainText('Ahora el ordenador funciona con batería');
  await expect(settings.computerSection.getByRole('listitem').filter({ hasText: '«Nunca»' })).toBeVisible();
  await expect(settings.computerSection.getByRole('listitem').filter({ hasText: 'Restore on AC Power Loss' })).toBeVisible();
  await settings.startAtLogin.click();
  await expect(settings.startAtLogin).toBeChecked();
  await expect(page.getByText('La aplicación se abrirá al encender el ordenador').first()).toBeVisible();
  expect(await severeViolations(wholePage(page).include('[aria-labelledby="este-ordenador"]'))).toEqual([]);
  await settings.startAtLogin.click();
  await expect(settings.startAtLogin).not.toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { kioskCalls: boolean[] }).kioskCalls)).toEqual([true, false]);
});

test('a backup taken on demand is listed with its date, kind and size, and downloads as a zip', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto('Copias de seguridad');
  const section = page.getByRole('region', { name: 'Copias de seguridad' });
  await expect(section).toContainText('Próxima copia nocturna: martes, 24 de noviembre de 2026, 4:00');
  await section.getByRole('button', { name: 'Copia de seguridad ahora' }).click();
  const copy = section.getByRole('list', { name: 'Copias de seguridad' }).getByRole('listitem').first();
  await expect(copy).toContainText('Hecha a mano');
  await expect(copy).toContainText(/\d,\d MB/);
  const [download] = await Promise.all([page.waitForEvent('download'), copy.getByRole('button', { name: /^Descargar la copia del lunes, 23 de noviembre de 2026/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^copia-[a-z-]+-\d{8}T\d{9}Z-manual\.zip$/);
  const saved = await download.path();
  expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
  expect(await severeViolations(wholePage(page).include('[aria-labelledby="copias-de-seguridad"]'))).toEqual([]);
});

test('Privacidad: a diner’s data downloads as JSON and is erased after a confirmation; a shorter period is saved', async ({ page, request }) => {
  const booked = await request.post('/api/reservations', {
    data: dinerBooking({ customerEmail: 'borrame@example.com', date: '2026-11-27', specialRequests: 'Celíaca' }),
  });
  expect(booked.status()).toBe(201);
  const { confirmationNumber } = (await booked.json()) as { confirmationNumber: string };
  const settings = new SettingsPage(page);
  await settings.goto('Privacidad');
  await settings.findGuest('borrame@example.com');
  const [download] = await Promise.all([page.waitForEvent('download'), settings.privacyButton('Descargar sus datos').click()]);
  expect(download.suggestedFilename()).toBe('datos-borrame@example.com.json');
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as { bookings: { confirmationNumber: string; specialRequests: string }[] };
  expect(exported.bookings).toEqual([expect.objectContaining({ confirmationNumber, specialRequests: 'Celíaca' })]);

  await settings.privacyButton('Borrar sus datos').click();
  const confirm = page.getByRole('dialog', { name: 'Borrar los datos de este cliente' });
  await expect(confirm).toContainText('borrame@example.com');
  expect(await severeViolations(wholePage(page).include('[role="dialog"]'))).toEqual([]);
  await confirm.getByRole('button', { name: 'Sí, borrar sus datos' }).click();
  // The confirmation e-mail too, where an earlier test of this spec set a mail server.
  await expect(page.getByRole('status').filter({ hasText: /Datos borrados: 1 reserva, 0 solicitudes, [01] correos? y 0 entradas de la lista de espera\./ })).toBeVisible();
  const search = await request.post('/api/reservations/search', { data: { email: 'borrame@example.com', confirmationNumber } });
  expect(await search.json()).toEqual([]);

  // A wrong contact is told in Spanish, under the field.
  await settings.findGuest('no-es-un-email');
  await settings.privacyButton('Borrar sus datos').click();
  await expect(settings.privacy.getByRole('alert')).toHaveText('Email inválido');

  await settings.privacy.getByLabel('Meses que se guardan los datos de cada reserva').fill('12');
  await settings.privacyButton('Guardar plazo').click();
  await expect(page.getByRole('status').filter({ hasText: 'Plazo guardado' })).toBeVisible();
  await page.goto('/politica-privacidad');
  await expect(page.getByText('12 meses')).toBeVisible();
});

test('a copy restored on Ajustes after the password, undoes a later booking and reloads every open screen', async ({ page, context }) => {
  const settings = new SettingsPage(page);
  await settings.goto('Copias de seguridad');
  const section = page.getByRole('region', { name: 'Copias de seguridad' });
  await section.getByRole('button', { name: 'Copia de seguridad ahora' }).click();
  await expect(new Dashboard(page).toast('Copia de seguridad hecha', '')).toBeVisible();
  const later = await page.request.post('/api/reservations', { data: dinerBooking({ date: '2026-11-27', customerEmail: 'despues@example.com' }) });
  expect(later.status()).toBe(201);
  const { id } = (await later.json()) as { id: string };

  // Another screen: the dashboard on a second tab, marked so its reload shows.
  const other = await context.newPage();
  const dashboard = new Dashboard(other);
  await dashboard.goto();
  await expect(dashboard.live).toHaveText('En directo');
  await other.evaluate(() => Object.assign(window, { antesDeRestaurar: true }));

  const newest = section.getByRole('list', { name: 'Copias de seguridad' }).getByRole('listitem').first();
  await newest.getByRole('button', { name: /^Restaurar la copia del / }).click();
  const dialog = page.getByRole('dialog', { name: '¿Restaurar esta copia?' });
  await expect(dialog).toContainText('lo que se haya hecho después desaparece');
  await dialog.getByLabel('Contraseña del personal').fill('no-es-esta');
  await dialog.getByRole('button', { name: 'Restaurar esta copia' }).click();
  await expect(dialog.getByLabel('Contraseña del personal')).toHaveAccessibleDescription('La contraseña actual no es correcta');
  expect(await severeViolations(wholePage(page).include('[role="dialog"]'))).toEqual([]);

  await dialog.getByLabel('Contraseña del personal').fill(E2E_ADMIN_PASSWORD);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Restaurar esta copia' }).click()]);
  await expect(settings.heading).toBeVisible();
  await expect.poll(() => other.evaluate(() => 'antesDeRestaurar' in window), { timeout: 15_000 }).toBe(false);
  await expect(dashboard.tabs).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('admin-session-token'));
  const day = await page.request.get('/api/reservations/date/2026-11-27', { headers: { authorization: `Bearer ${token}` } });
  expect(((await day.json()) as { id: string }[]).map((booking) => booking.id)).not.toContain(id);
  await expect(page.getByRole('region', { name: 'Copias de seguridad' })).toContainText('Antes de restaurar');
});
