import { Router } from 'express';
import type { ZodType } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { idParams } from '../../shared/schemas/common';
import {
  categoryUpdateSchema,
  dashboardPageQuery,
  newCategorySchema,
  newProductSchema,
  newSectionSchema,
  newSubcategorySchema,
  productUpdateSchema,
  sectionUpdateSchema,
  subcategoryUpdateSchema,
} from '../../shared/schemas/menu';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import { readVisitor } from './visitor';

const M = MESSAGES.menu;
const DELETED = { success: true } as const;

interface Crud<New, Update, Entity> {
  list(): Entity[];
  create(input: New): Entity;
  update(id: number, patch: Update): Entity;
  remove(id: number): void;
  newSchema: ZodType<New>;
  updateSchema: ZodType<Update>;
}

/** List, create, update and delete of one menu entity: the same four routes for each. */
function mountCrud<New, Update, Entity>(router: Router, path: string, crud: Crud<New, Update, Entity>): void {
  router.get(path, (_req, res) => {
    res.json(crud.list());
  });
  router.post(path, (req, res) => {
    res.status(201).json(crud.create(crud.newSchema.parse(req.body ?? {})));
  });
  router.put(`${path}/:id`, (req, res) => {
    const { id } = idParams.parse(req.params);
    res.json(crud.update(id, crud.updateSchema.parse(req.body ?? {})));
  });
  router.delete(`${path}/:id`, (req, res) => {
    const { id } = idParams.parse(req.params);
    crud.remove(id);
    res.json(DELETED);
  });
}

/** Mounted at /admin behind the staff guard: menu management. */
export function createMenuAdminRouter({ menuAdminReads: reads, menuAdmin: store }: Services): Router {
  const router = Router();

  const productAnswer = (id: number, visitor: string | null) => {
    const product = reads.product(id, visitor);
    if (!product) throw notFound(M.productNotFound);
    return product;
  };

  mountCrud(router, '/menu/sections', {
    list: reads.sections,
    create: store.createSection,
    update: store.updateSection,
    remove: store.deleteSection,
    newSchema: newSectionSchema,
    updateSchema: sectionUpdateSchema,
  });
  mountCrud(router, '/menu/categories', {
    list: reads.categories,
    create: store.createCategory,
    update: store.updateCategory,
    remove: store.deleteCategory,
    newSchema: newCategorySchema,
    updateSchema: categoryUpdateSchema,
  });
  mountCrud(router, '/menu/subcategories', {
    list: reads.subcategories,
    create: store.createSubcategory,
    update: store.updateSubcategory,
    remove: store.deleteSubcategory,
    newSchema: newSubcategorySchema,
    updateSchema: subcategoryUpdateSchema,
  });

  router.post('/menu/products', (req, res) => {
    const id = store.createProduct(newProductSchema.parse(req.body ?? {}));
    res.status(201).json(productAnswer(id, readVisitor(req)));
  });
  router.put('/menu/products/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    store.updateProduct(id, productUpdateSchema.parse(req.body ?? {}));
    res.json(productAnswer(id, readVisitor(req)));
  });
  router.delete('/menu/products/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    store.deleteProduct(id);
    res.json(DELETED);
  });

  router.get('/dashboard/categories-only', (req, res) => {
    const { page } = dashboardPageQuery.parse(req.query);
    res.json(reads.dashboardPage(page, readVisitor(req)));
  });

  router.get('/categories/:id/products', (req, res) => {
    const { id } = idParams.parse(req.params);
    const list = reads.productsOfCategory(id, readVisitor(req));
    if (!list) throw notFound(M.categoryNotFound);
    res.json(list);
  });

  return router;
}
