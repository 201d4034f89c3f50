/** The digital menu: what diners read and like, and what staff manage. */
import { z } from 'zod';
import { idParams } from '../schemas/common';
import {
  categoryUpdateSchema,
  dashboardPageQuery,
  menuSearchQuery,
  newCategorySchema,
  newProductSchema,
  newSectionSchema,
  newSubcategorySchema,
  productUpdateSchema,
  sectionUpdateSchema,
  subcategoryUpdateSchema,
} from '../schemas/menu';
import { categoryCompleteDto, dashboardCategoriesOnlyDto, deletedDto, likeAnswerDto, menuCategoryDto, menuProductDto, menuSearchAnswerDto, menuSectionDto, menuSubcategoryDto } from './dto';
import { at, errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const byId = z.object({ params: idParams });
const found = errorsOf('not-found');
const TAG = 'Carta';
const menuChange = staffEndpoint.meta({ emits: 'menu-changed' }).errors(found);

/** How the document's summaries name a menu entity: one of them ('una sección') and all ('las secciones'). */
interface Named {
  one: string;
  all: string;
}

/** Create, update and delete of one menu entity on the dashboard: the same three endpoints each. */
function changes<New extends z.ZodType, Update extends z.ZodType, Entity extends z.ZodType>(path: `/api/${string}`, one: string, newSchema: New, updateSchema: Update, entity: Entity) {
  return {
    create: menuChange
      .route(at('POST', path, TAG, `Añadir ${one}`, 201))
      .input(z.object({ body: newSchema }))
      .output(entity),
    update: menuChange
      .route(at('PUT', `${path}/{id}`, TAG, `Modificar ${one}`))
      .input(byId.extend({ body: updateSchema }))
      .output(entity),
    remove: menuChange
      .route(at('DELETE', `${path}/{id}`, TAG, `Borrar ${one}`))
      .input(byId)
      .output(deletedDto),
  };
}

/** A list of a menu entity (hidden ones included) and its three changes. */
function crud<New extends z.ZodType, Update extends z.ZodType, Entity extends z.ZodType>(path: `/api/${string}`, named: Named, newSchema: New, updateSchema: Update, entity: Entity) {
  return { list: staffEndpoint.route(at('GET', path, TAG, `Listar ${named.all} (panel)`)).output(z.array(entity)), ...changes(path, named.one, newSchema, updateSchema, entity) };
}

/** One public read by id, answering 404 when it is unknown or hidden. */
const readById = <Output extends z.ZodType>(path: `/api/${string}`, summary: string, output: Output) =>
  publicEndpoint
    .route(at('GET', path, TAG, summary))
    .errors(found)
    .input(byId)
    .output(output);

export const menuContract = {
  sections: publicEndpoint.route(at('GET', '/api/menu/sections', TAG, 'Secciones de la carta')).output(z.array(menuSectionDto)),
  section: readById('/api/menu/sections/{id}', 'Una sección de la carta', menuSectionDto),
  sectionCategories: readById('/api/menu/sections/{id}/categories', 'Categorías de una sección', z.array(menuCategoryDto)),
  categories: publicEndpoint.route(at('GET', '/api/menu/categories', TAG, 'Categorías de la carta')).output(z.array(menuCategoryDto)),
  /** A category with its visible products and subcategories, each product with its likes for the caller. */
  category: readById('/api/menu/categories/{id}/complete', 'Una categoría con sus platos y subcategorías', categoryCompleteDto),
  search: publicEndpoint
    .route(at('GET', '/api/menu/search', TAG, 'Buscar en la carta'))
    .input(z.object({ query: menuSearchQuery }))
    .output(menuSearchAnswerDto),
  product: readById('/api/products/{id}', 'Un plato', menuProductDto),
  /** A like, remembered by a cookie of this browser; the count for everyone. */
  like: publicEndpoint
    .route(at('POST', '/api/menu/products/{id}/like', TAG, 'Dar me gusta a un plato'))
    .errors(errorsOf('not-found', 'fair-use'))
    .input(byId)
    .output(likeAnswerDto),
  unlike: publicEndpoint
    .route(at('DELETE', '/api/menu/products/{id}/like', TAG, 'Quitar el me gusta de un plato'))
    .errors(found)
    .input(byId)
    .output(likeAnswerDto),
};

export const menuAdminContract = {
  sections: crud('/api/admin/menu/sections', { one: 'una sección', all: 'las secciones' }, newSectionSchema, sectionUpdateSchema, menuSectionDto),
  categories: crud('/api/admin/menu/categories', { one: 'una categoría', all: 'las categorías' }, newCategorySchema, categoryUpdateSchema, menuCategoryDto),
  subcategories: crud('/api/admin/menu/subcategories', { one: 'una subcategoría', all: 'las subcategorías' }, newSubcategorySchema, subcategoryUpdateSchema, menuSubcategoryDto),
  /** Products are listed by category (below) and a page at a time. */
  products: changes('/api/admin/menu/products', 'un plato', newProductSchema, productUpdateSchema, menuProductDto),
  /** The dashboard's menu, a page of products at a time. */
  page: staffEndpoint
    .route(at('GET', '/api/admin/dashboard/categories-only', TAG, 'La carta del panel, por páginas de platos'))
    .input(z.object({ query: dashboardPageQuery }))
    .output(dashboardCategoriesOnlyDto),
  categoryProducts: staffEndpoint
    .route(at('GET', '/api/admin/categories/{id}/products', TAG, 'Platos de una categoría (panel)'))
    .errors(found)
    .input(byId)
    .output(z.array(menuProductDto)),
};
