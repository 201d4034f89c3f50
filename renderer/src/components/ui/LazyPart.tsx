import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/**
 * A lazily loaded extra (a toast, an enlarged photo): nothing while it loads, and nothing if it
 * cannot load without a connection; the page around it never breaks for it.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
