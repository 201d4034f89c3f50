import { useId, type ReactNode } from 'react';
import { formatLongDate } from '../../../../../shared/long-date';
import { SECTIONS } from '../../../../../shared/sections';
import { controlClass } from '../../../components/ui/Field';
import { DAY } from './day-copy';
import { useDayChoice } from './day-choice';

/**
 * The evening's date (its weekday in words under it) and zone, shared by the host's tabs; what a
 * tab adds (search, buttons) follows on the same line.
 */
export function DayFilters({ children }: { children?: ReactNode }) {
  const ids = useId();
  const { date, setDate, section, setSection } = useDayChoice();
  return (
    <div className="flex flex-wrap items-start gap-3">
      {/* The weekday under the field on a tablet (one line, running on under the zone), beside it from 1280 px, where the line is long enough. */}
      <div className="grid grid-cols-[10rem] gap-x-3 gap-y-1 xl:grid-cols-[11rem_auto]">
        <label htmlFor={`${ids}-fecha`} className="text-sm font-semibold text-ink xl:col-span-2">
          {DAY.date}
        </label>
        <input id={`${ids}-fecha`} type="date" required value={date} aria-describedby={`${ids}-dia`} onChange={(event) => event.target.value && setDate(event.target.value)} className={controlClass} />
        <p id={`${ids}-dia`} className="text-sm font-semibold whitespace-nowrap text-ink first-letter:uppercase xl:self-center">
          {formatLongDate(date)}
        </p>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${ids}-zona`} className="text-sm font-semibold text-ink">
          {DAY.section}
        </label>
        <select id={`${ids}-zona`} value={section} onChange={(event) => setSection(event.target.value)} className={`${controlClass} w-40 xl:w-48`}>
          <option value="all">{DAY.allSections}</option>
          {SECTIONS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {children}
    </div>
  );
}
