/** The images the venue uploads, and their sizes for each screen. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { loadSigningSecret, SIGNING_SECRETS } from '../secrets';
import { uploadEndpoints } from './endpoints';
import { renderWebp } from './images';
import { createObjectStorage, type ObjectStorage } from './storage';
import { createVariantCache, type VariantCache } from './variant-cache';
import { createVariantMaker } from './variants';

export type { ObjectStorage } from './storage';
export type { VariantCache } from './variant-cache';
export { createObjectsFileRouter } from './endpoints';
export { createObjectStorage } from './storage';
export { newObjectId } from './object-id';
export { isObjectId } from './object-id';

export function objectsFeature({ db, clock, config, sealer }: Kernel): Feature<{ objectStorage: ObjectStorage; imageVariants: VariantCache }> {
  const objectStorage = createObjectStorage(config.dataDir);
  let signingSecret: string | null = null;
  /** Read from the database on first use, then kept. */
  const uploadSigningSecret = () => (signingSecret ??= loadSigningSecret(db, sealer, SIGNING_SECRETS.upload));
  return {
    name: 'objects',
    provides: { objectStorage, imageVariants: createVariantCache(objectStorage, createVariantMaker(objectStorage, renderWebp)) },
    handlers: { system: uploadEndpoints({ objectStorage, uploadSigningSecret }, clock) },
  };
}
