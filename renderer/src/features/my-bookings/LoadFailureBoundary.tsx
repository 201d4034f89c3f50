import { Component, type ReactNode } from 'react';
import { COPY } from './copy';

interface State {
  failed: boolean;
}

/**
 * A phone that loses signal while the panel's code downloads would otherwise blank the whole
 * page (an unhandled lazy-load error unmounts the app); here only this section says so.
 */
export class LoadFailureBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-2xl bg-card p-5 ring-1 ring-stone-200 sm:p-7">
        <p className="text-ink">{COPY.loadFailed}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {COPY.reload}
        </button>
      </div>
    );
  }
}
