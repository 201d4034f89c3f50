/** /admin/subcategorias against the real server. */
import { expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { SubcategoriesScreen } from './pages/subcategories';
import { recordReads, severeViolations, wholePage } from './support';

test('asks a signed-out visitor for the staff password', async ({ page }) => {
  const screen = new SubcategoriesScreen(page);
  await screen.goto();
  await expect(new Dashboard(page).signInForm).toBeVisible();
  await expect(screen.heading).toHaveCount(0);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  });

  test('in service hours the screen reads the day’s bookings and tables ahead for the dashboard', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T19:00:00+01:00'));
    const reads = recordReads(page);
    await new SubcategoriesScreen(page).goto();
    await expect.poll(() => reads).toEqual(expect.arrayContaining(['/api/reservations/date/2026-11-23', '/api/admin/tables']));
  });

  test('creates, hides, edits and deletes a subcategory, keeping its lists without asking the server again', async ({ page, request, adminToken }) => {
    const made = await request.post('/api/admin/menu/categories', { data: { name: 'Categoría de Pantalla' }, headers: { authorization: `Bearer ${adminToken}` } });
    expect(made.status()).toBe(201);
    const screen = new SubcategoriesScreen(page);
    const dashboard = new Dashboard(page);
    await screen.goto();
    await expect(screen.heading).toBeVisible();
    await expect(screen.table.getByRole('columnheader')).toHaveText(['Nombre', 'Categoría', 'Descripción', 'Orden', 'Estado', 'Acciones']);
    let listReads = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'GET' && sent.url().endsWith('/api/admin/menu/subcategories')) listReads++;
    });

    await screen.addButton.click();
    const create = screen.dialog('Nueva Subcategoría');
    await expect(create.getByLabel('Nombre')).toHaveAttribute('placeholder', 'Ej: Entrantes Calientes');
    await expect(create.getByLabel('Orden de visualización')).toHaveValue('0');
    await create.getByLabel('Nombre').fill('Guisos de cuchara');
    await create.getByLabel('Categoría').selectOption({ label: 'Categoría de Pantalla' });
    await create.getByRole('button', { name: 'Crear' }).click();
    await expect(dashboard.toast('Subcategoría creada', 'La subcategoría se ha creado correctamente')).toBeVisible();
    await expect(create).toHaveCount(0);
    const row = screen.row('Guisos de cuchara');
    await expect(row.getByRole('cell')).toHaveText(['Categoría de Pantalla', 'Sin descripción', '0', 'Visible', /Ocultar Guisos de cuchara del menú/]);

    await row.getByRole('button', { name: 'Ocultar Guisos de cuchara del menú' }).click();
    await expect(row).toContainText('Oculta');

    await row.getByRole('button', { name: 'Editar Guisos de cuchara' }).click();
    const edit = screen.dialog('Editar Subcategoría');
    await expect(edit.getByLabel('Nombre')).toHaveValue('Guisos de cuchara');
    await edit.getByLabel('Descripción').fill('Los de la abuela');
    await edit.getByLabel('Orden de visualización').fill('3');
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await expect(dashboard.toast('Subcategoría actualizada', 'Los cambios se han guardado correctamente').first()).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText(['Categoría de Pantalla', 'Los de la abuela', '3', 'Oculta', /Mostrar Guisos de cuchara en el menú/]);

    await row.getByRole('button', { name: 'Eliminar Guisos de cuchara' }).click();
    await page.getByRole('alertdialog', { name: '¿Estás seguro de que quieres eliminar esta subcategoría?' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(dashboard.toast('Subcategoría eliminada', 'La subcategoría se ha eliminado correctamente')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(listReads).toBe(0);
  });

  test('has no serious or critical accessibility violations, dialog open or not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const screen = new SubcategoriesScreen(page);
    await screen.goto();
    await expect(screen.table).toBeVisible();
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await screen.addButton.click();
    await expect(screen.dialog('Nueva Subcategoría')).toBeVisible();
    expect(await severeViolations(wholePage(page))).toEqual([]);
  });
});
