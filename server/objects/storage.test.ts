import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newObjectId } from './object-id';
import { createObjectStorage, type ObjectStorage } from './storage';

describe('object storage', () => {
  let dataDir: string;
  let storage: ObjectStorage;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'venue-objects-'));
    storage = createObjectStorage(dataDir);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps originals under objects/uploads/{id} and sizes under objects/cache/{id}-{size}.webp', async () => {
    const id = newObjectId();
    expect(await storage.hasOriginal(id)).toBe(false);
    await storage.saveOriginal(id, Buffer.from('original'));
    await storage.saveVariant(id, 'mobile', Buffer.from('webp'));

    expect(await storage.hasOriginal(id)).toBe(true);
    expect(await storage.hasVariant(id, 'mobile')).toBe(true);
    expect(await storage.hasVariant(id, 'large')).toBe(false);
    expect(readFileSync(path.join(dataDir, 'objects', 'uploads', id), 'utf8')).toBe('original');
    expect(readFileSync(path.join(dataDir, 'objects', 'cache', `${id}-mobile.webp`), 'utf8')).toBe('webp');
  });

  it('leaves no temporary files behind', async () => {
    await storage.saveOriginal(newObjectId(), Buffer.from('original'));
    expect(readdirSync(path.join(dataDir, 'objects', 'tmp'))).toEqual([]);
  });

  it('leaves nothing behind when a write fails', async () => {
    rmSync(path.join(dataDir, 'objects', 'uploads'), { recursive: true });
    await expect(storage.saveOriginal(newObjectId(), Buffer.from('original'))).rejects.toThrow();
    expect(readdirSync(path.join(dataDir, 'objects', 'tmp'))).toEqual([]);
  });
});
