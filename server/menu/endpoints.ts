import type { menuAdminContract, menuContract } from '../../shared/api/menu';
import { MENU_MESSAGES } from '../../shared/messages/menu';
import { toCategory, toSection, toSubcategory } from '../api/dto';
import type { Handlers } from '../api/endpoints';
import { RATES, withinRate } from '../fair-use';
import { notFound } from '../http/errors';
import { ensureVisitor, readVisitor } from './visitor';
import type { FairUseCounter } from '../fair-use';
import type { MenuAdminReads } from './admin-reads';
import type { MenuAdminStore } from './admin-store';
import type { Likes } from './likes';
import type { PublicMenuReads } from './public-reads';

const M = MENU_MESSAGES;
const DELETED = { success: true } as const;

function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/** The digital menu for anyone: only visible items, each product with its likes for the caller. */
export function menuEndpoints({ publicMenu: menu, likes, fairUse }: { publicMenu: PublicMenuReads; likes: Likes; fairUse: FairUseCounter | null }): Handlers<typeof menuContract> {
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
      // A like without a liker's id of ours makes a new liker: few are allowed per client, or a
      // script dropping its cookie would be a crowd (limits.ts). Checked first, so a refused one
      // takes nothing from the client's likes a minute.
      before: [withinRate(fairUse, RATES.newLiker, (req) => !likes.isLiker(readVisitor(req))), withinRate(fairUse, RATES.like)],
      handle: ({ params }, { req, res }) => likes.like(publicProduct(params.id), ensureVisitor(req, res)),
    },
    unlike: ({ params }, { req }) => likes.unlike(publicProduct(params.id), readVisitor(req)),
  };
}

/** Menu management on the dashboard. */
export function menuAdminEndpoints({ menuAdminReads: reads, menuAdmin: store }: { menuAdminReads: MenuAdminReads; menuAdmin: MenuAdminStore }): Handlers<typeof menuAdminContract> {
  const product = (id: number, visitor: string | null) => found(reads.product(id, visitor), M.productNotFound);
  const removed =
    (remove: (id: number) => void) =>
    ({ params }: { params: { id: number } }) => {
      remove(params.id);
      return DELETED;
    };
  /** A menu entity's list and changes, its rows answered through its mapper. */
  function crud<New, Update, Row, Dto>(list: () => Dto[], create: (body: New) => Row, update: (id: number, body: Update) => Row, remove: (id: number) => void, toDto: (row: Row) => Dto) {
    return {
      list,
      create: ({ body }: { body: New }) => toDto(create(body)),
      update: ({ params, body }: { params: { id: number }; body: Update }) => toDto(update(params.id, body)),
      remove: removed(remove),
    };
  }
  return {
    sections: crud(reads.sections, store.createSection, store.updateSection, store.deleteSection, toSection),
    categories: crud(reads.categories, store.createCategory, store.updateCategory, store.deleteCategory, toCategory),
    subcategories: crud(reads.subcategories, store.createSubcategory, store.updateSubcategory, store.deleteSubcategory, toSubcategory),
    products: {
      create: ({ body }, { req }) => product(store.createProduct(body), readVisitor(req)),
      update: ({ params, body }, { req }) => {
        store.updateProduct(params.id, body);
        return product(params.id, readVisitor(req));
      },
      remove: removed(store.deleteProduct),
    },
    page: ({ query }, { req }) => reads.dashboardPage(query.page, readVisitor(req)),
    categoryProducts: ({ params }, { req }) => found(reads.productsOfCategory(params.id, readVisitor(req)), M.categoryNotFound),
  };
}
