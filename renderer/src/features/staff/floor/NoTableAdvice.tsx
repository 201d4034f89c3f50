import type { RangeAvailability } from '../../../../../shared/types';
import { QUICK } from './copy';

type Alternative = RangeAvailability['alternatives'][number];

interface NoTableAdviceProps {
  reason: 'none-that-size' | 'all-taken';
  asked: { section: string; partySize: number; startTime: string; endTime: string };
  /** The nearest starts of the zone, then the other zones at the start asked, that have a table (the server's answer). */
  alternatives: readonly Alternative[];
  onTake(alternative: Alternative): void;
}

const C = QUICK.noTable;

/** Why no table is free for the party, and each start or zone that has one, a tap away. */
export function NoTableAdvice({ reason, asked, alternatives, onTake }: NoTableAdviceProps) {
  const { section, partySize, startTime, endTime } = asked;
  return (
    <div className="grid gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300 sm:col-span-2">
      <p role="status" className="text-sm font-medium text-amber-950">
        {reason === 'none-that-size' ? C.noneThatSize(section, partySize) : C.allTaken(section, partySize, startTime, endTime)}
        {alternatives.length === 0 && ` ${C.nothingNear}`}
      </p>
      {alternatives.length > 0 && (
        <div role="group" aria-label={C.instead} className="flex flex-wrap items-center gap-2">
          <span aria-hidden className="text-sm font-semibold text-ink">
            {`${C.instead}:`}
          </span>
          {alternatives.map((alternative) => {
            const otherZone = alternative.preferredSection !== section;
            return (
              <button
                key={`${alternative.startTime} ${alternative.preferredSection}`}
                type="button"
                className="button button-secondary min-h-11 px-3 text-sm"
                aria-label={otherZone ? C.moveTo(alternative.preferredSection, alternative.startTime) : C.startAt(alternative.startTime)}
                onClick={() => onTake(alternative)}
              >
                {otherZone ? C.zoneAt(alternative.preferredSection, alternative.startTime) : alternative.startTime}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
