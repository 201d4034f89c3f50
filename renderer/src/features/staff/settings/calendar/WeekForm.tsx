import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WeekDto } from '../../../../../../shared/api/dto';
import { apiRoutes } from '../../../../../../shared/api/routes';
import { call } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';
import { SETTINGS } from '../copy';
import { CalendarForm } from './CalendarForm';
import { servicesOf, ServicesEditor, slotsOf } from './ServicesEditor';
import { useCalendarChange } from '../../kit/use-calendar-change';

const C = SETTINGS.calendar;

/** The week's hours, Monday first: what every date follows unless the owner gives it rules of its own. */
export function WeekForm({ week }: { week: WeekDto }) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState(() => week.map((day) => slotsOf(day.services)));
  const save = useCalendarChange(
    () => call(apiRoutes.calendar.saveWeek, { body: days.map((slots, index) => ({ weekday: index + 1, services: servicesOf(slots) })) }),
    (saved) => {
      queryClient.setQueryData(queryKeys.calendarWeek, saved);
      return C.weekSaved;
    },
  );
  return (
    <CalendarForm id="calendario-semana" title={C.weekTitle} submitLabel={C.saveWeek} pending={save.isPending} onSubmit={() => save.mutate()}>
      <p className="text-sm text-muted">{C.pacingHint}</p>
      {days.map((slots, index) => (
        <fieldset key={C.weekdays[index]} className="grid gap-2">
          <legend className="font-semibold text-ink">{C.weekdays[index]}</legend>
          <ServicesEditor slots={slots} label={C.weekdays[index] ?? ''} onChange={(next) => setDays((all) => all.map((day, i) => (i === index ? next : day)))} />
        </fieldset>
      ))}
    </CalendarForm>
  );
}
