import clsx from 'clsx';
import type { LiveState } from '../kit/use-live-updates';
import { DASHBOARD } from './copy';

const LABEL: Record<LiveState, string> = { connecting: DASHBOARD.connecting, live: DASHBOARD.live, reconnecting: DASHBOARD.reconnecting };

/**
 * Whether what the screen shows is kept up to date right now, in words and colour. On a tablet's bar
 * the usual 'En directo' is its green dot (and its tooltip), so the bar keeps room for a notice; a
 * connection being made again is always said in words.
 */
export function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <p role="status" title={DASHBOARD.liveHint} className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
      <span aria-hidden className={clsx('size-2.5 shrink-0 rounded-full', state === 'live' ? 'bg-emerald-400' : 'animate-pulse bg-amber-400')} />
      <span className={clsx(state === 'live' && 'lg:max-xl:sr-only')}>{LABEL[state]}</span>
    </p>
  );
}
