import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCategoriesOnly, MenuCategory, MenuProduct, MenuSection, MenuSubcategory } from '../../shared/menu-types';
import { startTestServer, type TestServer } from '../helpers/server';

const UPLOADED_IMAGE = '/objects/uploads/0b7c3c1e-8c1a-4f7e-9b7a-2a1f6f0d9a11';

describe('menu administration', () => {
  let server: TestServer;
  let token: string;

  async function create<T extends { id: number }>(kind: string, body: Record<string, unknown>): Promise<T> {
    const answer = await server.request<T>(`/api/admin/menu/${kind}`, { method: 'POST', token, body });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  const list = async <T>(path: string) => (await server.request<T[]>(path, { token })).body;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login();
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('without a session', () => {
    it.each([
      ['GET', '/api/admin/menu/sections'],
      ['POST', '/api/admin/menu/sections'],
      ['PUT', '/api/admin/menu/sections/1'],
      ['DELETE', '/api/admin/menu/sections/1'],
      ['GET', '/api/admin/menu/categories'],
      ['POST', '/api/admin/menu/categories'],
      ['PUT', '/api/admin/menu/categories/1'],
      ['DELETE', '/api/admin/menu/categories/1'],
      ['GET', '/api/admin/menu/subcategories'],
      ['POST', '/api/admin/menu/subcategories'],
      ['PUT', '/api/admin/menu/subcategories/1'],
      ['DELETE', '/api/admin/menu/subcategories/1'],
      ['POST', '/api/admin/menu/products'],
      ['PUT', '/api/admin/menu/products/1'],
      ['DELETE', '/api/admin/menu/products/1'],
      ['GET', '/api/admin/dashboard/categories-only?page=1'],
      ['GET', '/api/admin/categories/1/products'],
    ])('%s %s answers 401', async (method, path) => {
      const answer = await server.request(path, { method, body: method === 'GET' ? undefined : { name: 'Intruso' } });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'unauthorized', message: 'No autorizado: inicia sesión como administrador.' });
    });

    it('refuses a made-up token and stores nothing', async () => {
      const answer = await server.request('/api/admin/menu/sections', { method: 'POST', token: 'inventado', body: { name: 'Intruso' } });
      expect(answer.status).toBe(401);
      expect((await list<MenuSection>('/api/admin/menu/sections')).map((section) => section.name)).not.toContain('Intruso');
    });
  });

  describe('sections', () => {
    it('creates a section with the defaults', async () => {
      const answer = await server.request<MenuSection>('/api/admin/menu/sections', { method: 'POST', token, body: { name: '  Postres  ' } });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ name: 'Postres', description: null, imageUrl: null, displayOrder: 0, isVisible: true });
      expect(answer.body.id).toEqual(expect.any(Number));
    });

    it('lists every section, hidden ones included, in display order', async () => {
      const hidden = await create<MenuSection>('sections', { name: 'Oculta', displayOrder: 5, isVisible: false });
      const first = await create<MenuSection>('sections', { name: 'Primera', displayOrder: 0, imageUrl: UPLOADED_IMAGE });
      const sections = await list<MenuSection>('/api/admin/menu/sections');
      const names = sections.map((section) => section.name);
      expect(names).toContain('Oculta');
      expect(names.indexOf('Primera')).toBeLessThan(names.indexOf('Oculta'));
      expect(sections.find((section) => section.id === hidden.id)).toMatchObject({ isVisible: false });
      expect(sections.find((section) => section.id === first.id)).toMatchObject({ imageUrl: UPLOADED_IMAGE });
    });

    it('updates only the fields sent and answers the section', async () => {
      const section = await create<MenuSection>('sections', { name: 'Bebidas', description: 'Frías', displayOrder: 3 });
      const answer = await server.request<MenuSection>(`/api/admin/menu/sections/${section.id}`, { method: 'PUT', token, body: { isVisible: false } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: section.id, name: 'Bebidas', description: 'Frías', displayOrder: 3, isVisible: false });
      const publicAnswer = await server.request(`/api/menu/sections/${section.id}`);
      expect(publicAnswer.status).toBe(404);
    });

    it('deletes a section', async () => {
      const section = await create<MenuSection>('sections', { name: 'Temporal' });
      const answer = await server.request(`/api/admin/menu/sections/${section.id}`, { method: 'DELETE', token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true });
      expect((await list<MenuSection>('/api/admin/menu/sections')).map((s) => s.id)).not.toContain(section.id);
    });

    it.each(['PUT', 'DELETE'])('%s of an unknown section answers 404', async (method) => {
      const answer = await server.request('/api/admin/menu/sections/9999', { method, token, body: { name: 'X' } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: 'Sección no encontrada' });
    });
  });

  describe('categories', () => {
    it('creates a category in a section, with the defaults', async () => {
      const section = await create<MenuSection>('sections', { name: 'Carta' });
      const answer = await server.request<MenuCategory>('/api/admin/menu/categories', {
        method: 'POST',
        token,
        body: { name: 'Entrantes', description: 'Para compartir', menuSectionId: String(section.id) },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ name: 'Entrantes', description: 'Para compartir', menuSectionId: section.id, displayOrder: 1, isVisible: true });
    });

    it('creates a category without a section when the form sends an empty one', async () => {
      const category = await create<MenuCategory>('categories', { name: 'Sugerencias', menuSectionId: '' });
      expect(category.menuSectionId).toBeNull();
    });

    it('refuses a section that does not exist', async () => {
      const answer = await server.request('/api/admin/menu/categories', { method: 'POST', token, body: { name: 'Huérfana', menuSectionId: 9999 } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'invalid-input', message: 'La sección indicada no existe' });
      expect((await list<MenuCategory>('/api/admin/menu/categories')).map((c) => c.name)).not.toContain('Huérfana');
    });

    it('lists hidden categories too and updates a category', async () => {
      const category = await create<MenuCategory>('categories', { name: 'Arroces', isVisible: false, displayOrder: 7 });
      expect((await list<MenuCategory>('/api/admin/menu/categories')).find((c) => c.id === category.id)).toMatchObject({ isVisible: false });
      const answer = await server.request<MenuCategory>(`/api/admin/menu/categories/${category.id}`, {
        method: 'PUT',
        token,
        body: { name: 'Arroces y fideuás', isVisible: true },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: category.id, name: 'Arroces y fideuás', displayOrder: 7, isVisible: true });
    });

    it('refuses to move a category to a section that does not exist', async () => {
      const category = await create<MenuCategory>('categories', { name: 'Quesos' });
      const answer = await server.request(`/api/admin/menu/categories/${category.id}`, { method: 'PUT', token, body: { menuSectionId: 9999 } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'invalid-input', message: 'La sección indicada no existe' });
    });

    it.each(['PUT', 'DELETE'])('%s of an unknown category answers 404', async (method) => {
      const answer = await server.request('/api/admin/menu/categories/9999', { method, token, body: { name: 'X' } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: 'Categoría no encontrada' });
    });
  });

  describe('subcategories', () => {
    let category: MenuCategory;

    beforeAll(async () => {
      category = await create<MenuCategory>('categories', { name: 'Vinos' });
    });

    it('creates a subcategory with the defaults of its screen', async () => {
      const answer = await server.request<MenuSubcategory>('/api/admin/menu/subcategories', {
        method: 'POST',
        token,
        body: { name: 'Tintos', description: '', categoryId: category.id },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ name: 'Tintos', description: null, categoryId: category.id, displayOrder: 0, isVisible: true });
    });

    it('toggles visibility from the eye button, which sends only isVisible', async () => {
      const subcategory = await create<MenuSubcategory>('subcategories', { name: 'Blancos', description: 'Frescos', categoryId: category.id, displayOrder: 2 });
      const answer = await server.request<MenuSubcategory>(`/api/admin/menu/subcategories/${subcategory.id}`, { method: 'PUT', token, body: { isVisible: false } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: subcategory.id, name: 'Blancos', description: 'Frescos', categoryId: category.id, displayOrder: 2, isVisible: false });
      expect((await list<MenuSubcategory>('/api/admin/menu/subcategories')).find((s) => s.id === subcategory.id)).toMatchObject({ isVisible: false });
    });

    it('requires an existing category', async () => {
      const missing = await server.request('/api/admin/menu/subcategories', { method: 'POST', token, body: { name: 'Rosados' } });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('La categoría es obligatoria');
      const unknown = await server.request('/api/admin/menu/subcategories', { method: 'POST', token, body: { name: 'Rosados', categoryId: 9999 } });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ code: 'invalid-input', message: 'La categoría indicada no existe' });
    });

    it('moves its products along when it moves to another category', async () => {
      const other = await create<MenuCategory>('categories', { name: 'Bodega' });
      const subcategory = await create<MenuSubcategory>('subcategories', { name: 'Generosos', categoryId: category.id });
      const product = await create<MenuProduct>('products', { name: 'Fino', categoryId: category.id, subcategoryId: subcategory.id });
      const moved = await server.request(`/api/admin/menu/subcategories/${subcategory.id}`, { method: 'PUT', token, body: { categoryId: other.id } });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ categoryId: other.id });
      expect((await list<MenuProduct>(`/api/admin/categories/${other.id}/products`)).map((p) => p.id)).toEqual([product.id]);
    });

    it.each(['PUT', 'DELETE'])('%s of an unknown subcategory answers 404', async (method) => {
      const answer = await server.request('/api/admin/menu/subcategories/9999', { method, token, body: { isVisible: true } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: 'Subcategoría no encontrada' });
    });
  });

  describe('products', () => {
    let category: MenuCategory;
    let subcategory: MenuSubcategory;

    beforeAll(async () => {
      category = await create<MenuCategory>('categories', { name: 'Entrantes calientes' });
      subcategory = await create<MenuSubcategory>('subcategories', { name: 'Fritos', categoryId: category.id });
    });

    it('creates a product from what the admin form sends', async () => {
      const answer = await server.request<MenuProduct>('/api/admin/menu/products', {
        method: 'POST',
        token,
        body: {
          name: 'Croquetas de jamón',
          description: 'Ocho unidades',
          price: '10.5',
          categoryId: String(category.id),
          subcategoryId: String(subcategory.id),
          tags: JSON.stringify([' Casero ', '', 'Recomendado']),
          allergens: JSON.stringify(['gluten', 'Lácteos', 'huevos']),
          imageUrl: 'https://cdn.example.com/croquetas.jpg',
        },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        name: 'Croquetas de jamón',
        description: 'Ocho unidades',
        price: '10.50',
        categoryId: category.id,
        subcategoryId: subcategory.id,
        tags: ['Casero', 'Recomendado'],
        allergens: ['Gluten', 'Lácteos', 'Huevos'],
        imageUrl: 'https://cdn.example.com/croquetas.jpg',
        isAvailable: true,
        isVisible: true,
        displayOrder: 1,
        likesCount: 0,
        userHasLiked: false,
      });
    });

    it('stores allergens typed the way staff write them under the EU names, once each', async () => {
      const product = await create<MenuProduct>('products', {
        name: 'Tarta de queso',
        categoryId: category.id,
        allergens: ['Leche', 'sésamo', 'huevo', 'sulfitos', 'frutos secos', 'crustáceo', 'lactosa'],
      });
      expect(product.allergens).toEqual(['Lácteos', 'Granos de sésamo', 'Huevos', 'Dióxido de azufre y sulfitos', 'Frutos de cáscara', 'Crustáceos']);
    });

    it.each([
      [7, '7.00'],
      ['3,2', '3.20'],
      ['', null],
      [null, null],
    ])('stores the price %j and answers %j', async (price, shown) => {
      const product = await create<MenuProduct>('products', { name: 'Pan', categoryId: category.id, price });
      expect(product.price).toBe(shown);
    });

    it('updates only the fields sent', async () => {
      const product = await create<MenuProduct>('products', { name: 'Bravas', categoryId: category.id, price: 6.5, tags: ['Picante'], allergens: ['Huevos'] });
      const answer = await server.request<MenuProduct>(`/api/admin/menu/products/${product.id}`, { method: 'PUT', token, body: { price: '7', isVisible: false } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: product.id, name: 'Bravas', price: '7.00', tags: ['Picante'], allergens: ['Huevos'], isVisible: false });
      const publicAnswer = await server.request(`/api/products/${product.id}`);
      expect(publicAnswer.status).toBe(404);
    });

    it('refuses a subcategory of another category', async () => {
      const other = await create<MenuCategory>('categories', { name: 'Postres' });
      const creation = await server.request('/api/admin/menu/products', { method: 'POST', token, body: { name: 'Flan', categoryId: other.id, subcategoryId: subcategory.id } });
      expect(creation.status).toBe(400);
      expect(creation.body).toEqual({ code: 'invalid-input', message: 'La subcategoría no pertenece a esa categoría' });
      const product = await create<MenuProduct>('products', { name: 'Calamares', categoryId: category.id, subcategoryId: subcategory.id });
      const move = await server.request(`/api/admin/menu/products/${product.id}`, { method: 'PUT', token, body: { categoryId: other.id } });
      expect(move.status).toBe(400);
      expect(move.body).toEqual({ code: 'invalid-input', message: 'La subcategoría no pertenece a esa categoría' });
      const moveOut = await server.request(`/api/admin/menu/products/${product.id}`, { method: 'PUT', token, body: { categoryId: other.id, subcategoryId: null } });
      expect(moveOut.status).toBe(200);
      expect(moveOut.body).toMatchObject({ categoryId: other.id, subcategoryId: null });
    });

    it('refuses a category or subcategory that does not exist', async () => {
      const unknownCategory = await server.request('/api/admin/menu/products', { method: 'POST', token, body: { name: 'Flan', categoryId: 9999 } });
      expect(unknownCategory.status).toBe(400);
      expect(unknownCategory.body).toEqual({ code: 'invalid-input', message: 'La categoría indicada no existe' });
      const subunknownCategory = await server.request('/api/admin/menu/products', { method: 'POST', token, body: { name: 'Flan', categoryId: category.id, subcategoryId: 9999 } });
      expect(subunknownCategory.status).toBe(400);
      expect(subunknownCategory.body).toEqual({ code: 'invalid-input', message: 'La subcategoría indicada no existe' });
    });

    it('lists every product of a category, hidden ones included, in display order', async () => {
      const own = await create<MenuCategory>('categories', { name: 'Carnes' });
      await create('products', { name: 'Secreto', categoryId: own.id, displayOrder: 2 });
      await create('products', { name: 'Entrecot', categoryId: own.id, displayOrder: 1, isVisible: false });
      const answer = await server.request<MenuProduct[]>(`/api/admin/categories/${own.id}/products`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.map((product) => [product.name, product.isVisible])).toEqual([
        ['Entrecot', false],
        ['Secreto', true],
      ]);
    });

    it('answers 404 for the products of an unknown category', async () => {
      const answer = await server.request('/api/admin/categories/9999/products', { token });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: 'Categoría no encontrada' });
    });

    it('deletes a product', async () => {
      const product = await create<MenuProduct>('products', { name: 'Temporal', categoryId: category.id });
      const answer = await server.request(`/api/admin/menu/products/${product.id}`, { method: 'DELETE', token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true });
      expect((await list<MenuProduct>(`/api/admin/categories/${category.id}/products`)).map((p) => p.id)).not.toContain(product.id);
    });

    it.each(['PUT', 'DELETE'])('%s of an unknown product answers 404', async (method) => {
      const answer = await server.request('/api/admin/menu/products/9999', { method, token, body: { name: 'X' } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: 'Producto no encontrado' });
    });

    describe('refuses bad input with a Spanish message and stores nothing', () => {
      const longName = (length: number) => 'a'.repeat(length);

      it.each([
        ['no name', 'sections', {}, 'El nombre es obligatorio'],
        ['a blank name', 'categories', { name: '   ' }, 'El nombre es obligatorio'],
        ['a section name over 100', 'sections', { name: longName(101) }, 'El nombre no puede superar los 100 caracteres'],
        ['a category name over 100', 'categories', { name: longName(101) }, 'El nombre no puede superar los 100 caracteres'],
        ['a product name over 150', 'products', { name: longName(151) }, 'El nombre no puede superar los 150 caracteres'],
        ['a display order of 1000', 'sections', { name: 'Orden', displayOrder: 1000 }, 'El orden debe ser un entero entre 0 y 999'],
        ['a text display order', 'categories', { name: 'Orden', displayOrder: 'primero' }, 'El orden debe ser un entero entre 0 y 999'],
        ['a text visibility', 'sections', { name: 'Visible', isVisible: 'sí' }, 'El valor debe ser verdadero o falso'],
        ['an http image', 'sections', { name: 'Imagen', imageUrl: 'http://example.com/a.jpg' }, 'La imagen debe ser una dirección /objects/uploads/… o una URL https'],
        ['a made-up upload path', 'categories', { name: 'Imagen', imageUrl: '/objects/uploads/../../venue.db' }, 'La imagen debe ser una dirección /objects/uploads/… o una URL https'],
        ['a text price', 'products', { name: 'Precio', price: 'doce' }, 'El precio debe ser un número positivo con hasta 2 decimales'],
        ['a negative price', 'products', { name: 'Precio', price: -1 }, 'El precio debe ser un número positivo con hasta 2 decimales'],
        ['a price with 3 decimals', 'products', { name: 'Precio', price: '1.234' }, 'El precio debe ser un número positivo con hasta 2 decimales'],
        ['an object price', 'products', { name: 'Precio', price: { euros: 1 } }, 'El precio debe ser un número positivo con hasta 2 decimales'],
        ['comma-separated tags', 'products', { name: 'Etiquetas', tags: 'Vegano, Picante' }, 'Las etiquetas y los alérgenos deben ser una lista de textos'],
        ['numeric tags', 'products', { name: 'Etiquetas', tags: [1, 2] }, 'Las etiquetas y los alérgenos deben ser una lista de textos'],
        ['a JSON object as tags', 'products', { name: 'Etiquetas', tags: '{"a":1}' }, 'Las etiquetas y los alérgenos deben ser una lista de textos'],
        ['too long a tag', 'products', { name: 'Etiquetas', tags: [longName(51)] }, 'Cada lista admite hasta 30 elementos de hasta 50 caracteres'],
        [
          'an unknown allergen',
          'products',
          { name: 'Alérgenos', allergens: '["Gluten","Plutonio"]' },
          'Alérgeno desconocido: «Plutonio». Usa uno de los 14 alérgenos de la lista europea: Gluten, Crustáceos, Huevos, Pescado, Cacahuetes, Soja, Lácteos, Frutos de cáscara, Apio, Mostaza, Granos de sésamo, Dióxido de azufre y sulfitos, Altramuces, Moluscos.',
        ],
        [
          'an ambiguous allergen',
          'products',
          { name: 'Alérgenos', allergens: ['marisco'] },
          '«marisco» puede ser Crustáceos o Moluscos: indica cuál. Los 14 alérgenos de la lista europea son: Gluten, Crustáceos, Huevos, Pescado, Cacahuetes, Soja, Lácteos, Frutos de cáscara, Apio, Mostaza, Granos de sésamo, Dióxido de azufre y sulfitos, Altramuces, Moluscos.',
        ],
        ['a text subcategory id', 'products', { name: 'Sub', subcategoryId: 'uno' }, 'Identificador inválido'],
      ])('%s', async (_case, kind, body, message) => {
        const fullBody = kind === 'products' ? { categoryId: category.id, ...body } : body;
        const stored = kind === 'products' ? `/api/admin/categories/${category.id}/products` : `/api/admin/menu/${kind}`;
        const before = await list<{ id: number }>(stored);
        const answer = await server.request(`/api/admin/menu/${kind}`, { method: 'POST', token, body: fullBody });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
        expect(await list<{ id: number }>(stored)).toEqual(before);
      });

      it('accepts a product name of exactly 150 characters', async () => {
        const product = await create<MenuProduct>('products', { name: longName(150), categoryId: category.id });
        expect(product.name).toHaveLength(150);
      });

      it.each(['sections', 'categories', 'subcategories', 'products'])('refuses a bad id when updating %s', async (kind) => {
        for (const id of ['abc', '0', '1.5', '-3']) {
          const answer = await server.request(`/api/admin/menu/${kind}/${id}`, { method: 'PUT', token, body: { name: 'X' } });
          expect(answer.status).toBe(400);
          expect(answer.body.message).toBe('Identificador inválido');
        }
      });

      it('refuses a bad id when deleting and when listing products', async () => {
        const remove = await server.request('/api/admin/menu/products/abc', { method: 'DELETE', token });
        expect(remove.status).toBe(400);
        const products = await server.request('/api/admin/categories/abc/products', { token });
        expect(products.status).toBe(400);
        expect(products.body.message).toBe('Identificador inválido');
      });

      it('refuses an invalid update and keeps the product as it was', async () => {
        const product = await create<MenuProduct>('products', { name: 'Gazpacho', categoryId: category.id, price: 5 });
        const answer = await server.request(`/api/admin/menu/products/${product.id}`, { method: 'PUT', token, body: { name: '', price: 6 } });
        expect(answer.status).toBe(400);
        const stored = (await list<MenuProduct>(`/api/admin/categories/${category.id}/products`)).find((p) => p.id === product.id);
        expect(stored).toMatchObject({ name: 'Gazpacho', price: '5.00' });
      });

      it('answers 400 to a malformed JSON body', async () => {
        const answer = await server.request('/api/admin/menu/products', {
          method: 'POST',
          token,
          headers: { 'content-type': 'application/json' },
          rawBody: '{"name": "Croquetas",',
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code: 'invalid-input', message: 'El cuerpo de la petición no es JSON válido.' });
      });
    });
  });

  describe('cascades', () => {
    it('keeps the categories of a deleted section, without a section', async () => {
      const section = await create<MenuSection>('sections', { name: 'Se va' });
      const category = await create<MenuCategory>('categories', { name: 'Se queda', menuSectionId: section.id });
      await server.request(`/api/admin/menu/sections/${section.id}`, { method: 'DELETE', token });
      const kept = (await list<MenuCategory>('/api/admin/menu/categories')).find((c) => c.id === category.id);
      expect(kept).toMatchObject({ name: 'Se queda', menuSectionId: null });
    });

    it('deletes the subcategories and products of a deleted category', async () => {
      const category = await create<MenuCategory>('categories', { name: 'Efímera' });
      const subcategory = await create<MenuSubcategory>('subcategories', { name: 'Efímera sub', categoryId: category.id });
      const loose = await create<MenuProduct>('products', { name: 'Suelto', categoryId: category.id });
      const grouped = await create<MenuProduct>('products', { name: 'Agrupado', categoryId: category.id, subcategoryId: subcategory.id });
      const answer = await server.request(`/api/admin/menu/categories/${category.id}`, { method: 'DELETE', token });
      expect(answer.body).toEqual({ success: true });
      expect((await list<MenuSubcategory>('/api/admin/menu/subcategories')).map((s) => s.id)).not.toContain(subcategory.id);
      for (const product of [loose, grouped]) {
        const update = await server.request(`/api/admin/menu/products/${product.id}`, { method: 'PUT', token, body: { name: 'Sigue' } });
        expect(update.status).toBe(404);
      }
      expect((await server.request(`/api/admin/categories/${category.id}/products`, { token })).status).toBe(404);
    });

    it('deletes the products of a deleted subcategory and keeps the rest', async () => {
      const category = await create<MenuCategory>('categories', { name: 'Con grupos' });
      const subcategory = await create<MenuSubcategory>('subcategories', { name: 'Grupo', categoryId: category.id });
      const grouped = await create<MenuProduct>('products', { name: 'En el grupo', categoryId: category.id, subcategoryId: subcategory.id });
      const loose = await create<MenuProduct>('products', { name: 'Fuera del grupo', categoryId: category.id });
      await server.request(`/api/admin/menu/subcategories/${subcategory.id}`, { method: 'DELETE', token });
      const remaining = await list<MenuProduct>(`/api/admin/categories/${category.id}/products`);
      expect(remaining.map((p) => p.id)).toEqual([loose.id]);
      expect(remaining.map((p) => p.id)).not.toContain(grouped.id);
    });
  });
});

describe('dashboard categories-only', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo' });
    token = await server.login();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers the whole menu tree with products a page at a time', async () => {
    const hidden = await server.request<MenuCategory>('/api/admin/menu/categories', { method: 'POST', token, body: { name: 'Oculta', isVisible: false } });
    const first = await server.request<DashboardCategoriesOnly>('/api/admin/dashboard/categories-only?page=1', { token });
    expect(first.status).toBe(200);
    expect(first.body.categories.map((category) => category.id)).toContain(hidden.body.id);
    expect(first.body.sections.length).toBeGreaterThan(0);
    expect(first.body.subcategories.length).toBeGreaterThan(0);
    expect(first.body.products).toHaveLength(50);
    expect(first.body.totalProducts).toBeGreaterThan(50);
    expect(first.body.hasMore).toBe(true);

    const second = await server.request<DashboardCategoriesOnly>('/api/admin/dashboard/categories-only?page=2', { token });
    expect(second.body.products).toHaveLength(first.body.totalProducts - 50);
    expect(second.body.hasMore).toBe(false);
    const seen = new Set([...first.body.products, ...second.body.products].map((product) => product.id));
    expect(seen.size).toBe(first.body.totalProducts);

    const beyond = await server.request<DashboardCategoriesOnly>('/api/admin/dashboard/categories-only?page=3', { token });
    expect(beyond.body).toMatchObject({ products: [], hasMore: false });
  });

  it('starts at page 1 when none is given', async () => {
    const answer = await server.request<DashboardCategoriesOnly>('/api/admin/dashboard/categories-only', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.products).toHaveLength(50);
  });

  it.each(['0', '-1', 'dos', '1.5', ''])('refuses page=%j', async (page) => {
    const answer = await server.request(`/api/admin/dashboard/categories-only?page=${page}`, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('La página debe ser un número entero mayor o igual que 1');
  });
});
