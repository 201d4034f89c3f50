import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { QrCodesPage } from './pages/qr-codes';
import { SettingsPage } from './pages/settings';
import { E2E_ADMIN_PASSWORD } from './serve-config';
import { severeViolations, wholePage } from './support';

const TUNNEL_URL = 'https://valhalla.ngrok.app';

// This spec's own server, with a fake ngrok: the first connection opens, the next is refused.
test.use({ ngrokAnswers: [TUNNEL_URL, 'refused'] });
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await new Dashboard(page).enter(E2E_ADMIN_PASSWORD);
});

test('with a fake ngrok: the owner connects the tunnel on Ajustes, and the header and the QR codes show its address', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.tunnelForm).toContainText('Con el plan gratuito de ngrok, quien abre la web desde un navegador ve antes una página de aviso');
  await expect(settings.tunnelState).toHaveText('Desactivado');
  await expect(settings.tunnelButton('Desconectar el túnel')).toHaveCount(0);

  await settings.tunnelField('Dominio reservado (opcional)').fill('valhalla');
  await settings.tunnelButton('Guardar y conectar').click();
  await expect(settings.tunnelField('Dominio reservado (opcional)')).toHaveAccessibleDescription(/Escribe el dominio reservado como aparece en ngrok/);

  await settings.tunnelField('Token de ngrok').fill('tok_de_prueba_1');
  await settings.tunnelField('Dominio reservado (opcional)').fill('valhalla.ngrok.app');
  await settings.tunnelButton('Guardar y conectar').click();
  await expect(settings.tunnelState).toHaveText('Conectado');
  await expect(settings.tunnelForm).toContainText(TUNNEL_URL);
  await expect(settings.tunnelField('Token de ngrok')).toHaveValue('');
  await expect(settings.tunnelField('Token de ngrok')).toHaveAccessibleDescription('Hay uno guardado: déjalo en blanco para no cambiarlo.');
  expect(await severeViolations(wholePage(page))).toEqual([]);

  await settings.openQrCodes.click();
  await expect(new QrCodesPage(page).card('Nuestra carta')).toContainText(`${TUNNEL_URL}/menu`);

  await new Dashboard(page).goto();
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Túnel' })).toHaveText(`Túnel: Conectado · ${TUNNEL_URL}`);
});

test('with a fake ngrok: a token ngrok refuses is said in Spanish, and the tunnel can be turned off', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.tunnelField('Token de ngrok').fill('tok_caducado');
  await settings.tunnelButton('Guardar y conectar').click();
  await expect(settings.tunnelState).toHaveText('Error: ngrok no acepta el token. Cópialo de nuevo desde tu panel de ngrok (Your Authtoken).');

  await settings.tunnelButton('Desconectar el túnel').click();
  await expect(settings.tunnelState).toHaveText('Desactivado');
  await expect(settings.tunnelForm).toContainText('Aún ninguna');
  await new Dashboard(page).goto();
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Túnel' })).toHaveCount(0);
});
