import { IMAGE_WIDTHS, type ImageSize } from '../../shared/image-sizes';
import type { ObjectStorage } from './storage';

export type RenderVariant = (originalPath: string, width: number) => Promise<Buffer>;

export interface VariantMaker {
  /** Makes the cached size if missing; false when there is no such original. */
  ensure(id: string, size: ImageSize): Promise<boolean>;
}

/**
 * Makes each size once. Concurrent first requests for the same size share one render (the
 * in-flight map lives in this app instance, so servers side by side stay independent).
 */
export function createVariantMaker(storage: ObjectStorage, render: RenderVariant): VariantMaker {
  const inFlight = new Map<string, Promise<boolean>>();

  async function make(id: string, size: ImageSize): Promise<boolean> {
    // A request that missed the cache just before another finished writing it need not render again.
    if (await storage.hasVariant(id, size)) return true;
    if (!(await storage.hasOriginal(id))) return false;
    const bytes = await render(storage.originalPath(id), IMAGE_WIDTHS[size]);
    await storage.saveVariant(id, size, bytes);
    return true;
  }

  return {
    ensure(id, size) {
      const key = `${id}-${size}`;
      const running = inFlight.get(key);
      if (running) return running;
      const job = make(id, size).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}
