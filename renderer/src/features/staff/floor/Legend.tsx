import clsx from 'clsx';
import { FLOOR } from './copy';
import type { TableState } from './floor-plan';

export const STATE_DOT: Record<TableState, string> = { free: 'bg-emerald-600', booked: 'bg-red-600', arrived: 'bg-sky-600' };

const STATES: readonly TableState[] = ['free', 'booked', 'arrived'];

/** What the grid's colours mean. */
export function Legend() {
  return (
    <ul aria-label={FLOOR.legendLabel} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
      {STATES.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span aria-hidden className={clsx('size-3 rounded-sm', STATE_DOT[state])} />
          {FLOOR.legend[state]}
        </li>
      ))}
    </ul>
  );
}
