import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSize } from '../../shared/image-sizes';

/** Where uploaded originals and their cached sizes live: DATA_DIR/objects/{uploads,cache}. */
export interface ObjectStorage {
  originalPath(id: string): string;
  variantPath(id: string, size: ImageSize): string;
  hasOriginal(id: string): Promise<boolean>;
  hasVariant(id: string, size: ImageSize): Promise<boolean>;
  saveOriginal(id: string, bytes: Buffer): Promise<void>;
  saveVariant(id: string, size: ImageSize, bytes: Buffer): Promise<void>;
}

/** Ids are checked by the caller (`isObjectId`) before they reach any path here. */
export function createObjectStorage(dataDir: string): ObjectStorage {
  const root = path.join(dataDir, 'objects');
  const uploads = path.join(root, 'uploads');
  const cache = path.join(root, 'cache');
  // Temporary files sit beside, not inside, the final folders: a reader never sees half a file.
  const staging = path.join(root, 'tmp');
  for (const dir of [uploads, cache, staging]) mkdirSync(dir, { recursive: true });

  const originalPath = (id: string) => path.join(uploads, id);
  const variantPath = (id: string, size: ImageSize) => path.join(cache, `${id}-${size}.webp`);

  return {
    originalPath,
    variantPath,
    hasOriginal: (id) => isFile(originalPath(id)),
    hasVariant: (id, size) => isFile(variantPath(id, size)),
    saveOriginal: (id, bytes) => writeAtomically(staging, originalPath(id), bytes),
    saveVariant: (id, size, bytes) => writeAtomically(staging, variantPath(id, size), bytes),
  };
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Write, flush, then rename into place: after a power cut the file is either whole or absent,
 * never a truncated image served for a year under an immutable cache header.
 */
async function writeAtomically(stagingDir: string, target: string, bytes: Buffer): Promise<void> {
  const temp = path.join(stagingDir, randomUUID());
  try {
    const file = await open(temp, 'wx');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
