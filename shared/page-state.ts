/**
 * A diner's page rendered on the server carries the answers it was rendered from, so the browser's
 * first render (hydration) reads the same data and finds the same markup. The element's id, and
 * what it holds, are shared by the server that writes it and the app that reads it.
 */
import type { PublicVenue } from './api/dto';
import type { CategoryComplete, MenuCategory, MenuSection } from './menu-types';
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
  /** The pieces drawn that the browser takes over each in a task of its own (renderer/src/components/HydrateLater.tsx). */
  pieces: string[];
}

/** The server's reads a page is rendered from (the server's public menu reads and the venue's settings). */
export interface PageReads {
  venue: PublicVenue;
  sections(): MenuSection[];
  section(id: number): MenuSection | undefined;
  categoriesOfSection(id: number): MenuCategory[];
  /** With the likes of the visitor asking. */
  complete(id: number): CategoryComplete | null;
}

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** For the browser: the screen, and the answers it was drawn from (the venue travels in its own element). */
  state: PageState;
}

/** The request a page is drawn for. */
export interface PageRequest {
  route: RouteName;
  params: Record<string, string>;
  path: string;
  search: string;
  /** The visitor's cookie choice came with the request (shared/cookies.ts): no banner to draw. */
  consentChosen: boolean;
}
