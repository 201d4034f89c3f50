/** The dashboard's menu tab against the real server: every item made here has its own name. */
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { MenuAdmin } from './pages/menu-admin';
import { severeViolations, wholePage } from './support';

test.beforeEach(async ({ page, adminToken }) => {
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
});

async function staffCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object): Promise<T> {
  const answer = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) throw new Error(`${method} ${path}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

test('creates a section, a category in it, a subcategory and a product with two allergens, served by the public menu', async ({ page, request, adminToken }) => {
  const menu = new MenuAdmin(page);
  const dashboard = new Dashboard(page);
  await menu.goto();

  await menu.sections.getByRole('button', { name: 'Nueva sección' }).click();
  const sectionForm = menu.dialog('Nueva sección');
  await sectionForm.getByRole('button', { name: 'Crear' }).click();
  await expect(sectionForm.getByText('El nombre es obligatorio')).toBeVisible();
  await sectionForm.getByLabel('Nombre').fill('Temporada E2E');
  await sectionForm.getByLabel('Orden').fill('0');
  await sectionForm.getByRole('button', { name: 'Crear' }).click();
  await expect(sectionForm.getByText('El orden debe ser un entero entre 1 y 999')).toBeVisible();
  await sectionForm.getByLabel('Orden').fill('9');
  await sectionForm.getByRole('button', { name: 'Crear' }).click();
  await expect(dashboard.toast('Sección creada', '')).toBeVisible();

  await menu.sectionFilter('Temporada E2E').click();
  await expect(menu.categories.getByText('No hay categorías en esta sección.')).toBeVisible();
  await menu.categories.getByRole('button', { name: 'Nueva categoría' }).click();
  const categoryForm = menu.dialog('Nueva categoría');
  await expect(categoryForm.getByLabel('Sección')).toHaveValue(/\d+/);
  await categoryForm.getByLabel('Nombre').fill('Setas de otoño');
  await categoryForm.getByRole('button', { name: 'Crear' }).click();
  await expect(dashboard.toast('Categoría creada', '')).toBeVisible();
  await expect(menu.item(menu.categories, 'Setas de otoño')).toBeVisible();

  await menu.subcategories.getByRole('button', { name: 'Nueva subcategoría' }).click();
  const subcategoryForm = menu.dialog('Nueva subcategoría');
  await expect(subcategoryForm.getByLabel('Categoría')).toHaveValue(/\d+/);
  await subcategoryForm.getByLabel('Nombre').fill('A la plancha');
  await subcategoryForm.getByRole('button', { name: 'Crear' }).click();
  await expect(dashboard.toast('Subcategoría creada', 'La subcategoría se ha creado correctamente')).toBeVisible();

  await menu.products.getByRole('button', { name: 'Nuevo producto' }).click();
  const productForm = menu.dialog('Nuevo producto');
  await productForm.getByLabel('Nombre').fill('Boletus con yema');
  await productForm.getByLabel('Precio (€)').fill('14.50');
  await productForm.getByLabel('Subcategoría').selectOption({ label: 'A la plancha' });
  await productForm.getByLabel('Etiquetas').fill('temporada, para compartir');
  await productForm.getByRole('checkbox', { name: 'Huevos' }).check();
  await productForm.getByRole('checkbox', { name: 'Gluten' }).check();
  await productForm.getByRole('button', { name: 'Crear' }).click();
  await expect(dashboard.toast('Producto creado', '')).toBeVisible();
  const group = await menu.openProducts('Setas de otoño');
  await expect(menu.item(group, 'Boletus con yema')).toContainText('14,50 €');

  const categories = await staffCall<{ id: number; name: string }[]>(request, adminToken, 'GET', '/api/admin/menu/categories');
  const category = categories.find((c) => c.name === 'Setas de otoño');
  const complete = (await (await request.get(`/api/menu/categories/${category?.id}/complete`)).json()) as {
    products: { name: string; price: string; allergens: string[]; tags: string[]; subcategoryId: number }[];
    subcategories: { id: number; name: string }[];
  };
  expect(complete.products).toMatchObject([{ name: 'Boletus con yema', price: '14.50', allergens: ['Gluten', 'Huevos'], tags: ['temporada', 'para compartir'] }]);
  expect(complete.subcategories.find((s) => s.id === complete.products[0]?.subcategoryId)?.name).toBe('A la plancha');
});

test('edits and deletes a product, a subcategory, a category and a section', async ({ page, request, adminToken }) => {
  const section = await staffCall<{ id: number }>(request, adminToken, 'POST', '/api/admin/menu/sections', { name: 'Sección Editable' });
  const category = await staffCall<{ id: number }>(request, adminToken, 'POST', '/api/admin/menu/categories', { name: 'Categoría Editable', menuSectionId: section.id });
  await staffCall(request, adminToken, 'POST', '/api/admin/menu/subcategories', { name: 'Subcategoría Editable', categoryId: category.id });
  await staffCall(request, adminToken, 'POST', '/api/admin/menu/products', { name: 'Producto Editable', categoryId: category.id, price: '5' });
  const menu = new MenuAdmin(page);
  const dashboard = new Dashboard(page);
  await menu.goto();
  await menu.sectionFilter('Sección Editable').click();

  const group = await menu.openProducts('Categoría Editable');
  await menu.item(group, 'Producto Editable').getByRole('button', { name: 'Editar Producto Editable' }).click();
  await menu.dialog('Editar producto').getByLabel('Precio (€)').fill('6.25');
  await menu.dialog('Editar producto').getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dashboard.toast('Producto actualizado', '')).toBeVisible();
  await expect(menu.item(group, 'Producto Editable')).toContainText('6,25 €');
  await menu.remove(group, 'Producto Editable');
  await expect(dashboard.toast('Producto eliminado', '')).toBeVisible();
  await expect(menu.item(group, 'Producto Editable')).toHaveCount(0);

  await menu.item(menu.subcategories, 'Subcategoría Editable').getByRole('button', { name: 'Editar Subcategoría Editable' }).click();
  await menu.dialog('Editar subcategoría').getByLabel('Nombre').fill('Subcategoría Renombrada');
  await menu.dialog('Editar subcategoría').getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dashboard.toast('Subcategoría actualizada', 'Los cambios se han guardado correctamente')).toBeVisible();
  await menu.remove(menu.subcategories, 'Subcategoría Renombrada');
  await expect(dashboard.toast('Subcategoría eliminada', 'La subcategoría se ha eliminado correctamente')).toBeVisible();

  await menu.item(menu.categories, 'Categoría Editable').getByRole('button', { name: 'Editar Categoría Editable' }).click();
  await menu.dialog('Editar categoría').getByLabel('Descripción').fill('Ahora con descripción');
  await menu.dialog('Editar categoría').getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dashboard.toast('Categoría actualizada', '')).toBeVisible();
  await expect(menu.item(menu.categories, 'Categoría Editable')).toContainText('Ahora con descripción');
  await menu.remove(menu.categories, 'Categoría Editable');
  await expect(dashboard.toast('Categoría eliminada', '')).toBeVisible();

  await menu.sections.getByRole('button', { name: 'Editar Sección Editable' }).click();
  await menu.dialog('Editar sección').getByLabel('Visible en la carta').uncheck();
  await menu.dialog('Editar sección').getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dashboard.toast('Sección actualizada', '')).toBeVisible();
  await menu.sections.getByRole('button', { name: 'Eliminar Sección Editable' }).click();
  await page.getByRole('alertdialog', { name: '¿Eliminar «Sección Editable»?' }).getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(dashboard.toast('Sección eliminada', '')).toBeVisible();
  await expect(menu.sectionFilter('Sección Editable')).toHaveCount(0);
});

test('hides a product at once from its row, and the public menu stops serving it', async ({ page, request, adminToken }) => {
  const category = await staffCall<{ id: number }>(request, adminToken, 'POST', '/api/admin/menu/categories', { name: 'Categoría Visibilidad' });
  await staffCall(request, adminToken, 'POST', '/api/admin/menu/products', { name: 'Plato Ocultable', categoryId: category.id });
  const menu = new MenuAdmin(page);
  await menu.goto();
  const group = await menu.openProducts('Categoría Visibilidad');
  const eye = menu.item(group, 'Plato Ocultable').getByRole('button', { name: 'Visible en la carta: Plato Ocultable' });
  await expect(eye).toHaveAttribute('aria-pressed', 'true');
  await eye.click();
  await expect(eye).toHaveAttribute('aria-pressed', 'false');
  await expect(menu.item(group, 'Plato Ocultable')).toContainText('Oculto');
  await expect.poll(async () => ((await (await request.get(`/api/menu/categories/${category.id}/complete`)).json()) as { products: unknown[] }).products).toEqual([]);
});

test('says a product deleted on another screen no longer exists when saved here, and closes the form', async ({ page, request, adminToken }) => {
  const category = await staffCall<{ id: number }>(request, adminToken, 'POST', '/api/admin/menu/categories', { name: 'Categoría Compartida' });
  const product = await staffCall<{ id: number }>(request, adminToken, 'POST', '/api/admin/menu/products', { name: 'Plato Efímero', categoryId: category.id });
  const menu = new MenuAdmin(page);
  const dashboard = new Dashboard(page);
  await menu.goto();
  const group = await menu.openProducts('Categoría Compartida');
  await menu.item(group, 'Plato Efímero').getByRole('button', { name: 'Editar Plato Efímero' }).click();
  await staffCall(request, adminToken, 'DELETE', `/api/admin/menu/products/${product.id}`);
  await menu.dialog('Editar producto').getByLabel('Nombre').fill('Plato Renombrado');
  await menu.dialog('Editar producto').getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dashboard.toast('Error', 'El producto ya no existe. Es posible que haya sido eliminado.')).toBeVisible();
  await expect(menu.dialog('Editar producto')).toHaveCount(0);
  await expect(menu.item(group, 'Plato Efímero')).toHaveCount(0);
});

test('a phone photo uploaded from the product form ends up upright, and a file that is not a photo is refused', async ({ page, request, adminToken }) => {
  await staffCall(request, adminToken, 'POST', '/api/admin/menu/categories', { name: 'Categoría Con Fotos' });
  const menu = new MenuAdmin(page);
  const dashboard = new Dashboard(page);
  await menu.goto();
  await menu.products.getByRole('button', { name: 'Nuevo producto' }).click();
  const form = menu.dialog('Nuevo producto');
  await form.getByLabel('Nombre').fill('Plato Fotografiado');
  await form.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Categoría Con Fotos' });

  await form.getByLabel('Elegir imagen').setInputFiles(fileURLToPath(new URL('../fixtures/not-a-photo.jpg', import.meta.url)));
  await expect(form.getByRole('alert').filter({ hasText: 'Error al subir la imagen. Inténtalo de nuevo.' })).toBeVisible();

  await form.getByLabel('Elegir imagen').setInputFiles(fileURLToPath(new URL('../fixtures/phone-photo-rotated.jpg', import.meta.url)));
  await expect(form.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Crear' })).toBeEnabled();
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(dashboard.toast('Producto creado', '')).toBeVisible();

  const categories = await staffCall<{ id: number; name: string }[]>(request, adminToken, 'GET', '/api/admin/menu/categories');
  const id = categories.find((c) => c.name === 'Categoría Con Fotos')?.id;
  const complete = (await (await request.get(`/api/menu/categories/${id}/complete`)).json()) as { products: { imageUrl: string | null }[] };
  const imageUrl = complete.products[0]?.imageUrl ?? '';
  expect(imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
  const variant = await request.get(`${imageUrl}?size=mobile`);
  expect(variant.ok()).toBe(true);
  const { width = 0, height = 0 } = await sharp(await variant.body()).metadata();
  expect(height).toBeGreaterThan(width);
});

test('a category renamed in one window shows in another window of the browser at once, without its live stream', async ({ page, context, request, adminToken }) => {
  await staffCall(request, adminToken, 'POST', '/api/admin/menu/categories', { name: 'Categoría Viajera' });
  const other = await context.newPage();
  await other.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  // Only the spec's storage message can reach this window: its live updates are cut.
  await other.route('**/api/admin/events', (route) => route.abort());
  const watching = new MenuAdmin(other);
  await watching.goto();
  await expect(watching.item(watching.categories, 'Categoría Viajera')).toBeVisible();

  const menu = new MenuAdmin(page);
  await menu.goto();
  await menu.item(menu.categories, 'Categoría Viajera').getByRole('button', { name: 'Editar Categoría Viajera' }).click();
  await menu.dialog('Editar categoría').getByLabel('Nombre').fill('Categoría Llegada');
  await menu.dialog('Editar categoría').getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(watching.item(watching.categories, 'Categoría Llegada')).toBeVisible();
  await expect(watching.item(watching.categories, 'Categoría Viajera')).toHaveCount(0);
});

test('the menu tab has no serious or critical accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const menu = new MenuAdmin(page);
  await menu.goto();
  await menu.openProducts('Entrantes para compartir');
  await expect(menu.products.getByRole('listitem').first()).toBeVisible();
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await menu.products.getByRole('button', { name: 'Nuevo producto' }).click();
  await expect(menu.dialog('Nuevo producto')).toBeVisible();
  expect(await severeViolations(wholePage(page))).toEqual([]);
});
