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
  await settings.goto('Acceso desde internet');
  // In an owner's words: what a tunnel is, the steps numbered, what the free plan does to diners, no setting names.
  await expect(settings.tunnelForm).toContainText('Lo más sencillo es un túnel: un servicio (ngrok) que da a tu web una dirección en internet');
  await expect(settings.tunnelForm.getByRole('listitem')).toHaveCount(4);
  await expect(settings.tunnelForm.getByRole('listitem').nth(1)).toHaveText(/abre «Your Authtoken» y copia el token/);
  await expect(settings.tunnelForm).toContainText('Con el plan gratuito, cada cliente ve primero una página de aviso de ngrok');
  await expect(settings.tunnelForm).not.toContainText(/PUBLIC_URL|NGROK_|Caddy/);
  await settings.tunnelButton('Comprobar').click();
  await expect(settings.tunnelForm.getByRole('status').filter({ hasText: 'Aún no hay dirección pública' })).toBeVisible();
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
  // The stand-in's address leads nowhere from here: 'Comprobar' says so instead of claiming diners arrive.
  await settings.tunnelButton('Comprobar').click();
  await expect(settings.tunnelForm.getByRole('status').filter({ hasText: 'valhalla.ngrok.app' })).toContainText(/no existe en internet|no contesta|Nadie contesta/, { timeout: 15_000 });
  expect(await severeViolations(wholePage(page))).toEqual([]);

  await settings.open('Códigos QR');
  await settings.openQrCodes.click();
  await expect(new QrCodesPage(page).card('Nuestra carta')).toContainText(`${TUNNEL_URL}/menu`);

  await new Dashboard(page).goto();
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Túnel' })).toHaveText(`Túnel: Conectado · ${TUNNEL_URL}`);
});

test('with a fake ngrok: a token ngrok refuses is said in Spanish, and the tunnel can be turned off', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.goto('Acceso desde internet');
  await settings.tunnelField('Token de ngrok').fill('tok_caducado');
  await settings.tunnelButton('Guardar y conectar').click();
  await expect(settings.tunnelState).toHaveText('Error: ngrok no acepta el token. Cópialo de nuevo desde tu panel de ngrok (Your Authtoken).');

  await settings.tunnelButton('Desconectar el túnel').click();
  await expect(settings.tunnelState).toHaveText('Desactivado');
  await expect(settings.tunnelForm).toContainText('Aún ninguna');
  await new Dashboard(page).goto();
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Túnel' })).toHaveCount(0);
});
