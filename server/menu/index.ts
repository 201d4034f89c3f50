/** The menu: what diners read and like, and what staff edit; the public reads kept until the menu changes. */
import type { FairUseCounter } from '../fair-use';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { createMenuAdminReads } from './admin-reads';
import { createMenuAdminStore } from './admin-store';
import { menuAdminEndpoints, menuEndpoints } from './endpoints';
import { createLikes } from './likes';
import { createPublicMenuReads, type PublicMenuReads } from './public-reads';

export type { PublicMenuReads } from './public-reads';
export { readVisitor } from './visitor';

export function menuFeature({ db, clock, events }: Kernel, { fairUse }: { fairUse: FairUseCounter | null }): Feature<{ publicMenu: PublicMenuReads }> {
  const publicMenu = createPublicMenuReads(db);
  // The kept answers go stale with each change of the menu, announced once it commits.
  events.subscribe(
    (event) => {
      if (event.kind === 'menu-changed') publicMenu.forget();
    },
    () => undefined,
  );
  return {
    name: 'menu',
    provides: { publicMenu },
    handlers: {
      menu: menuEndpoints({ publicMenu, likes: createLikes(db, clock, publicMenu.forget), fairUse }),
      menuAdmin: menuAdminEndpoints({ menuAdminReads: createMenuAdminReads(db), menuAdmin: createMenuAdminStore(db, clock) }),
    },
  };
}
