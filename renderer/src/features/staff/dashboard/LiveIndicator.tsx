import clsx from 'clsx';
import type { LiveState } from '../kit/use-live-updates';
import { DASHBOARD } from './copy';

const LABEL: Record<LiveState, string> = { connecting: DASHBOARD.connecting, live: DASHBOARD.live, reconnecting: DASHBOARD.reconnecting };

/** Whether what the screen shows is kept up to date right now, in words and colour. */
export function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <p role="status" title={DASHBOARD.liveHint} className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
      <span aria-hidden className={clsx('size-2.5 rounded-full', state === 'live' ? 'bg-emerald-400' : 'animate-pulse bg-amber-400')} />
      {LABEL[state]}
    </p>
  );
}
