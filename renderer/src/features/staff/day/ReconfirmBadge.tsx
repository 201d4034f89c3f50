import clsx from 'clsx';
import { CalendarClock, CalendarX2 } from 'lucide-react';
import type { ReconfirmState } from '../../../../../shared/reconfirm';
import { reconfirmDeadline, reconfirmText } from '../kit/reconfirm-words';

/** A row's reconfirmation: 'Por confirmar hasta jue 21:00' while the diner may still answer, 'Sin confirmar' once the deadline passed. */
export function ReconfirmBadge({ state, reconfirmBy }: { state: ReconfirmState; reconfirmBy: string }) {
  const Icon = state === 'unconfirmed' ? CalendarX2 : CalendarClock;
  return (
    <span
      title={reconfirmDeadline(reconfirmBy)}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        state === 'unconfirmed' ? 'bg-red-100 text-red-900' : 'bg-sky-100 text-sky-900',
      )}
    >
      <Icon aria-hidden className="size-3" />
      {reconfirmText(state, reconfirmBy)}
    </span>
  );
}
