/**
 * A diner's page rendered on the server carries the answers it was rendered from, so the browser's
 * first render (hydration) reads the same data and finds the same markup. The element's id, and
 * what it holds, are shared by the server that writes it and the app that reads it.
 */
import type { RouteName } from './routes';

export const PAGE_STATE_ID = 'page-state';

/** One answer the page was rendered with: the query key the app reads it under, and the data. */
export interface PageAnswer {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface PageState {
  /** The screen rendered: the browser loads its chunk before taking the markup over. */
  route: RouteName;
  answers: PageAnswer[];
  /** The visitor had made their cookie choice (its cookie came with the request): no banner drawn. */
  consentChosen: boolean;
}
