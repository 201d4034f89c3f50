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

/** Create, update and delete of one menu entity on the dashboard: the same three endpoints each. */
function changes<New extends z.ZodType, Update extends z.ZodType, Entity extends z.ZodType>(path: `/api/${string}`, newSchema: New, updateSchema: Update, entity: Entity) {
  return {
    create: menuChange
      .route(at('POST', path, TAG, 201))
      .input(z.object({ body: newSchema }))
      .output(entity),
    update: menuChange
      .route(at('PUT', `${path}/{id}`, TAG))
      .input(byId.extend({ body: updateSchema }))
      .output(entity),
    remove: menuChange
      .route(at('DELETE', `${path}/{id}`, TAG))
      .input(byId)
      .output(deletedDto),
  };
}

/** A list of a menu entity and its three changes. */
function crud<New extends z.ZodType, Update extends z.ZodType, Entity extends z.ZodType>(path: `/api/${string}`, newSchema: New, updateSchema: Update, entity: Entity) {
  return { list: staffEndpoint.route(at('GET', path, TAG)).output(z.array(entity)), ...changes(path, newSchema, updateSchema, entity) };
}

/** One public read by id, answering 404 when it is unknown or hidden. */
const readById = <Output extends z.ZodType>(path: `/api/${string}`, output: Output) =>
  publicEndpoint
    .route(at('GET', path, TAG))
    .errors(found)
    .input(byId)
    .output(output);

export const menuContract = {
  sections: publicEndpoint.route(at('GET', '/api/menu/sections', TAG)).output(z.array(menuSectionDto)),
  section: readById('/api/menu/sections/{id}', menuSectionDto),
  sectionCategories: readById('/api/menu/sections/{id}/categories', z.array(menuCategoryDto)),
  categories: publicEndpoint.route(at('GET', '/api/menu/categories', TAG)).output(z.array(menuCategoryDto)),
  /** A category with its visible products and subcategories, each product with its likes for the caller. */
  category: readById('/api/menu/categories/{id}/complete', categoryCompleteDto),
  search: publicEndpoint
    .route(at('GET', '/api/menu/search', TAG))
    .input(z.object({ query: menuSearchQuery }))
    .output(menuSearchAnswerDto),
  product: readById('/api/products/{id}', menuProductDto),
  /** A like, remembered by a cookie of this browser; the count for everyone. */
  like: publicEndpoint
    .route(at('POST', '/api/menu/products/{id}/like', TAG))
    .errors(errorsOf('not-found', 'fair-use'))
    .input(byId)
    .output(likeAnswerDto),
  unlike: publicEndpoint
    .route(at('DELETE', '/api/menu/products/{id}/like', TAG))
    .errors(found)
    .input(byId)
    .output(likeAnswerDto),
};

export const menuAdminContract = {
  sections: crud('/api/admin/menu/sections', newSectionSchema, sectionUpdateSchema, menuSectionDto),
  categories: crud('/api/admin/menu/categories', newCategorySchema, categoryUpdateSchema, menuCategoryDto),
  subcategories: crud('/api/admin/menu/subcategories', newSubcategorySchema, subcategoryUpdateSchema, menuSubcategoryDto),
  /** Products are listed by category (below) and a page at a time. */
  products: changes('/api/admin/menu/products', newProductSchema, productUpdateSchema, menuProductDto),
  /** The dashboard's menu, a page of products at a time. */
  page: staffEndpoint
    .route(at('GET', '/api/admin/dashboard/categories-only', TAG))
    .input(z.object({ query: dashboardPageQuery }))
    .output(dashboardCategoriesOnlyDto),
  categoryProducts: staffEndpoint
    .route(at('GET', '/api/admin/categories/{id}/products', TAG))
    .errors(found)
    .input(byId)
    .output(z.array(menuProductDto)),
};
