/** One like per product and visitor; the unique index makes a repeated like a no-op. */
import { count, eq, and, sql } from 'drizzle-orm';
import type { LikeAnswer } from '../../shared/menu-types';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { productLikes } from '../db/schema';

/** `changed` runs when a like is added or taken back: the menu's kept answers hold the counts. */
export function createLikes(db: Db, clock: Clock, changed: () => void) {
  const productId = sql.placeholder('productId');
  const userEmail = sql.placeholder('visitor');
  const insert = db
    .insert(productLikes)
    .values({ productId, userEmail, createdAt: sql.placeholder('createdAt') })
    .onConflictDoNothing()
    .prepare();
  const remove = db
    .delete(productLikes)
    .where(and(eq(productLikes.productId, productId), eq(productLikes.userEmail, userEmail)))
    .prepare();
  const countQuery = db.select({ likesCount: count() }).from(productLikes).where(eq(productLikes.productId, productId)).prepare();
  const anyLike = db.select({ id: productLikes.id }).from(productLikes).where(eq(productLikes.userEmail, userEmail)).limit(1).prepare();

  const likesCount = (id: number) => countQuery.get({ productId: id })?.likesCount ?? 0;

  return {
    /**
     * Whether a visitor id is one this server gave out: each is given with a like, so one with no
     * like stored is made up (or took every like back), and liking with it makes a new liker.
     */
    isLiker(visitor: string | null): boolean {
      return visitor !== null && anyLike.get({ visitor }) !== undefined;
    },
    like(id: number, visitor: string): LikeAnswer {
      if (insert.run({ productId: id, visitor, createdAt: clock().toISOString() }).changes > 0) changed();
      return { likesCount: likesCount(id), userHasLiked: true };
    },
    unlike(id: number, visitor: string | null): LikeAnswer {
      if (visitor !== null && remove.run({ productId: id, visitor }).changes > 0) changed();
      return { likesCount: likesCount(id), userHasLiked: false };
    },
  };
}

export type Likes = ReturnType<typeof createLikes>;
