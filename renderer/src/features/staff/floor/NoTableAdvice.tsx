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

/** One line of choices: its label, seen and heard, and a button for each. */
function Choices({ label, choices, named, onTake }: { label: string; choices: readonly Alternative[]; named(choice: Alternative): [shown: string, heard: string]; onTake(choice: Alternative): void }) {
  if (choices.length === 0) return null;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span aria-hidden className="text-sm font-semibold text-ink">{`${label}:`}</span>
      {choices.map((choice) => {
        const [shown, heard] = named(choice);
        return (
          <button key={`${choice.startTime} ${choice.preferredSection}`} type="button" className="button button-secondary min-h-11 px-3 text-sm" aria-label={heard} onClick={() => onTake(choice)}>
            {shown}
          </button>
        );
      })}
    </div>
  );
}

/** Why no table is free for the party, and the other starts of the zone and the other zones that have one, a tap away. */
export function NoTableAdvice({ reason, asked, alternatives, onTake }: NoTableAdviceProps) {
  const { section, partySize, startTime, endTime } = asked;
  const times = alternatives.filter((alternative) => alternative.preferredSection === section);
  const zones = alternatives.filter((alternative) => alternative.preferredSection !== section);
  return (
    <div className="grid gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300 sm:col-span-2">
      <p role="status" className="text-sm font-medium text-amber-950">
        {reason === 'none-that-size' ? C.noneThatSize(section, partySize) : C.allTaken(section, partySize, startTime, endTime)}
        {alternatives.length === 0 && ` ${C.nothingNear}`}
      </p>
      <Choices label={C.otherTimes(section)} choices={times} named={(choice) => [choice.startTime, C.startAt(choice.startTime)]} onTake={onTake} />
      <Choices label={C.otherZones(startTime)} choices={zones} named={(choice) => [choice.preferredSection, C.moveTo(choice.preferredSection)]} onTake={onTake} />
    </div>
  );
}
