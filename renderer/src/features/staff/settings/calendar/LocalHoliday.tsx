/** A local holiday on the chosen date (the town's fiestas): added with its name, or removed. */
import { useState } from 'react';
import type { CalendarDay } from '../../../../../../shared/api/dto';
import { apiRoutes } from '../../../../../../shared/api/routes';
import { HOLIDAY_NAME_MAX } from '../../../../../../shared/schemas/calendar';
import { controlClass, Field } from '../../../../components/ui/Field';
import { call } from '../../../../lib/api';
import { SETTINGS } from '../copy';
import { useCalendarChange } from '../../kit/use-calendar-change';

const C = SETTINGS.calendar;

export function LocalHoliday({ day }: { day: CalendarDay }) {
  const [name, setName] = useState('');
  const add = useCalendarChange(
    () => call(apiRoutes.calendar.saveHoliday, { params: { date: day.date }, body: { name } }),
    () => C.holidayAdded,
  );
  const remove = useCalendarChange(
    () => call(apiRoutes.calendar.removeHoliday, { params: { date: day.date } }),
    () => C.holidayRemoved,
  );
  if (day.localHoliday) {
    return (
      <button type="button" className="button button-secondary min-h-11 justify-self-start" disabled={remove.isPending} onClick={() => remove.mutate()}>
        {C.removeHoliday(day.holiday ?? '')}
      </button>
    );
  }
  // Another date of a national or regional holiday is not a local one to add.
  if (day.holiday) return null;
  return (
    <div className="grid items-end gap-2 @sm:grid-cols-[1fr_auto]">
      <Field label={C.localHoliday} hint={C.localHolidayHint}>
        {(control) => <input {...control} value={name} maxLength={HOLIDAY_NAME_MAX} onChange={(e) => setName(e.target.value)} className={controlClass} />}
      </Field>
      <button type="button" className="button button-secondary min-h-11" disabled={add.isPending || !name.trim()} onClick={() => add.mutate()}>
        {C.addHoliday}
      </button>
    </div>
  );
}
