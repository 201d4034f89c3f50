import clsx from 'clsx';
import { CircleCheck, CircleDashed, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { statusBadge, type StatusTone } from './reservation-labels';

/** Colour and shape both carry the status, so it reads without colour vision too. */
const TONES: Record<StatusTone, { className: string; Icon: LucideIcon }> = {
  confirmed: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25', Icon: CircleCheck },
  pending: { className: 'bg-blue-50 text-blue-800 ring-blue-700/25', Icon: Clock },
  cancelled: { className: 'bg-red-50 text-red-800 ring-red-700/25', Icon: CircleX },
  other: { className: 'bg-stone-100 text-stone-700 ring-stone-500/25', Icon: CircleDashed },
};

export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = statusBadge(status);
  const { className, Icon } = TONES[tone];
  return (
    <span className={clsx('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', className)}>
      <Icon aria-hidden className="size-4" />
      {label}
    </span>
  );
}
