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
import {
  categoryCompleteDto,
  dashboardCategoriesOnlyDto,
  deletedDto,
  likeAnswerDto,
  menuCategoryDto,
  menuProductDto,
  menuSearchAnswerDto,
  menuSectionDto,
  menuSubcategoryDto,
} from './dto';
import { errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const byId = z.object({ params: idParams });
const found = errorsOf('not-found');
const TAG = ['Carta'];

/** List, create, update and delete of one menu entity on the dashboard: the same four endpoints each. */
function crud<New extends z.ZodType, Update extends z.ZodType, Entity extends z.ZodType>(path: `/api/${string}`, newSchema: New, updateSchema: Update, entity: Entity) {
  const changes = staffEndpoint.meta({ emits: 'menu-changed' });
  return {
    list: staffEndpoint.route({ method: 'GET', path, tags: TAG }).output(z.array(entity)),
    create: changes
      .route({ method: 'POST', path, inputStructure: 'detailed', successStatus: 201, tags: TAG })
      .errors(found)
      .input(z.object({ body: newSchema }))
      .output(entity),
    update: changes
      .route({ method: 'PUT', path: `${path}/{id}`, inputStructure: 'detailed', tags: TAG })
      .errors(found)
      .input(z.object({ params: idParams, body: updateSchema }))
      .output(entity),
    remove: changes
      .route({ method: 'DELETE', path: `${path}/{id}`, inputStructure: 'detailed', tags: TAG })
      .errors(found)
      .input(byId)
      .output(deletedDto),
  };
}

export const menuContract = {
  sections: publicEndpoint.route({ method: 'GET', path: '/api/menu/sections', tags: TAG }).output(z.array(menuSectionDto)),
  section: publicEndpoint
    .route({ method: 'GET', path: '/api/menu/sections/{id}', inputStructure: 'detailed', tags: TAG })
    .errors(found)
    .input(byId)
    .output(menuSectionDto),
  sectionCategories: publicEndpoint
    .route({ method: 'GET', path: '/api/menu/sections/{id}/categories', inputStructure: 'detailed', tags: TAG })
    .errors(found)
    .input(byId)
    .output(z.array(menuCategoryDto)),
  categories: publicEndpoint.route({ method: 'GET', path: '/api/menu/categories', tags: TAG }).output(z.array(menuCategoryDto)),
  /** A category with its visible products and subcategories, each product with its likes for the caller. */
  category: publicEndpoint
    .route({ method: 'GET', path: '/api/menu/categories/{id}/complete', inputStructure: 'detailed', tags: TAG })
    .errors(found)
    .input(byId)
    .output(categoryCompleteDto),
  search: publicEndpoint
    .route({ method: 'GET', path: '/api/menu/search', inputStructure: 'detailed', tags: TAG })
    .input(z.object({ query: menuSearchQuery }))
    .output(menuSearchAnswerDto),
  product: publicEndpoint
    .route({ method: 'GET', path: '/api/products/{id}', inputStructure: 'detailed', tags: TAG })
    .errors(found)
    .input(byId)
    .output(menuProductDto),
  /** A like, remembered by a cookie of this browser; the count for everyone. */
  like: publicEndpoint
    .route({ method: 'POST', path: '/api/menu/products/{id}/like', inputStructure: 'detailed', tags: TAG })
    .errors(errorsOf('not-found', 'fair-use'))
    .input(byId)
    .output(likeAnswerDto),
  unlike: publicEndpoint
    .route({ method: 'DELETE', path: '/api/menu/products/{id}/like', inputStructure: 'detailed', tags: TAG })
    .errors(found)
    .input(byId)
    .output(likeAnswerDto),
};

export const menuAdminContract = {
  sections: crud('/api/admin/menu/sections', newSectionSchema, sectionUpdateSchema, menuSectionDto),
  categories: crud('/api/admin/menu/categories', newCategorySchema, categoryUpdateSchema, menuCategoryDto),
  subcategories: crud('/api/admin/menu/subcategories', newSubcategorySchema, subcategoryUpdateSchema, menuSubcategoryDto),
  createProduct: staffEndpoint
    .route({ method: 'POST', path: '/api/admin/menu/products', inputStructure: 'detailed', successStatus: 201, tags: TAG })
    .meta({ emits: 'menu-changed' })
    .errors(found)
    .input(z.object({ body: newProductSchema }))
    .output(menuProductDto),
  updateProduct: staffEndpoint
    .route({ method: 'PUT', path: '/api/admin/menu/products/{id}', inputStructure: 'detailed', tags: TAG })
    .meta({ emits: 'menu-changed' })
    .errors(found)
    .input(z.object({ params: idParams, body: productUpdateSchema }))
    .output(menuProductDto),
  removeProduct: staffEndpoint
    .route({ method: 'DELETE', path: '/api/admin/menu/products/{id}', inputStructure: 'detailed', tags: TAG })
    .meta({ emits: 'menu-changed' })
    .errors(found)
    .input(byId)
    .output(deletedDto),
  /** The dashboard's menu, a page of products at a time. */
  page: staffEndpoint
    .route({ method: 'GET', path: '/api/admin/dashboard/categories-only', inputStructure: 'detailed', tags: TAG })
    .input(z.object({ query: dashboardPageQuery }))
    .output(dashboardCategoriesOnlyDto),
  categoryProducts: staffEndpoint
    .route({ method: 'GET', path: '/api/admin/categories/{id}/products', inputStructure: 'detailed', tags: TAG })
    .errors(found)
    .input(byId)
    .output(z.array(menuProductDto)),
};
