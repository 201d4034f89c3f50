/**
 * Link headers naming the scripts of the screen a path shows, so the browser fetches them with the
 * main bundle instead of discovering them after it has run: on a phone's slow connection, one
 * round trip less before the page draws. Read from the manifest Vite writes with the build.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RouteName } from '../../shared/routes';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** 'menuCategory' → 'src/pages/MenuCategoryPage.tsx': how App.tsx names the screen behind each route. */
export function pageModule(route: RouteName): string {
  return `src/pages/${route.charAt(0).toUpperCase()}${route.slice(1)}Page.tsx`;
}

/** The screen's chunk and every chunk it imports, less what index.html already loads. */
export function screenChunks(manifest: Manifest, route: RouteName): string[] {
  const loaded = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key)) return;
    loaded.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(pageModule(route));
  return files;
}

/**
 * The Link header value for a screen, or null without a manifest (a build without one, or none
 * yet). A page view costs a stat; the manifest is read and parsed again only when a rebuild
 * changes it, so, like index.html, it is never stale.
 */
export function createChunkHints(staticDir: string): (route: RouteName, drawn: boolean) => Promise<string | null> {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  const load = async (): Promise<Manifest | null> => {
    try {
      const { mtimeMs } = await stat(manifestFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest };
      return cached.manifest;
    } catch {
      return null;
    }
  };
  // A page that arrives drawn needs its scripts only to respond: they come after what paints it.
  return async (route, drawn) => {
    const manifest = await load();
    const files = manifest ? screenChunks(manifest, route) : [];
    return files.length > 0 ? files.map((file) => `</${file}>; rel=modulepreload${drawn ? '; fetchpriority=low' : ''}`).join(', ') : null;
  };
}
