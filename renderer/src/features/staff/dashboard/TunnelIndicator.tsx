import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { tunnelStatusLabel } from '../../../../../shared/schemas/tunnel';
import { tunnelQuery } from '../../../lib/tunnel';
import { DASHBOARD } from './copy';

const DOT = { connected: 'bg-emerald-400', connecting: 'animate-pulse bg-amber-400', offline: 'bg-amber-400', error: 'bg-red-400' } as const;

/** The tunnel's state and the address diners reach, once the owner has set a tunnel up. */
export function TunnelIndicator() {
  const { data } = useQuery(tunnelQuery);
  if (!data || data.status.state === 'off') return null;
  const { status } = data;
  return (
    <p role="status" className="flex max-w-full min-w-0 items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
      <span aria-hidden className={clsx('size-2.5 shrink-0 rounded-full', DOT[status.state])} />
      <span className="truncate">
        {DASHBOARD.tunnel}: {tunnelStatusLabel(status)}
        {status.state === 'connected' && <span className="font-normal text-white/80"> · {status.url}</span>}
      </span>
    </p>
  );
}
