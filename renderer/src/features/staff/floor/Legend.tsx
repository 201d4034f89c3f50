import clsx from 'clsx';
import { FLOOR } from './copy';
import type { NowState, TableState } from './floor-plan';

export const STATE_DOT: Record<TableState, string> = { free: 'bg-emerald-600', booked: 'bg-red-600', arrived: 'bg-sky-600' };
export const NOW_DOT: Record<NowState, string> = { free: STATE_DOT.free, seated: STATE_DOT.arrived, soon: 'bg-amber-500' };

const DAY_ITEMS = (['free', 'booked', 'arrived'] as const).map((state) => ({ dot: STATE_DOT[state], label: FLOOR.legend[state] }));
const NOW_ITEMS = (['free', 'seated', 'soon'] as const).map((state) => ({ dot: NOW_DOT[state], label: FLOOR.nowLegend[state] }));

/** What the grid's colours mean, in the view shown ('Ahora' or the whole day). */
export function Legend({ now }: { now: boolean }) {
  return (
    <ul aria-label={FLOOR.legendLabel} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
      {(now ? NOW_ITEMS : DAY_ITEMS).map(({ dot, label }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden className={clsx('size-3 rounded-sm', dot)} />
          {label}
        </li>
      ))}
    </ul>
  );
}
