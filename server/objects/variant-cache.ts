import { readFile, stat } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import type { ImageSize } from '../../shared/image-sizes';
import type { ObjectStorage } from './storage';
import type { VariantMaker } from './variants';

export interface CachedVariant {
  body: Buffer;
  etag: string;
  lastModified: string;
}

/** Enough for every size a busy menu's cards and photos ask for, a small part of a front-desk PC's memory. */
const MAX_BYTES = 48 * 1024 * 1024;

/**
 * The WebP sizes served from memory once read: a menu page asks for the same few dozen images
 * over and over, and a file read per request would cost more than the answer. The disk cache
 * stays the source; this only remembers what it holds.
 */
export function createVariantCache(storage: ObjectStorage, variants: VariantMaker) {
  const cache = new LRUCache<string, CachedVariant>({ maxSize: MAX_BYTES, sizeCalculation: (variant) => variant.body.length });

  return {
    /** The size of an original, made on first request; null when there is no such original. */
    async get(id: string, size: ImageSize): Promise<CachedVariant | null> {
      const key = `${id}-${size}`;
      const cached = cache.get(key);
      if (cached) return cached;
      if (!(await variants.ensure(id, size))) return null;
      const file = storage.variantPath(id, size);
      const [body, info] = await Promise.all([readFile(file), stat(file)]);
      // The same weak validator Express's static files use: size and modification time.
      const variant = { body, etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, lastModified: info.mtime.toUTCString() };
      cache.set(key, variant);
      return variant;
    },
  };
}

export type VariantCache = ReturnType<typeof createVariantCache>;
