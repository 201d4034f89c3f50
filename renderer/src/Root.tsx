import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect } from 'react';
import { Router } from 'wouter';
import { App } from './App';
import { ToastProvider } from './components/ui/Toaster';
import { DrawnConsent } from './features/public/cookies/consent-store';
import { DrawnPieces, rootTakenOver } from './lib/hydration';

interface RootProps {
  queryClient: QueryClient;
  /** On the server: the address rendered. */
  path?: string;
  search?: string;
  /** A page drawn on the server: whether the visitor had chosen about cookies (no banner drawn). */
  consentChosen?: boolean;
  /** On the server: gathers the names of the pieces drawn, for the browser to take over one by one. */
  drawnPieces?: Set<string>;
}

/**
 * The whole app, as the browser renders it and as the server renders a diner's page (./ssr/): the
 * same tree on both sides, so hydration finds the markup it would have made. On the server the
 * address is given; in the browser the router reads it.
 */
export function Root({ queryClient, path, search, consentChosen = false, drawnPieces }: RootProps) {
  // Runs only in the browser, once the first render (the server's markup taken over) is committed.
  useLayoutEffect(rootTakenOver, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={path} ssrSearch={search}>
          <DrawnPieces.Provider value={drawnPieces ?? null}>
            <DrawnConsent.Provider value={consentChosen}>
              <ToastProvider>
                <App />
              </ToastProvider>
            </DrawnConsent.Provider>
          </DrawnPieces.Provider>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
