import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { diningTables, menuSections } from '../db/schema';
import { newObjectId } from '../objects';
import type { ObjectStorage } from '../objects';
import { createVenueSettings } from '../venue';
import { seedDemoFloor } from './demo-floor';
import { drawDemoMenuPhotos, seedDemoMenu } from './demo-menu';
import { DEMO_VENUE } from '../../shared/venue';

/**
 * SEED=demo: a believable venue, floor and menu, each only where the database has none yet. The
 * menu's photos are stored first, so every row written points at a file that is there.
 */
export async function seedDemoIfEmpty(db: Db, clock: Clock, storage: ObjectStorage): Promise<void> {
  const now = clock().toISOString();
  const stamp = { createdAt: now, updatedAt: now };
  const hasTables = db.select({ id: diningTables.id }).from(diningTables).limit(1).get() !== undefined;
  const hasMenu = db.select({ id: menuSections.id }).from(menuSections).limit(1).get() !== undefined;
  const photos = hasMenu
    ? null
    : await drawDemoMenuPhotos(async (jpeg) => {
        const id = newObjectId();
        await storage.saveOriginal(id, jpeg);
        return `/objects/uploads/${id}`;
      });
  const venue = createVenueSettings(db);
  db.transaction((tx) => {
    if (!hasTables) seedDemoFloor(tx, stamp);
    if (photos) seedDemoMenu(tx, stamp, photos);
    // One SQLite connection: a statement made through `db` between BEGIN and COMMIT is part of this transaction.
    if (venue.read() === null) venue.write(DEMO_VENUE);
  });
}
