import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newObjectId } from './object-id';
import { createObjectStorage, type ObjectStorage } from './storage';
import { createVariantMaker } from './variants';

describe('variant maker', () => {
  let dataDir: string;
  let storage: ObjectStorage;
  const render = vi.fn(async (_originalPath: string, width: number) => Buffer.from(`webp ${width}`));

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'venue-variants-'));
    storage = createObjectStorage(dataDir);
    render.mockClear();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('renders a size once for concurrent first requests', async () => {
    const id = newObjectId();
    await storage.saveOriginal(id, Buffer.from('original'));
    const maker = createVariantMaker(storage, render);

    const answers = await Promise.all([maker.ensure(id, 'mobile'), maker.ensure(id, 'mobile'), maker.ensure(id, 'mobile')]);

    expect(answers).toEqual([true, true, true]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith(storage.originalPath(id), 480);
    expect(await storage.hasVariant(id, 'mobile')).toBe(true);
  });

  it('renders each size separately and never again once cached', async () => {
    const id = newObjectId();
    await storage.saveOriginal(id, Buffer.from('original'));
    const maker = createVariantMaker(storage, render);

    await Promise.all([maker.ensure(id, 'mobile'), maker.ensure(id, 'large')]);
    await maker.ensure(id, 'mobile');

    expect(render.mock.calls.map(([, width]) => width).sort((a, b) => a - b)).toEqual([480, 1920]);
  });

  it('answers false for an unknown original without rendering', async () => {
    const maker = createVariantMaker(storage, render);
    expect(await maker.ensure(newObjectId(), 'mobile')).toBe(false);
    expect(render).not.toHaveBeenCalled();
  });

  it('lets a later request retry after a failed render', async () => {
    const id = newObjectId();
    await storage.saveOriginal(id, Buffer.from('original'));
    render.mockRejectedValueOnce(new Error('libvips failed'));
    const maker = createVariantMaker(storage, render);

    await expect(maker.ensure(id, 'tablet')).rejects.toThrow('libvips failed');
    expect(await maker.ensure(id, 'tablet')).toBe(true);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
