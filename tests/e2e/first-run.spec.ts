import { VENUE_MESSAGES } from '../../shared/messages/venue';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { FirstRunScreen } from './pages/first-run';
import { HomePage } from './pages/home-page';
import { SettingsPage } from './pages/settings';
import { severeViolations, wholePage } from './support';

// A new install of its own: no ADMIN_PASSWORD, an empty database.
test.use({ seed: 'none', freshInstall: true });

test('a new install: the site says it is not set up yet, the dashboard asks for the password, then the venue, then opens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: VENUE_MESSAGES.notConfigured })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a Ajustes' }).click();

  const firstRun = new FirstRunScreen(page);
  await expect(firstRun.heading).toBeVisible();
  await expect(firstRun.password).toBeFocused();
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await firstRun.choose('clave-nueva-del-local', 'clave-nueva-del-locaI');
  await expect(firstRun.repeat).toHaveAccessibleDescription('Las dos contraseñas nuevas no coinciden');

  await firstRun.choose('clave-nueva-del-local');
  const dashboard = new Dashboard(page);
  await expect(dashboard.toast('Contraseña guardada', 'Ahora describe el local')).toBeVisible();
  const settings = new SettingsPage(page);
  await expect(settings.heading).toBeVisible();
  await expect(settings.field('Nombre')).toHaveValue('');

  await settings.fill({
    Nombre: 'Casa Lucía',
    Teléfono: '918 50 00 00',
    'Correo de contacto': 'hola@casalucia.es',
    WhatsApp: '34600000000',
    'Enlace a las reseñas': 'https://maps.google.com/?cid=1',
    'Enlace a las fotos (Instagram u otra red)': 'https://www.instagram.com/casalucia/',
    'Calle y número': 'Plaza Mayor, 3',
    'Código postal': '28430',
    Localidad: 'Alpedrete',
    Provincia: 'Madrid',
    'Razón social': 'Casa Lucía, S.L.',
    'NIF o CIF': 'B12345678',
    'Correo para protección de datos': 'privacidad@casalucia.es',
  });
  await settings.saveButton.click();
  await expect(dashboard.tabs).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await dashboard.logoutButton.click();
  await expect(dashboard.signInForm).toBeVisible();
  await expect(firstRun.heading).toHaveCount(0);

  const home = new HomePage(page, 'Casa Lucía');
  await home.goto();
  await expect(home.footer).toContainText('Plaza Mayor, 3');
});
