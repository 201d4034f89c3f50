import type { Db } from '../db/open';
import { diningTables, menuSections } from '../db/schema';
import { seedDemoFloor } from './demo-floor';
import { seedDemoMenu } from './demo-menu';

/** SEED=demo: a believable floor and menu, only on a database that has neither yet. */
export function seedDemoIfEmpty(db: Db): void {
  const hasTables = db.select({ id: diningTables.id }).from(diningTables).limit(1).get() !== undefined;
  const hasMenu = db.select({ id: menuSections.id }).from(menuSections).limit(1).get() !== undefined;
  db.transaction((tx) => {
    if (!hasTables) seedDemoFloor(tx);
    if (!hasMenu) seedDemoMenu(tx);
  });
}
