import clsx from 'clsx';
import { CalendarClock, CalendarX2, PhoneCall } from 'lucide-react';
import type { ReconfirmState } from '../../../../../shared/reconfirm';
import { DAY } from '../kit/day-copy';
import { reconfirmDeadline, reconfirmText } from '../kit/reconfirm-words';
import { useConfirmedByPhone } from './use-day-actions';

/**
 * A row's reconfirmation: 'Por confirmar hasta jue 21:00' while the diner may still answer, 'Sin
 * confirmar' once the deadline passed; beside it 'Ha confirmado', for a diner who confirms by phone.
 */
export function ReconfirmBadge({ id, name, state, reconfirmBy }: { id: string; name: string; state: ReconfirmState; reconfirmBy: string }) {
  const confirmed = useConfirmedByPhone();
  const Icon = state === 'unconfirmed' ? CalendarX2 : CalendarClock;
  return (
    <span className="inline-flex items-center gap-1">
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
      <button
        type="button"
        disabled={confirmed.isPending}
        title={DAY.dinerConfirmedByPhoneTitle(name)}
        className="inline-flex min-h-7 items-center gap-1 rounded-full px-2 text-xs font-semibold text-brand ring-1 ring-brand/40 hover:bg-brand-soft max-lg:min-h-11"
        onClick={() => confirmed.mutate({ id })}
      >
        <PhoneCall aria-hidden className="size-3" />
        {DAY.dinerConfirmedByPhone}
      </button>
    </span>
  );
}
