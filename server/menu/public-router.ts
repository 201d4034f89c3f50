import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import { idParams } from '../../shared/schemas/common';
import { menuSearchQuery } from '../../shared/schemas/menu';
import { RATES } from '../fair-use/limits';
import { withinRate } from '../fair-use/middleware';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import { ensureVisitor, readVisitor } from './visitor';

const M = MESSAGES.menu;

/** The digital menu for anyone: only visible items, each product with its likes for the caller. */
export function createMenuPublicRouter({ publicMenu: menu, likes, fairUse }: Services): Router {
  const router = Router();

  const requirePublicProduct = (productId: number) => {
    if (!menu.isPublicProduct(productId)) throw notFound(M.productNotFound);
  };

  router.get('/menu/sections', (_req, res) => {
    res.json(menu.sections());
  });

  router.get('/menu/sections/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    const section = menu.section(id);
    if (!section) throw notFound(M.sectionNotFound);
    res.json(section);
  });

  router.get('/menu/sections/:id/categories', (req, res) => {
    const { id } = idParams.parse(req.params);
    if (!menu.section(id)) throw notFound(M.sectionNotFound);
    res.json(menu.categoriesOfSection(id));
  });

  router.get('/menu/categories', (_req, res) => {
    res.json(menu.categories());
  });

  router.get('/menu/categories/:id/complete', (req, res) => {
    const { id } = idParams.parse(req.params);
    const complete = menu.complete(id, readVisitor(req));
    if (!complete) throw notFound(M.categoryNotFound);
    res.json(complete);
  });

  router.get('/menu/search', (req, res) => {
    const { q } = menuSearchQuery.parse(req.query);
    res.json(menu.search(q, readVisitor(req)));
  });

  router.get('/products/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    const product = menu.product(id, readVisitor(req));
    if (!product) throw notFound(M.productNotFound);
    res.json(product);
  });

  router.post('/menu/products/:id/like', withinRate(fairUse, RATES.like), (req, res) => {
    const { id } = idParams.parse(req.params);
    requirePublicProduct(id);
    res.json(likes.like(id, ensureVisitor(req, res)));
  });

  router.delete('/menu/products/:id/like', (req, res) => {
    const { id } = idParams.parse(req.params);
    requirePublicProduct(id);
    res.json(likes.unlike(id, readVisitor(req)));
  });

  return router;
}
