import { Router } from 'express';
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
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import { createMenuAdminReads } from './admin-reads';
import { createMenuAdminStore } from './admin-store';
import { readVisitor } from './visitor';

const M = MESSAGES.menu;
const DELETED = { success: true } as const;

/** Menu management; the /api/admin guard in app.ts has already required a staff session. */
export function createMenuAdminRouter(deps: AppDeps): Router {
  const router = Router();
  const reads = createMenuAdminReads(deps.db);
  const store = createMenuAdminStore(deps.db, deps.clock);

  const productAnswer = (id: number, visitor: string | null) => {
    const product = reads.product(id, visitor);
    if (!product) throw notFound(M.productNotFound);
    return product;
  };

  router.get('/admin/menu/sections', (_req, res) => {
    res.json(reads.sections());
  });
  router.post('/admin/menu/sections', (req, res) => {
    res.status(201).json(store.createSection(newSectionSchema.parse(req.body ?? {})));
  });
  router.put('/admin/menu/sections/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    res.json(store.updateSection(id, sectionUpdateSchema.parse(req.body ?? {})));
  });
  router.delete('/admin/menu/sections/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    store.deleteSection(id);
    res.json(DELETED);
  });

  router.get('/admin/menu/categories', (_req, res) => {
    res.json(reads.categories());
  });
  router.post('/admin/menu/categories', (req, res) => {
    res.status(201).json(store.createCategory(newCategorySchema.parse(req.body ?? {})));
  });
  router.put('/admin/menu/categories/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    res.json(store.updateCategory(id, categoryUpdateSchema.parse(req.body ?? {})));
  });
  router.delete('/admin/menu/categories/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    store.deleteCategory(id);
    res.json(DELETED);
  });

  router.get('/admin/menu/subcategories', (_req, res) => {
    res.json(reads.subcategories());
  });
  router.post('/admin/menu/subcategories', (req, res) => {
    res.status(201).json(store.createSubcategory(newSubcategorySchema.parse(req.body ?? {})));
  });
  router.put('/admin/menu/subcategories/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    res.json(store.updateSubcategory(id, subcategoryUpdateSchema.parse(req.body ?? {})));
  });
  router.delete('/admin/menu/subcategories/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    store.deleteSubcategory(id);
    res.json(DELETED);
  });

  router.post('/admin/menu/products', (req, res) => {
    const id = store.createProduct(newProductSchema.parse(req.body ?? {}));
    res.status(201).json(productAnswer(id, readVisitor(req)));
  });
  router.put('/admin/menu/products/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    store.updateProduct(id, productUpdateSchema.parse(req.body ?? {}));
    res.json(productAnswer(id, readVisitor(req)));
  });
  router.delete('/admin/menu/products/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    store.deleteProduct(id);
    res.json(DELETED);
  });

  router.get('/admin/dashboard/categories-only', (req, res) => {
    const { page } = dashboardPageQuery.parse(req.query);
    res.json(reads.dashboardPage(page, readVisitor(req)));
  });

  router.get('/admin/categories/:id/products', (req, res) => {
    const { id } = idParams.parse(req.params);
    const list = reads.productsOfCategory(id, readVisitor(req));
    if (!list) throw notFound(M.categoryNotFound);
    res.json(list);
  });

  return router;
}
