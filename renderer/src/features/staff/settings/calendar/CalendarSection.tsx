/**
 * 'Calendario' on 'Ajustes': the pause of online bookings, the month at a glance with the chosen
 * date's rules beside it, the week's hours, and how long a table is kept.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRoutes } from '../../../../../../shared/api/routes';
import { serviceDate } from '../../../../../../shared/schedule';
import { QueryView } from '../../../../components/ui/QueryView';
import { call } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';
import { onlinePauseQuery } from '../../kit/staff-queries';
import { SETTINGS } from '../copy';
import { SETTINGS_SECTIONS } from '../sections';
import { SettingsSection } from '../SettingsSection';
import { DayForm } from './DayForm';
import { MonthView } from './MonthView';
import { PauseForm } from './PauseForm';
import { TurnTimesForm } from './TurnTimesForm';
import { WeekForm } from './WeekForm';

const C = SETTINGS.calendar;

export function CalendarSection() {
  const today = serviceDate(new Date());
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const week = useQuery({ queryKey: queryKeys.calendarWeek, queryFn: () => call(apiRoutes.calendar.week) });
  const pause = useQuery(onlinePauseQuery);
  const choose = (date: string) => {
    setSelected(date);
    setMonth(date.slice(0, 7));
  };
  return (
    <SettingsSection id={SETTINGS_SECTIONS.calendar} title={C.title} intro={C.intro}>
      <QueryView query={pause} loading={C.loading} failed={C.loadFailed}>
        {(loaded) => <PauseForm pause={loaded} />}
      </QueryView>
      {/* The month takes what the day form, beside it, leaves: room for each date's state in words. */}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <MonthView month={month} today={today} selected={selected} onMonth={setMonth} onSelect={choose} />
        <DayForm date={selected} today={today} onDate={choose} />
      </div>
      <QueryView query={week} loading={C.loading} failed={C.loadFailed}>
        {(loaded) => <WeekForm week={loaded} />}
      </QueryView>
      <TurnTimesForm />
    </SettingsSection>
  );
}
