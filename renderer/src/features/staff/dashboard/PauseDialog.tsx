/** 'Pausar reservas online' from the header: until tonight's close or a date, with a note for diners. */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../../../../shared/api/routes';
import { addDays } from '../../../../../shared/madrid-time';
import { NOTE_MAX } from '../../../../../shared/schemas/calendar';
import { serviceDate } from '../../../../../shared/schedule';
import { controlClass, Field } from '../../../components/ui/Field';
import { call } from '../../../lib/api';
import { FormDialog } from '../kit/FormDialog';
import { onlinePauseQuery } from '../kit/staff-queries';
import { useCalendarChange } from '../kit/use-calendar-change';
import { DASHBOARD } from './copy';

const P = DASHBOARD.pause;

export function PauseDialog({ onClose }: { onClose(): void }) {
  const queryClient = useQueryClient();
  const tonight = serviceDate(new Date());
  const [untilTonight, setUntilTonight] = useState(true);
  const [until, setUntil] = useState(addDays(tonight, 1));
  const [note, setNote] = useState('');
  const pause = useCalendarChange(
    () => call(apiRoutes.calendar.pauseOnline, { body: { paused: true, until: untilTonight ? tonight : until, note } }),
    (saved) => {
      queryClient.setQueryData(onlinePauseQuery.queryKey, saved);
      onClose();
      return P.on(saved.until);
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pause.mutate();
  };
  return (
    <FormDialog title={P.title} description={P.description} formId="pausar-reservas" submitLabel={P.submit} pending={pause.isPending} formClassName="grid gap-3" onSubmit={submit} onClose={onClose}>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold text-ink">{P.howLong}</legend>
        <label className="flex min-h-11 items-center gap-2 text-ink">
          <input type="radio" name="pausa-hasta" className="size-5 accent-brand" checked={untilTonight} onChange={() => setUntilTonight(true)} />
          {P.tonight}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-ink">
          <input type="radio" name="pausa-hasta" className="size-5 accent-brand" checked={!untilTonight} onChange={() => setUntilTonight(false)} />
          {P.untilDate}
        </label>
      </fieldset>
      {!untilTonight && (
        <Field label={P.lastDay}>{(control) => <input {...control} type="date" required min={tonight} value={until} onChange={(e) => setUntil(e.target.value)} className={controlClass} />}</Field>
      )}
      <Field label={P.note} hint={P.noteHint}>
        {(control) => <input {...control} value={note} maxLength={NOTE_MAX} onChange={(e) => setNote(e.target.value)} className={controlClass} />}
      </Field>
      {pause.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {pause.error.message}
        </p>
      )}
    </FormDialog>
  );
}
