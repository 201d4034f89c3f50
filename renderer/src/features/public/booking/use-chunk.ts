import { useEffect, useReducer, useState } from 'react';
import { loadChunk, loadedChunk } from './chunks';

interface Chunk<T> {
  module: T | undefined;
  failed: boolean;
  retry(): void;
}

/**
 * A code-split module, loaded once `wanted`. Unlike React.lazy a failed load (a phone losing its
 * connection) is not remembered for ever: `retry` tries again without reloading the page.
 */
export function useChunk<T>(loader: () => Promise<T>, wanted: boolean): Chunk<T> {
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState(false);
  const module = loadedChunk(loader);
  useEffect(() => {
    if (!wanted || module || failed) return;
    let live = true;
    loadChunk(loader).then(
      () => live && loadedNow(),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loader, wanted, module, failed]);
  return { module, failed, retry: () => setFailed(false) };
}
