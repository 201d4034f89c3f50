import type { menuAdminContract, menuContract } from '../../shared/api/menu';
import { MESSAGES } from '../../shared/messages';
import { toCategory, toSection, toSubcategory } from '../api/dto';
import type { Handlers } from '../api/endpoints';
import { RATES } from '../fair-use/limits';
import { withinRate } from '../fair-use/middleware';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import { ensureVisitor, readVisitor } from './visitor';

const M = MESSAGES.menu;
const DELETED = { success: true } as const;

function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/** The digital menu for anyone: only visible items, each product with its likes for the caller. */
export function menuEndpoints({ publicMenu: menu, likes, fairUse }: Services): Handlers<typeof menuContract> {
  const publicProduct = (id: number) => {
    if (!menu.isPublicProduct(id)) throw notFound(M.productNotFound);
    return id;
  };
  return {
    sections: () => menu.sections(),
    section: ({ params }) => found(menu.section(params.id), M.sectionNotFound),
    sectionCategories: ({ params }) => {
      found(menu.section(params.id), M.sectionNotFound);
      return menu.categoriesOfSection(params.id);
    },
    categories: () => menu.categories(),
    category: ({ params }, { req }) => found(menu.complete(params.id, readVisitor(req)), M.categoryNotFound),
    search: ({ query }, { req }) => menu.search(query.q, readVisitor(req)),
    product: ({ params }, { req }) => found(menu.product(params.id, readVisitor(req)), M.productNotFound),
    like: {
      before: [withinRate(fairUse, RATES.like)],
      handle: ({ params }, { req, res }) => likes.like(publicProduct(params.id), ensureVisitor(req, res)),
    },
    unlike: ({ params }, { req }) => likes.unlike(publicProduct(params.id), readVisitor(req)),
  };
}

/** Menu management on the dashboard. */
export function menuAdminEndpoints({ menuAdminReads: reads, menuAdmin: store }: Services): Handlers<typeof menuAdminContract> {
  const product = (id: number, visitor: string | null) => found(reads.product(id, visitor), M.productNotFound);
  const removed = (remove: (id: number) => void) => ({ params }: { params: { id: number } }) => {
    remove(params.id);
    return DELETED;
  };
  return {
    sections: {
      list: () => reads.sections(),
      create: ({ body }) => toSection(store.createSection(body)),
      update: ({ params, body }) => toSection(store.updateSection(params.id, body)),
      remove: removed(store.deleteSection),
    },
    categories: {
      list: () => reads.categories(),
      create: ({ body }) => toCategory(store.createCategory(body)),
      update: ({ params, body }) => toCategory(store.updateCategory(params.id, body)),
      remove: removed(store.deleteCategory),
    },
    subcategories: {
      list: () => reads.subcategories(),
      create: ({ body }) => toSubcategory(store.createSubcategory(body)),
      update: ({ params, body }) => toSubcategory(store.updateSubcategory(params.id, body)),
      remove: removed(store.deleteSubcategory),
    },
    createProduct: ({ body }, { req }) => product(store.createProduct(body), readVisitor(req)),
    updateProduct: ({ params, body }, { req }) => {
      store.updateProduct(params.id, body);
      return product(params.id, readVisitor(req));
    },
    removeProduct: removed(store.deleteProduct),
    page: ({ query }, { req }) => reads.dashboardPage(query.page, readVisitor(req)),
    categoryProducts: ({ params }, { req }) => found(reads.productsOfCategory(params.id, readVisitor(req)), M.categoryNotFound),
  };
}
