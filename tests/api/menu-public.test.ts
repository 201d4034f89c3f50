import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGENS } from '../../shared/allergens';
import type { CategoryComplete, MenuCategory, MenuProduct, MenuSearchAnswer, MenuSection } from '../../shared/menu-types';
import { startTestServer, type TestServer } from '../helpers/server';

/** The visitor cookie a like answer set, ready to send back as a Cookie header. */
function visitorCookie(headers: Headers): string | null {
  const setCookie = headers.getSetCookie().find((cookie) => cookie.startsWith('visitor_id='));
  return setCookie ? setCookie.split(';')[0]! : null;
}

describe('public menu', () => {
  let server: TestServer;
  let token: string;
  const ids: Record<string, number> = {};

  async function create(kind: string, key: string, body: Record<string, unknown>): Promise<void> {
    const answer = await server.request<{ id: number }>(`/api/admin/menu/${kind}`, { method: 'POST', token, body });
    expect(answer.status).toBe(201);
    ids[key] = answer.body.id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login();
    await create('sections', 'bebidas', { name: 'Bebidas', displayOrder: 2 });
    await create('sections', 'carta', { name: 'Carta', displayOrder: 1 });
    await create('sections', 'hiddenSection', { name: 'Menú de Navidad', isVisible: false });
    await create('categories', 'vinos', { name: 'Vinos', menuSectionId: ids.bebidas, displayOrder: 2 });
    await create('categories', 'cervezas', { name: 'Cervezas', menuSectionId: ids.bebidas, displayOrder: 1, description: 'Bien frías' });
    await create('categories', 'hiddenCategory', { name: 'Cócteles', menuSectionId: ids.bebidas, isVisible: false });
    await create('categories', 'inHiddenSection', { name: 'Turrones', menuSectionId: ids.hiddenSection });
    await create('categories', 'loose', { name: 'Sugerencias', displayOrder: 3 });
    await create('subcategories', 'tintos', { name: 'Tintos', categoryId: ids.vinos });
    await create('subcategories', 'hiddenSub', { name: 'Espumosos', categoryId: ids.vinos, isVisible: false });
    await create('products', 'rioja', { name: 'Rioja crianza', categoryId: ids.vinos, price: '3.8', displayOrder: 2, tags: '["Recomendado"]', allergens: '["Dióxido de azufre y sulfitos"]' });
    await create('products', 'verdejo', { name: 'Verdejo', categoryId: ids.vinos, price: 3.5, displayOrder: 1 });
    await create('products', 'garnacha', { name: 'Garnacha', categoryId: ids.vinos, subcategoryId: ids.tintos, price: '' });
    await create('products', 'hiddenProduct', { name: 'Vino de la casa', categoryId: ids.vinos, isVisible: false });
    await create('products', 'inHiddenSub', { name: 'Cava', categoryId: ids.vinos, subcategoryId: ids.hiddenSub });
    await create('products', 'inHiddenCategory', { name: 'Mojito', categoryId: ids.hiddenCategory });
    await create('products', 'inHiddenSection', { name: 'Turrón de Jijona', categoryId: ids.inHiddenSection });
    await create('products', 'caña', { name: 'Caña', categoryId: ids.cervezas, price: 2.2 });
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('sections', () => {
    it('lists only visible sections, in display order', async () => {
      const answer = await server.request<MenuSection[]>('/api/menu/sections');
      expect(answer.status).toBe(200);
      expect(answer.body.map((section) => section.name)).toEqual(['Carta', 'Bebidas']);
      expect(answer.body[0]).toMatchObject({ id: ids.carta, description: null, imageUrl: null, displayOrder: 1, isVisible: true });
    });

    it('answers one visible section', async () => {
      const answer = await server.request<MenuSection>(`/api/menu/sections/${ids.bebidas}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: ids.bebidas, name: 'Bebidas' });
    });

    it.each(['hiddenSection', 'unknown'])('answers 404 for a %s section', async (key) => {
      const answer = await server.request(`/api/menu/sections/${ids[key] ?? 9999}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: 'Sección no encontrada' });
    });

    it('lists the visible categories of a section, in display order', async () => {
      const answer = await server.request<MenuCategory[]>(`/api/menu/sections/${ids.bebidas}/categories`);
      expect(answer.status).toBe(200);
      expect(answer.body.map((category) => category.name)).toEqual(['Cervezas', 'Vinos']);
      expect(answer.body[0]).toMatchObject({ description: 'Bien frías', menuSectionId: ids.bebidas });
    });

    it('hides the categories of a hidden section', async () => {
      const answer = await server.request(`/api/menu/sections/${ids.hiddenSection}/categories`);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Sección no encontrada');
    });
  });

  describe('categories', () => {
    it('lists every public category: visible, in no section or in a visible one', async () => {
      const answer = await server.request<MenuCategory[]>('/api/menu/categories');
      expect(answer.status).toBe(200);
      expect(answer.body.map((category) => category.name)).toEqual(['Cervezas', 'Vinos', 'Sugerencias']);
    });

    it('answers a category page with its visible products and subcategories in display order', async () => {
      const answer = await server.request<CategoryComplete>(`/api/menu/categories/${ids.vinos}/complete`);
      expect(answer.status).toBe(200);
      expect(answer.body.category).toMatchObject({ id: ids.vinos, name: 'Vinos', menuSectionId: ids.bebidas });
      expect(answer.body.subcategories.map((subcategory) => subcategory.name)).toEqual(['Tintos']);
      expect(answer.body.products.map((product) => product.name)).toEqual(['Verdejo', 'Garnacha', 'Rioja crianza']);
      expect(answer.body.products.find((product) => product.id === ids.rioja)).toMatchObject({
        price: '3.80',
        categoryId: ids.vinos,
        subcategoryId: null,
        tags: ['Recomendado'],
        allergens: ['Dióxido de azufre y sulfitos'],
        isAvailable: true,
        likesCount: 0,
        userHasLiked: false,
      });
      expect(answer.body.products.find((product) => product.id === ids.garnacha)).toMatchObject({ price: null, subcategoryId: ids.tintos });
    });

    it.each(['hiddenCategory', 'inHiddenSection', 'unknown'])('answers 404 for the page of a %s category', async (key) => {
      const answer = await server.request(`/api/menu/categories/${ids[key] ?? 9999}/complete`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: 'Categoría no encontrada' });
    });
  });

  describe('products', () => {
    it('answers a visible product', async () => {
      const answer = await server.request<MenuProduct>(`/api/products/${ids.verdejo}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: ids.verdejo, name: 'Verdejo', price: '3.50', tags: [], allergens: [], likesCount: 0, userHasLiked: false });
    });

    it.each(['hiddenProduct', 'inHiddenSub', 'inHiddenCategory', 'inHiddenSection', 'unknown'])('answers 404 for a %s product', async (key) => {
      const answer = await server.request(`/api/products/${ids[key] ?? 9999}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: 'Producto no encontrado' });
    });
  });

  it.each(['/api/menu/sections/abc', '/api/menu/sections/0/categories', '/api/menu/categories/1.5/complete', '/api/menu/categories/-2/complete', '/api/products/uno'])(
    'answers 400 for the bad id in %s',
    async (path) => {
      const answer = await server.request(path);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Identificador inválido');
    },
  );

  describe('likes', () => {
    let first: string;
    let second: string;

    it('counts a like and gives a new visitor a long-lived httpOnly cookie', async () => {
      const answer = await server.request(`/api/menu/products/${ids.rioja}/like`, { method: 'POST', body: {} });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ likesCount: 1, userHasLiked: true });
      const setCookie = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('visitor_id='))!;
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\//);
      const maxAgeDays = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1]) / 86_400;
      expect(maxAgeDays).toBeGreaterThan(700);
      first = visitorCookie(answer.headers)!;
    });

    it('changes nothing when the same visitor likes again', async () => {
      const answer = await server.request(`/api/menu/products/${ids.rioja}/like`, { method: 'POST', body: {}, headers: { cookie: first } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ likesCount: 1, userHasLiked: true });
      expect(visitorCookie(answer.headers)).toBeNull();
    });

    it('counts a second visitor', async () => {
      const answer = await server.request(`/api/menu/products/${ids.rioja}/like`, { method: 'POST', body: {} });
      expect(answer.body).toEqual({ likesCount: 2, userHasLiked: true });
      second = visitorCookie(answer.headers)!;
      expect(second).not.toBe(first);
    });

    it('tells each caller whether they liked the product', async () => {
      const other = await server.request(`/api/menu/products/${ids.verdejo}/like`, { method: 'POST', body: {} });
      const third = visitorCookie(other.headers)!;
      const riojaFor = async (cookie?: string) => {
        const page = await server.request<CategoryComplete>(`/api/menu/categories/${ids.vinos}/complete`, cookie ? { headers: { cookie } } : {});
        return page.body.products.find((product) => product.id === ids.rioja);
      };
      expect(await riojaFor(first)).toMatchObject({ likesCount: 2, userHasLiked: true });
      expect(await riojaFor(second)).toMatchObject({ likesCount: 2, userHasLiked: true });
      expect(await riojaFor(third)).toMatchObject({ likesCount: 2, userHasLiked: false });
      expect(await riojaFor()).toMatchObject({ likesCount: 2, userHasLiked: false });
      const single = await server.request<MenuProduct>(`/api/products/${ids.rioja}`, { headers: { cookie: first } });
      expect(single.body).toMatchObject({ likesCount: 2, userHasLiked: true });
    });

    it('takes a like back, and changes nothing when there is none to take back', async () => {
      const unlike = await server.request(`/api/menu/products/${ids.rioja}/like`, { method: 'DELETE', headers: { cookie: first } });
      expect(unlike.status).toBe(200);
      expect(unlike.body).toEqual({ likesCount: 1, userHasLiked: false });
      const again = await server.request(`/api/menu/products/${ids.rioja}/like`, { method: 'DELETE', headers: { cookie: first } });
      expect(again.body).toEqual({ likesCount: 1, userHasLiked: false });
      const anonymous = await server.request(`/api/menu/products/${ids.rioja}/like`, { method: 'DELETE' });
      expect(anonymous.body).toEqual({ likesCount: 1, userHasLiked: false });
      const single = await server.request<MenuProduct>(`/api/products/${ids.rioja}`, { headers: { cookie: first } });
      expect(single.body).toMatchObject({ likesCount: 1, userHasLiked: false });
    });

    it('replaces a cookie that is not a visitor id', async () => {
      const answer = await server.request(`/api/menu/products/${ids.caña}/like`, { method: 'POST', body: {}, headers: { cookie: 'visitor_id=admin@example.com' } });
      expect(answer.body).toEqual({ likesCount: 1, userHasLiked: true });
      expect(visitorCookie(answer.headers)).toMatch(/^visitor_id=[0-9a-f-]{36}$/);
    });

    it.each(['hiddenProduct', 'inHiddenSub', 'inHiddenCategory', 'unknown'])('answers 404 to a like of a %s product', async (key) => {
      for (const method of ['POST', 'DELETE']) {
        const answer = await server.request(`/api/menu/products/${ids[key] ?? 9999}/like`, { method, body: {} });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ code: 'not-found', message: 'Producto no encontrado' });
      }
    });

    it('answers 400 to a like with a bad id', async () => {
      const answer = await server.request('/api/menu/products/abc/like', { method: 'POST', body: {} });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Identificador inválido');
    });
  });

  describe('search', () => {
    const search = (q: string, headers?: Record<string, string>) => server.request<MenuSearchAnswer>(`/api/menu/search?q=${encodeURIComponent(q)}`, headers ? { headers } : {});

    it('finds a dish whatever the accents and case: "CANA" finds the Caña, with its category and likes', async () => {
      const answer = await search('CANA');
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(1);
      expect(answer.body.results).toEqual([expect.objectContaining({ id: ids.caña, name: 'Caña', price: '2.20', categoryName: 'Cervezas', likesCount: 1, userHasLiked: false })]);
    });

    it('finds the dishes of a category by its name, and only what the public menu shows', async () => {
      const answer = await search('vinos');
      expect(answer.body.results.map((dish) => dish.name).sort()).toEqual(['Garnacha', 'Rioja crianza', 'Verdejo']);
      for (const hidden of ['vino de la casa', 'cava', 'mojito', 'turron']) expect((await search(hidden)).body).toEqual({ results: [], total: 0 });
    });

    it('needs every word: "rioja recomendado" finds the tagged Rioja, "rioja blanco" nothing', async () => {
      expect((await search('  rioja   recomendado ')).body.results.map((dish) => dish.id)).toEqual([ids.rioja]);
      expect((await search('rioja blanco')).body.total).toBe(0);
    });

    it.each([
      ['one letter', 'a', 'Escribe al menos 2 letras para buscar en la carta'],
      ['only spaces', '   ', 'Escribe al menos 2 letras para buscar en la carta'],
      ['61 letters', 'x'.repeat(61), 'La búsqueda no puede superar los 60 caracteres'],
    ])('answers 400 to %s', async (_case, q, message) => {
      const answer = await search(q);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message });
    });

    it('answers 400 when nothing is asked', async () => {
      const answer = await server.request('/api/menu/search');
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Escribe al menos 2 letras para buscar en la carta');
    });
  });

  describe('answers kept in memory until the menu changes', () => {
    const page = (headers: Record<string, string> = {}) => server.request<CategoryComplete>(`/api/menu/categories/${ids.cervezas}/complete`, { headers });

    it('a staff change reaches the next read: a dish renamed, hidden, a section added', async () => {
      expect((await page()).body.products.map((dish) => dish.name)).toEqual(['Caña']);
      expect((await server.request<MenuSearchAnswer>('/api/menu/search?q=tercio')).body.total).toBe(0);
      await server.request(`/api/admin/menu/products/${ids.caña}`, { method: 'PUT', token, body: { name: 'Tercio' } });
      expect((await page()).body.products.map((dish) => dish.name)).toEqual(['Tercio']);
      expect((await server.request<MenuSearchAnswer>('/api/menu/search?q=tercio')).body.total).toBe(1);
      expect((await server.request<MenuProduct>(`/api/products/${ids.caña}`)).body.name).toBe('Tercio');

      await server.request(`/api/admin/menu/products/${ids.caña}`, { method: 'PUT', token, body: { isVisible: false } });
      expect((await page()).body.products).toEqual([]);
      expect((await server.request(`/api/products/${ids.caña}`)).status).toBe(404);
      expect((await server.request(`/api/menu/products/${ids.caña}/like`, { method: 'POST', body: {} })).status).toBe(404);
      await server.request(`/api/admin/menu/products/${ids.caña}`, { method: 'PUT', token, body: { isVisible: true, name: 'Caña' } });

      const before = (await server.request<MenuSection[]>('/api/menu/sections')).body.length;
      await create('sections', 'postres', { name: 'Postres', displayOrder: 9 });
      expect((await server.request<MenuSection[]>('/api/menu/sections')).body.map((section) => section.name)).toHaveLength(before + 1);
    });

    it('answers 304 to a browser that holds the answer, and the new one once the menu changed', async () => {
      const first = await page();
      const etag = first.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      // As a browser revalidates; without its own Cache-Control, fetch would add `no-cache` and forbid the 304.
      const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
      expect((await page(revalidate)).status).toBe(304);
      await server.request(`/api/admin/menu/categories/${ids.cervezas}`, { method: 'PUT', token, body: { description: 'De barril' } });
      const changed = await page(revalidate);
      expect(changed.status).toBe(200);
      expect(changed.body.category.description).toBe('De barril');
    });
  });
});

describe('demo menu', () => {
  let server: TestServer;
  let pages: CategoryComplete[];

  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo' });
    const categories = await server.request<MenuCategory[]>('/api/menu/categories');
    pages = await Promise.all(categories.body.map(async (category) => (await server.request<CategoryComplete>(`/api/menu/categories/${category.id}/complete`)).body));
  });

  afterAll(async () => {
    await server?.close();
  });

  it('has several sections, each with categories', async () => {
    const sections = await server.request<MenuSection[]>('/api/menu/sections');
    expect(sections.body.length).toBeGreaterThanOrEqual(3);
    for (const section of sections.body) {
      const categories = await server.request<MenuCategory[]>(`/api/menu/sections/${section.id}/categories`);
      expect(categories.body.length).toBeGreaterThan(0);
    }
  });

  it('shows at least 55 products with euro prices and Spanish descriptions', () => {
    const products = pages.flatMap((page) => page.products);
    expect(products.length).toBeGreaterThanOrEqual(55);
    for (const product of products) {
      expect(product.price === null || /^\d+\.\d{2}$/.test(product.price)).toBe(true);
      expect(product.description).toBeTruthy();
      expect(product.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    }
  });

  it('has a drawn photo behind every section, category and dish, served in the sizes the menu asks for', async () => {
    const sections = (await server.request<MenuSection[]>('/api/menu/sections')).body;
    const categories = (await server.request<MenuCategory[]>('/api/menu/categories')).body;
    const urls = [...sections, ...categories, ...pages.flatMap((page) => page.products)].map((item) => item.imageUrl);
    expect(urls.every((url) => url !== null)).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    const original = await fetch(`${server.url}${urls[0]}`);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const tiny = await fetch(`${server.url}${urls.at(-1)}?size=ultraTiny`);
    expect(tiny.status).toBe(200);
    expect(tiny.headers.get('content-type')).toBe('image/webp');
    expect((await tiny.arrayBuffer()).byteLength).toBeLessThan(2000);
  });

  it('declares every allergen of the EU list, and nothing else', () => {
    const declared = new Set(pages.flatMap((page) => page.products.flatMap((product) => product.allergens)));
    expect([...declared].sort()).toEqual([...ALLERGENS].sort());
  });

  it('groups some products in subcategories', () => {
    const inSubcategories = pages.flatMap((page) => page.products.filter((product) => product.subcategoryId !== null));
    expect(inSubcategories.length).toBeGreaterThan(0);
    expect(pages.some((page) => page.subcategories.length > 0)).toBe(true);
  });

  it('uses the tags a diner looks for', () => {
    const tags = new Set(pages.flatMap((page) => page.products.flatMap((product) => product.tags)));
    for (const tag of ['Vegano', 'Sin gluten', 'Picante', 'Recomendado']) expect(tags).toContain(tag);
  });
});
