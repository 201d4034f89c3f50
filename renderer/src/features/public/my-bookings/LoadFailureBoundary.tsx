import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { COPY } from './copy';

function LoadFailed() {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-2xl bg-card p-5 ring-1 ring-stone-200 sm:p-7">
      <p className="text-ink">{COPY.loadFailed}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {COPY.reload}
      </button>
    </div>
  );
}

/**
 * A phone that loses signal while the panel's code downloads would otherwise blank the whole
 * page (an unhandled lazy-load error unmounts the app); here only this section says so.
 */
export function LoadFailureBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={<LoadFailed />}>{children}</ErrorBoundary>;
}
