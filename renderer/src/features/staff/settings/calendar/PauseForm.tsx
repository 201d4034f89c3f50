import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OnlinePauseDto } from '../../../../../../shared/api/dto';
import { apiRoutes } from '../../../../../../shared/api/routes';
import { NOTE_MAX } from '../../../../../../shared/schemas/calendar';
import { controlClass, Field } from '../../../../components/ui/Field';
import { call } from '../../../../lib/api';
import { onlinePauseQuery } from '../../kit/staff-queries';
import { SETTINGS } from '../copy';
import { useUnsavedMark } from '../unsaved';
import { CalendarForm } from './CalendarForm';
import { useCalendarChange } from '../../kit/use-calendar-change';

const C = SETTINGS.calendar;

/** Online bookings paused from now, until a date or until the owner turns them back on. */
export function PauseForm({ pause }: { pause: OnlinePauseDto }) {
  const queryClient = useQueryClient();
  const [paused, setPaused] = useState(pause.paused);
  const [until, setUntil] = useState(pause.until ?? '');
  const [note, setNote] = useState(pause.note ?? '');
  // Until and the note count only while paused: unpaused, they are not sent.
  useUnsavedMark(paused !== pause.paused || (paused && (until !== (pause.until ?? '') || note !== (pause.note ?? ''))));
  const save = useCalendarChange(
    () => call(apiRoutes.calendar.pauseOnline, { body: { paused, until: until || null, note } }),
    (saved) => {
      queryClient.setQueryData(onlinePauseQuery.queryKey, saved);
      return C.pauseSaved(saved.paused);
    },
  );
  return (
    <CalendarForm id="calendario-pausa" title={C.pauseTitle} submitLabel={C.savePause} pending={save.isPending} onSubmit={() => save.mutate()}>
      <label className="flex min-h-11 w-fit items-center gap-3 font-semibold text-ink">
        <input type="checkbox" className="size-5 accent-brand" checked={paused} onChange={(e) => setPaused(e.target.checked)} />
        {C.paused}
      </label>
      <p className="text-sm text-muted">{C.pausedHint}</p>
      {paused && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={C.until}>{(control) => <input {...control} type="date" value={until} onChange={(e) => setUntil(e.target.value)} className={controlClass} />}</Field>
          <Field label={C.note}>{(control) => <input {...control} value={note} maxLength={NOTE_MAX} onChange={(e) => setNote(e.target.value)} className={controlClass} />}</Field>
        </div>
      )}
    </CalendarForm>
  );
}
