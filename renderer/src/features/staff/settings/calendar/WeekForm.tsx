import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WeekDto } from '../../../../../../shared/api/dto';
import { apiRoutes } from '../../../../../../shared/api/routes';
import type { ServiceName } from '../../../../../../shared/calendar';
import { useToast } from '../../../../components/ui/Toaster';
import { call } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';
import { SETTINGS } from '../copy';
import { useUnsavedMark } from '../unsaved';
import { CalendarForm } from './CalendarForm';
import { CopyService } from './CopyService';
import { copyService, servicesOf, slotsOf, weekChanged } from './service-slots';
import { ServicesEditor } from './ServicesEditor';
import { useCalendarChange } from '../../kit/use-calendar-change';

const C = SETTINGS.calendar;
const weekdayList = new Intl.ListFormat('es', { type: 'conjunction' });

/** The week's hours, Monday first: what every date follows unless the owner gives it rules of its own. */
export function WeekForm({ week }: { week: WeekDto }) {
  const queryClient = useQueryClient();
  const toasts = useToast();
  const [days, setDays] = useState(() => week.map((day) => slotsOf(day.services)));
  const save = useCalendarChange(
    () => call(apiRoutes.calendar.saveWeek, { body: days.map((slots, index) => ({ weekday: index + 1, services: servicesOf(slots) })) }),
    (saved) => {
      queryClient.setQueryData(queryKeys.calendarWeek, saved);
      return C.weekSaved;
    },
  );
  const unsaved = weekChanged(
    days,
    week.map((day) => day.services),
  );
  useUnsavedMark(unsaved);
  const copy = (from: number, name: ServiceName, to: number[]) => {
    setDays((all) => copyService(all, from, name, to));
    const names = to.map((index) => (C.weekdays[index] ?? '').toLowerCase());
    toasts.show({ title: C.copy.done(weekdayList.format(names), to.length, C.weekdays[from] ?? '', name), description: C.copy.doneHint });
  };
  return (
    <CalendarForm id="calendario-semana" title={C.weekTitle} submitLabel={C.saveWeek} pending={save.isPending} onSubmit={() => save.mutate()}>
      <p className="text-sm text-muted">{C.pacingHint}</p>
      {days.map((slots, index) => (
        <fieldset key={C.weekdays[index]} className="grid gap-2">
          <legend className="font-semibold text-ink">{C.weekdays[index]}</legend>
          <ServicesEditor
            slots={slots}
            label={C.weekdays[index] ?? ''}
            onChange={(next) => setDays((all) => all.map((day, i) => (i === index ? next : day)))}
            action={(name) => <CopyService from={index} name={name} service={slots[name]} onCopy={(to) => copy(index, name, to)} />}
          />
        </fieldset>
      ))}
      <p role="status" className="justify-self-end text-sm font-semibold text-amber-900">
        {unsaved ? C.weekUnsaved : ''}
      </p>
    </CalendarForm>
  );
}
