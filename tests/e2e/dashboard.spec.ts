/**
 * The staff dashboard's sign-in and frame against the real server. Only one wrong password is
 * typed in the whole run: the login limiter counts failures per address for every spec.
 */
import { expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { E2E_ADMIN_PASSWORD } from './serve-config';
import { severeViolations, wholePage } from './support';

test.describe('signing in', () => {
  test('refuses a wrong password, then lets the right one in, and stays signed in across a reload', async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.signInForm).toBeVisible();
    await expect(dashboard.backHome).toHaveAttribute('href', '/');

    await dashboard.signIn('no-es-esta');
    await expect(dashboard.toast('Acceso denegado', 'Contraseña incorrecta')).toBeVisible();
    await expect(dashboard.password).toHaveValue('');
    expect(await dashboard.storedToken()).toBeNull();

    await dashboard.signIn(E2E_ADMIN_PASSWORD);
    await expect(dashboard.toast('Acceso concedido', 'Bienvenido al dashboard de administración')).toBeVisible();
    await expect(dashboard.tabs).toBeVisible();
    expect(await dashboard.storedToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.reload();
    await expect(dashboard.tabs).toBeVisible();
    await expect(dashboard.signInForm).toHaveCount(0);
  });

  test('says the password could not be checked when the server is out of reach', async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
    await dashboard.signIn(E2E_ADMIN_PASSWORD);
    await expect(dashboard.toast('Error de conexión', 'No se pudo verificar la contraseña')).toBeVisible();
    await expect(dashboard.signInForm).toBeVisible();
  });
});

test.describe('the signed-in frame', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  });

  test('shows reservas and menu, keeps mesas hidden but reachable, and is live', async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.tab('Reservas')).toHaveAttribute('aria-selected', 'true');
    await expect(dashboard.tab('Menú')).toBeVisible();
    await expect(dashboard.tab('Mesas')).toHaveCount(0);
    await expect(dashboard.live).toHaveText('En directo');

    await dashboard.tab('Menú').click();
    await expect(dashboard.panel('Menú')).toBeVisible();
    await expect(page).toHaveURL(/tab=menu/);

    await page.keyboard.press('Alt+3');
    await expect(dashboard.panel('Mesas')).toBeVisible();
    await page.reload();
    await expect(dashboard.panel('Mesas')).toBeVisible();
    await dashboard.goto('?tab=reservas');
    await expect(dashboard.panel('Reservas')).toBeVisible();
  });

  test('signs out: the token is forgotten and the password screen returns', async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.tabs).toBeVisible();
    await dashboard.logoutButton.click();
    await expect(dashboard.signInForm).toBeVisible();
    expect(await dashboard.storedToken()).toBeNull();
  });

  test('a stale session goes back to the password screen', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('admin-session-token', 'caducado'));
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.signInForm).toBeVisible();
    expect(await dashboard.storedToken()).toBeNull();
  });

  for (const width of [1024, 1280]) {
    test(`has no serious or critical accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 1024 ? 768 : 800 });
      const dashboard = new Dashboard(page);
      await dashboard.goto();
      await expect(dashboard.live).toHaveText('En directo');
      expect(await severeViolations(wholePage(page))).toEqual([]);
      await page.keyboard.press('Alt+3');
      await expect(dashboard.panel('Mesas')).toBeVisible();
      expect(await severeViolations(wholePage(page))).toEqual([]);
    });
  }
});

test('the sign-in screen has no serious or critical accessibility violations', async ({ page }) => {
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await expect(dashboard.signInForm).toBeVisible();
  expect(await severeViolations(wholePage(page))).toEqual([]);
});
