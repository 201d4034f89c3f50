/**
 * The public menu against the real server. The dishes a test needs are made through the staff
 * API in a category of its own, so the demo menu other tests read stays as seeded.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { publicGroups } from '../../shared/menu-order';
import type { CategoryComplete } from '../../shared/menu-types';
import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { PublicMenu } from './pages/public-menu';
import { recordReads, severeViolations, wholePage } from './support';

const PHOTO = readFileSync(fileURLToPath(new URL('../fixtures/phone-photo-rotated.jpg', import.meta.url)));

async function staffPost<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const answer = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) throw new Error(`POST ${path}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A section, a category in it and its dishes, made for one test. */
async function aCategory(request: APIRequestContext, token: string, name: string, products: object[]) {
  const section = await staffPost<{ id: number }>(request, token, '/api/admin/menu/sections', { name: `Sección ${name}`, displayOrder: 900 });
  const category = await staffPost<{ id: number }>(request, token, '/api/admin/menu/categories', { name, menuSectionId: section.id });
  for (const product of products) await staffPost(request, token, '/api/admin/menu/products', { categoryId: category.id, ...product });
  return { sectionId: section.id, categoryId: category.id };
}

async function uploadPhoto(request: APIRequestContext, token: string): Promise<string> {
  const { uploadURL } = await staffPost<{ uploadURL: string }>(request, token, '/api/objects/upload', {});
  const sent = await request.put(uploadURL, { data: PHOTO, headers: { 'content-type': 'image/jpeg' } });
  expect(sent.ok()).toBe(true);
  return new URL(uploadURL).pathname.replace('/api', '');
}

test.beforeEach(async ({ page }) => {
  await new PublicMenu(page).acceptCookies();
});

test('walks from the sections to a section and a category, and back', async ({ page, request, adminToken }) => {
  const { sectionId, categoryId } = await aCategory(request, adminToken, 'Paseo por la carta', [
    { name: 'Sopa castellana', price: '7.5', tags: ['casero'], allergens: ['Gluten', 'Huevos'], description: 'Con pan y huevo' },
  ]);
  const menu = new PublicMenu(page);
  await page.goto('/menu');
  await expect(menu.heading).toHaveText('Carta');
  await expect(menu.navLink('Volver al inicio')).toHaveAttribute('href', '/');
  await menu.link('Sección Paseo por la carta').click();
  await expect(page).toHaveURL(`/menu/seccion/${sectionId}`);
  await expect(menu.heading).toHaveText('Sección Paseo por la carta');
  await expect(menu.navLink('Atrás')).toHaveAttribute('href', '/menu');
  await menu.link('Paseo por la carta').click();
  await expect(page).toHaveURL(`/menu/categoria/${categoryId}`);
  await expect(menu.group('Otros productos')).toBeVisible();
  const soup = menu.product('Sopa castellana');
  await expect(soup).toContainText('7,50 €');
  await expect(soup).toContainText('Con pan y huevo');
  await expect(soup).toContainText('casero');
  await expect(soup).toContainText('Alérgenos: Gluten, Huevos');
  await menu.navLink('Atrás').click();
  await expect(page).toHaveURL(`/menu/seccion/${sectionId}`);
});

test('says so when the menu, a section or a category is empty or fails to load', async ({ page, request, adminToken }) => {
  const menu = new PublicMenu(page);
  const home = new HomePage(page);
  // /menu arrives drawn with its sections; reached from the home page, the app reads them itself.
  await page.route('**/api/menu/sections', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  await home.menuLink.click();
  await expect(menu.notice('No hay secciones disponibles')).toBeVisible();
  await expect(menu.notice('Vuelve más tarde para ver nuestro menú actualizado.')).toBeVisible();
  await page.unroute('**/api/menu/sections');
  await page.route('**/api/menu/sections', (route) => route.fulfill({ status: 500, json: { message: 'Error interno del servidor' } }));
  await page.goto('/');
  await home.menuLink.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar el menú' })).toContainText('Por favor, intenta recargar la página.');

  const empty = await staffPost<{ id: number }>(request, adminToken, '/api/admin/menu/sections', { name: 'Sección Vacía', displayOrder: 901 });
  await page.goto(`/menu/seccion/${empty.id}`);
  await expect(menu.notice('No hay categorías disponibles en esta sección')).toBeVisible();
  await expect(menu.notice('Esta sección está en construcción. Vuelve más tarde.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Atrás' })).toHaveAttribute('href', '/menu');
  await page.goto('/menu/seccion/999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar las categorías' })).toBeVisible();

  const { categoryId } = await aCategory(request, adminToken, 'Categoría Sin Platos', []);
  await page.goto(`/menu/categoria/${categoryId}`);
  await expect(menu.notice('No hay productos en esta categoría')).toBeVisible();
  await expect(menu.notice('Esta categoría está en construcción. Vuelve más tarde.')).toBeVisible();
  await page.goto('/menu/categoria/999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar los productos' })).toBeVisible();
});

test('enlarges a photo with name and price, and closes it with Escape, outside or the button', async ({ page, request, adminToken }) => {
  const imageUrl = await uploadPhoto(request, adminToken);
  const { categoryId } = await aCategory(request, adminToken, 'Platos con Foto', [{ name: 'Chuletón a la brasa', price: '32', imageUrl }]);
  const menu = new PublicMenu(page);
  await page.goto(`/menu/categoria/${categoryId}`);
  const enlarged = menu.enlarged('Chuletón a la brasa');
  await menu.enlargeButton('Chuletón a la brasa').click();
  await expect(enlarged).toContainText('32,00 €');
  await page.keyboard.press('Escape');
  await expect(enlarged).toHaveCount(0);
  await menu.enlargeButton('Chuletón a la brasa').click();
  await expect(enlarged).toBeVisible();
  // Radix starts listening for a tap outside from a timer set as the dialog opens; under load the
  // test can tap first, which no diner can: tap again until that listener is there.
  await expect(async () => {
    await page.mouse.click(5, 5);
    await expect(enlarged).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await menu.enlargeButton('Chuletón a la brasa').click();
  await expect(enlarged).toBeVisible();
  await enlarged.getByRole('button', { name: 'Cerrar' }).click();
  await expect(enlarged).toHaveCount(0);
});

test('loads a photo progressively: the tiny blurred preview first, then the size a phone needs, sharp', async ({ page, request, adminToken }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const imageUrl = await uploadPhoto(request, adminToken);
  // The page's first dish loads its photo at once (the server hints it); the progression shows on the next ones.
  const { categoryId } = await aCategory(request, adminToken, 'Fotos Progresivas', [
    { name: 'Plato sin foto', displayOrder: 1 },
    { name: 'Plato Progresivo', imageUrl, displayOrder: 2 },
  ]);
  const asked: string[] = [];
  // The sized photo is held back a moment, as on a weak terrace signal, so the preview has its turn.
  await page.route(`**${imageUrl}?size=mobile`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  page.on('request', (sent) => {
    if (sent.url().includes(imageUrl)) asked.push(new URL(sent.url()).search);
  });
  const menu = new PublicMenu(page);
  await page.goto(`/menu/categoria/${categoryId}`);
  const photo = menu.product('Plato Progresivo').locator('[data-image-state]');
  await expect(photo).toHaveAttribute('data-image-state', 'preview');
  await expect(photo).toHaveAttribute('data-image-state', 'sharp');
  expect(asked).toEqual(expect.arrayContaining(['?size=ultraTiny', '?size=mobile']));
});

test("shows 'Sin imagen' when both the sized photo and the original fail", async ({ page, request, adminToken }) => {
  const imageUrl = await uploadPhoto(request, adminToken);
  const { categoryId } = await aCategory(request, adminToken, 'Fotos Rotas', [{ name: 'Plato Sin Foto', imageUrl }]);
  await page.route('**/objects/uploads/**', (route) => route.fulfill({ status: 404, body: '' }));
  const menu = new PublicMenu(page);
  await page.goto(`/menu/categoria/${categoryId}`);
  await expect(menu.product('Plato Sin Foto')).toContainText('Sin imagen');
});

test("counts a like at once, takes it back when the server fails, and counts a second visitor's like", async ({ page, request, adminToken }) => {
  const { categoryId } = await aCategory(request, adminToken, 'Platos Queridos', [{ name: 'Tarta de queso' }]);
  const menu = new PublicMenu(page);
  await page.goto(`/menu/categoria/${categoryId}`);
  const like = menu.likeButton('Tarta de queso');
  await expect(like).toHaveAccessibleName('Me gusta: Tarta de queso, 0');

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/menu/products/*/like', async (route) => {
    await held;
    await route.fulfill({ status: 503, json: { message: 'No disponible' } });
  });
  await like.click();
  await expect(like).toHaveAccessibleName('Me gusta: Tarta de queso, 1');
  await expect(like).toBeDisabled();
  release();
  await expect(like).toHaveAccessibleName('Me gusta: Tarta de queso, 0');
  await expect(like).toBeEnabled();
  await page.unroute('**/api/menu/products/*/like');

  // The like's answer carries the visitor's cookie: a reload before it arrives would drop it.
  const liked = page.waitForResponse((answer) => answer.url().endsWith('/like') && answer.request().method() === 'POST');
  await like.click();
  await expect(like).toHaveAccessibleName('Me gusta: Tarta de queso, 1');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect((await liked).ok()).toBe(true);
  const complete = (await (await request.get(`/api/menu/categories/${categoryId}/complete`)).json()) as { products: { id: number }[] };
  const second = await request.post(`/api/menu/products/${complete.products[0]?.id}/like`, { data: {} });
  expect(second.ok()).toBe(true);
  await page.reload();
  await expect(like).toHaveAccessibleName('Me gusta: Tarta de queso, 2');
  // The page arrives drawn with this visitor's likes (their cookie), not everyone's.
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(await (await page.request.get(`/menu/categoria/${categoryId}`)).text()).toMatch(/<button type="button" aria-pressed="true"[^>]*><span class="sr-only">Me gusta: Tarta de queso, <\/span>/);
});

test('hides the dishes with an allergen the diner avoids, and keeps the choice in the address across a reload, on other pages and in the search, until it is cleared in one tap', async ({
  page,
  request,
  adminToken,
}) => {
  const { categoryId } = await aCategory(request, adminToken, 'Panadería', [
    { name: 'Pan de pueblo', allergens: ['Gluten'] },
    { name: 'Ensalada verde', allergens: [] },
  ]);
  const menu = new PublicMenu(page);
  await page.goto(`/menu/categoria/${categoryId}`);
  const filter = page.getByRole('region', { name: 'Filtrar por alérgenos' });
  await filter.getByRole('button', { name: 'Filtrar por alérgenos' }).click();
  await filter.getByRole('checkbox', { name: 'Sin gluten' }).check();
  await expect(menu.product('Pan de pueblo')).toHaveCount(0);
  await expect(menu.product('Ensalada verde')).toBeVisible();
  // Folded again, it still says what it hides.
  await filter.getByRole('button', { name: 'Ver los platos' }).click();
  await expect(filter.getByRole('checkbox')).toHaveCount(0);
  await expect(filter.getByRole('status')).toHaveText('Filtro: sin gluten. 1 plato oculto por contener los alérgenos elegidos.');
  await expect(page).toHaveURL(/\?sin=Gluten$/);
  await page.reload();
  await expect(menu.product('Pan de pueblo')).toHaveCount(0);

  // Another page of the menu, reached without it in the address, keeps the choice, and so does the search.
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/menu\?sin=Gluten$/);
  await expect(filter.getByRole('status')).toHaveText('Filtro: sin gluten.');
  await page.getByRole('searchbox', { name: 'Buscar en la carta' }).fill('pan de pueblo');
  await expect(filter.getByRole('status')).toHaveText('Filtro: sin gluten. 1 plato oculto por contener los alérgenos elegidos.');
  await expect(menu.product('Pan de pueblo')).toHaveCount(0);

  // One tap clears it everywhere.
  await filter.getByRole('button', { name: 'Quitar filtro' }).click();
  await expect(menu.product('Pan de pueblo')).toBeVisible();
  await expect(page).toHaveURL(/\/menu\?q=pan\+de\+pueblo$/);
  await page.goto(`/menu/categoria/${categoryId}`);
  await expect(menu.product('Pan de pueblo')).toBeVisible();
  await expect(filter).not.toContainText('Filtro:');
});

test("keeps a sold-out dish on the menu, marked 'Agotado'", async ({ page, request, adminToken }) => {
  const { categoryId } = await aCategory(request, adminToken, 'Platos del Día', [{ name: 'Cocido madrileño', isAvailable: false, price: '16' }]);
  const menu = new PublicMenu(page);
  await page.goto(`/menu/categoria/${categoryId}`);
  await expect(menu.product('Cocido madrileño')).toContainText('Agotado');
});

test('draws a group of 25 dishes as a virtualised list: only those in view are in the page, the last one reachable by scrolling', async ({ page, request, adminToken }) => {
  const dishes = Array.from({ length: 25 }, (_, i) => ({ name: `Tapa ${String(i + 1).padStart(2, '0')}`, displayOrder: i + 1, price: '3' }));
  const { categoryId } = await aCategory(request, adminToken, 'Barra de Tapas', dishes);
  const menu = new PublicMenu(page);
  await page.goto(`/menu/categoria/${categoryId}`);
  const list = page.getByRole('region', { name: '25 productos' });
  await expect(menu.product('Tapa 01')).toBeVisible();
  expect(await list.getByRole('article').count()).toBeLessThan(25);
  await expect(menu.product('Tapa 25')).toHaveCount(0);
  await list.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(menu.product('Tapa 25')).toBeVisible();
});

test('searches the whole menu whatever the accents, keeps the search in the address, and leads to the dish’s category', async ({ page, request, adminToken }) => {
  const { categoryId } = await aCategory(request, adminToken, 'Buscador de platos', [
    { name: 'Croquetas de Guijuelo', price: '9.5', description: 'De jamón ibérico', allergens: ['Gluten', 'Leche'] },
    { name: 'Tarta de café', price: '5' },
  ]);
  const menu = new PublicMenu(page);
  await page.goto('/menu');
  await menu.searchBox.fill('c');
  await expect(menu.searchStatus).toHaveText('Escribe al menos 2 letras para buscar en la carta');
  await expect(menu.link('Sección Buscador de platos')).toBeVisible();

  await menu.searchBox.fill('croqueta GUIJUELO');
  const croquetas = menu.product('Croquetas de Guijuelo');
  await expect(croquetas).toContainText('9,50 €');
  await expect(croquetas).toContainText('Alérgenos: Gluten, Lácteos');
  await expect(menu.searchStatus).toHaveText('1 plato encontrado');
  await expect(menu.link('Sección Buscador de platos')).toHaveCount(0);
  await expect(page).toHaveURL('/menu?q=croqueta+GUIJUELO');

  await page.reload();
  await expect(menu.searchBox).toHaveValue('croqueta GUIJUELO');
  await expect(croquetas).toBeVisible();
  await menu.likeButton('Croquetas de Guijuelo').click();
  await expect(menu.likeButton('Croquetas de Guijuelo')).toHaveAccessibleName('Me gusta: Croquetas de Guijuelo, 1');
  await expect(menu.likeButton('Croquetas de Guijuelo')).toHaveAttribute('aria-pressed', 'true');

  await menu.link('Ver en Buscador de platos').click();
  await expect(page).toHaveURL(`/menu/categoria/${categoryId}`);
  await expect(menu.likeButton('Croquetas de Guijuelo')).toHaveAccessibleName('Me gusta: Croquetas de Guijuelo, 1');
  await page.goBack();
  await expect(menu.searchBox).toHaveValue('croqueta GUIJUELO');
  await expect(croquetas).toBeVisible();

  await menu.searchBox.fill('tarta cafe');
  await expect(menu.product('Tarta de café')).toBeVisible();
  await menu.searchBox.fill('zanahoria voladora');
  await expect(menu.notice('No hay platos que coincidan con «zanahoria voladora»')).toBeVisible();
  await page.getByRole('button', { name: 'Ver todas las secciones' }).click();
  await expect(menu.searchBox).toHaveValue('');
  await expect(menu.link('Sección Buscador de platos')).toBeVisible();
  await expect(page).toHaveURL('/menu');
});

test('each menu page has no serious or critical accessibility violations', async ({ page, request, adminToken }) => {
  const { sectionId, categoryId } = await aCategory(request, adminToken, 'Carta Accesible', [{ name: 'Pisto manchego', allergens: ['Apio'], tags: ['vegano'] }]);
  const menu = new PublicMenu(page);
  for (const path of ['/menu', '/menu?q=pisto', `/menu/seccion/${sectionId}`, `/menu/categoria/${categoryId}`]) {
    await page.goto(path);
    await expect(menu.heading).toBeVisible();
    await expect(menu.loading).toHaveCount(0);
    await expect(menu.link('Ver en Carta Accesible')).toHaveCount(path.includes('?q=') ? 1 : 0);
    expect(await severeViolations(wholePage(page)), path).toEqual([]);
  }
});

test('on a phone, a category page arrives with its dishes, fetches its first photo and its script once, and its code in a handful of files: the server hints them and the page uses the hints', async ({
  page,
  request,
}) => {
  const complete = (await (await request.get('/api/menu/categories/1/complete')).json()) as CategoryComplete;
  const first = publicGroups(complete.products, complete.subcategories)[0]!.products[0]!;
  await page.setViewportSize({ width: 390, height: 844 });
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname + new URL(sent.url()).search));
  const menu = new PublicMenu(page);
  const answer = await page.goto('/menu/categoria/1');
  const link = answer?.headers().link ?? '';
  // The dishes are in the page itself: no read of them to hint, none made.
  expect(link).not.toContain('/api/menu/categories/1/complete');
  expect(link).toContain(`<${first.imageUrl}?size=mobile>; rel=preload`);
  // The page is drawn: its scripts come after the stylesheet and the photo.
  const script = /<(\/assets\/MenuCategoryPage-[\w-]+\.js)>; rel=modulepreload; fetchpriority=low/.exec(link)?.[1];
  expect(script).toBeDefined();
  await expect(menu.product(first.name).locator('[data-image-state="sharp"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path === '/api/menu/categories/1/complete')).toHaveLength(0);
  expect(fetched.filter((path) => path === `${first.imageUrl}?size=mobile`)).toHaveLength(1);
  expect(fetched.filter((path) => path === script)).toHaveLength(1);
  // Each file costs a weak phone connection a request: the framework, the diner's shared parts, the
  // menu's, the entry, the screen and the bundler's runtime, not two dozen slivers.
  expect(fetched.filter((path) => path.startsWith('/assets/') && path.endsWith('.js')).length).toBeLessThanOrEqual(6);
});

test.describe('reading ahead by the venue schedule', () => {
  test('closed hours (Monday 12:00): the home page reads the menu sections at once, and nothing else ahead', async ({ page }) => {
    const reads = recordReads(page);
    await page.goto('/');
    await expect.poll(() => reads).toContain('/api/menu/sections');
    await page.waitForLoadState('networkidle');
    expect(reads).not.toContain('/api/menu/categories');
    expect(reads).not.toContain('/api/tables/availability');
  });

  test('service hours (Monday 21:00): sections, categories and tonight’s tables read ahead, and a category read when pointed at', async ({ page, request, adminToken }) => {
    const { sectionId, categoryId } = await aCategory(request, adminToken, 'Lectura anticipada', [{ name: 'Gazpacho', price: '6' }]);
    await page.clock.setFixedTime(new Date('2026-11-23T21:00:00+01:00'));
    const reads = recordReads(page);
    await page.goto('/');
    await expect.poll(() => reads).toEqual(expect.arrayContaining(['/api/menu/sections', '/api/menu/categories', '/api/tables/availability']));

    const menu = new PublicMenu(page);
    await page.goto(`/menu/seccion/${sectionId}`);
    await expect(menu.link('Lectura anticipada')).toBeVisible();
    const dishes = `/api/menu/categories/${categoryId}/complete`;
    expect(reads).not.toContain(dishes);
    await menu.link('Lectura anticipada').hover();
    await expect.poll(() => reads).toContain(dishes);
    await menu.link('Lectura anticipada').click();
    await expect(menu.product('Gazpacho')).toBeVisible();
    expect(reads.filter((path) => path === dishes)).toHaveLength(1);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu names the venue, its category tiles fit and read white on near-black, a category is compact with a bar to jump to its groups, and 'Ampliar' fills the screen's width", async ({
    page,
    request,
  }) => {
    const menu = new PublicMenu(page);
    const venue = (await (await request.get('/api/venue')).json()) as { name: string };
    await page.goto('/menu');
    await expect(page.getByRole('main').getByText(venue.name, { exact: true })).toBeVisible();

    // Every demo section's tiles: the words inside the tile, and white on a background measured from the screen.
    const sections = (await (await request.get('/api/menu/sections')).json()) as { id: number }[];
    for (const section of sections) {
      // Other tests add sections of their own; one without categories has no tiles.
      if (((await (await request.get(`/api/menu/sections/${section.id}/categories`)).json()) as unknown[]).length === 0) continue;
      await page.goto(`/menu/seccion/${section.id}`);
      const texts = page.locator('[data-tile-text]');
      await expect(texts.first()).toBeVisible();
      for (const text of await texts.all()) {
        const fits = await text.evaluate((element) => {
          const tile = element.closest('a')?.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          // No word cut in two across lines: each word's text lies on one line.
          const node = element.firstChild;
          const whole = [...(node?.textContent ?? '').matchAll(/\S+/g)].every((word) => {
            const range = document.createRange();
            range.setStart(node as Node, word.index);
            range.setEnd(node as Node, word.index + word[0].length);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size === 1;
          });
          return whole && element.scrollWidth <= element.clientWidth && tile !== undefined && box.right <= tile.right - 8 && box.left >= tile.left + 8;
        });
        expect(fits, (await text.textContent()) ?? '').toBe(true);
        await text.scrollIntoViewIfNeeded();
        // The text made transparent, what is left behind it is the background it is read on.
        await text.evaluate((element) => ((element as HTMLElement).style.color = 'transparent'));
        const shot = await text.screenshot();
        await text.evaluate((element) => ((element as HTMLElement).style.color = ''));
        const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
        let brightest = 0;
        for (let at = 0; at < data.length; at += info.channels) {
          const [r, g, b] = [data[at], data[at + 1], data[at + 2]].map((value) => {
            const c = (value ?? 0) / 255;
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          }) as [number, number, number];
          brightest = Math.max(brightest, 0.2126 * r + 0.7152 * g + 0.0722 * b);
        }
        expect(1.05 / (brightest + 0.05), `contrast of «${await text.textContent()}»`).toBeGreaterThanOrEqual(4.5);
      }
    }

    // A category of several groups: compact cards, the bar of groups, 'más'.
    const categories = (await (await request.get('/api/menu/categories')).json()) as { id: number }[];
    let chosen: CategoryComplete | null = null;
    for (const category of categories) {
      const complete = (await (await request.get(`/api/menu/categories/${category.id}/complete`)).json()) as CategoryComplete;
      if (publicGroups(complete.products, complete.subcategories).length > 1) {
        chosen = complete;
        break;
      }
    }
    expect(chosen).not.toBeNull();
    const complete = chosen as CategoryComplete;
    await page.goto(`/menu/categoria/${complete.category.id}`);
    const first = complete.products[0]?.name ?? '';
    const card = menu.product(publicGroups(complete.products, complete.subcategories)[0]?.products[0]?.name ?? first);
    await expect(card).toBeVisible();
    expect((await card.boundingBox())?.height).toBeLessThanOrEqual(260);
    const bar = page.getByRole('navigation', { name: 'Grupos de la categoría' });
    const groups = publicGroups(complete.products, complete.subcategories);
    const last = groups.at(-1);
    const lastTitle = last?.subcategory?.name ?? 'Otros productos';
    await bar.getByRole('link', { name: lastTitle }).click();
    await expect(page.getByRole('heading', { level: 2, name: lastTitle })).toBeInViewport();
    await expect(bar).toBeInViewport();

    const long = complete.products.find((product) => (product.description?.length ?? 0) > 90);
    if (long) {
      const more = menu.product(long.name).getByRole('button', { name: 'más' });
      await more.click();
      await expect(menu.product(long.name).getByRole('button', { name: 'menos' })).toHaveAttribute('aria-expanded', 'true');
    }

    const photo = complete.products.find((product) => product.imageUrl);
    if (photo) {
      await menu.enlargeButton(photo.name).click();
      const image = menu.enlarged(photo.name).getByRole('img', { name: photo.name });
      await expect(image).toBeVisible();
      expect((await image.boundingBox())?.width).toBeGreaterThanOrEqual(370);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
