/**
 * The diner's pages as the server renders them (built by `vite build --ssr` into one file, loaded by
 * server/site/page-render.ts): the same Root the browser renders, at the requested address, with
 * the answers the screen reads on arrival already in its cache, so the page arrives drawn and the
 * browser's first render takes that markup over (main.tsx).
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import type { PageAnswer, PageReads, PageRequest, RenderedPage } from '../../../shared/page-state';
import type { RouteName } from '../../../shared/routes';
import { queryKeys } from '../lib/query-keys';
import { SCREENS } from '../App';
import { Root } from '../Root';

type Answers = (reads: PageReads, params: Record<string, string>) => PageAnswer[] | null;

const answer = (queryKey: readonly unknown[], data: unknown): PageAnswer => ({ queryKey, data });

/**
 * The pages rendered on the server, and what each reads on arrival. Null when what the address names
 * does not exist: the browser then draws the screen's own not-found state.
 */
const PAGES: Partial<Record<RouteName, Answers>> = {
  home: () => [],
  menu: (reads) => [answer(queryKeys.menu.sections, reads.sections())],
  menuSection: (reads, { sectionId }) => {
    const id = Number(sectionId);
    const section = reads.section(id);
    return section ? [answer(queryKeys.menu.section(id), section), answer(queryKeys.menu.sectionCategories(id), reads.categoriesOfSection(id))] : null;
  },
  menuCategory: (reads, { categoryId }) => {
    const id = Number(categoryId);
    const complete = reads.complete(id);
    return complete ? [answer(queryKeys.menu.category(id), complete)] : null;
  },
};

export async function renderPage({ route, params, path, search, consentChosen }: PageRequest, reads: PageReads): Promise<RenderedPage | null> {
  const answers = PAGES[route]?.(reads, params);
  if (!answers) return null;
  // Loaded before rendering, as the browser loads it before taking the markup over (main.tsx).
  await SCREENS[route].preload();
  const queryClient = new QueryClient({
    // Nothing is fetched here: a read the page does not get above stays pending, as in the browser
    // before its answer arrives (the booking form's calendar, for one).
    defaultOptions: { queries: { queryFn: () => new Promise<never>(() => {}), staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(queryKeys.venue, reads.venue);
  for (const { queryKey, data } of answers) queryClient.setQueryData(queryKey, data);
  const pieces = new Set<string>();
  const html = await renderToStringAsync(<Root queryClient={queryClient} path={path} search={search} consentChosen={consentChosen} drawnPieces={pieces} />);
  queryClient.clear();
  return { html, state: { route, answers, consentChosen, pieces: [...pieces] } };
}
