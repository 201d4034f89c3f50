import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link, useLocation } from 'wouter';
import { VENUE_MESSAGES } from '../../../shared/messages/venue';
import { ROUTES } from '../../../shared/routes';
import { isVenueMissing } from '../lib/venue';

/**
 * A diner's screen cannot show a venue nobody has described yet (a new install with SEED=none):
 * it says so and points to 'Ajustes', where the owner names it. Any other failure goes on up.
 */
export function VenueMissingBoundary({ children }: { children: ReactNode }) {
  // Another screen (the way to Ajustes) starts afresh.
  const [location] = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[location]}
      fallbackRender={({ error }) => {
        if (!isVenueMissing(error)) throw error;
        return (
          <main className="not-found" aria-labelledby="venue-missing-title">
            <div className="not-found__card">
              <h1 id="venue-missing-title">{VENUE_MESSAGES.notConfigured}</h1>
              <Link href={ROUTES.settings} className="button">
                Ir a Ajustes
              </Link>
            </div>
          </main>
        );
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
