import { get, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { reminderSettingsSchema, ReminderSettings } from '../../../../../shared/schemas/reminders';
import { controlClass, Field } from '../../../components/ui/Field';
import { SETTINGS } from './copy';

const C = SETTINGS.survey;
/** The mornings and middays the owner may choose, on the half hour. */
const TIMES = Array.from({ length: 23 }, (_, index) => `${String(8 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`);

/** 'Recordatorios': the morning-after survey, on or off, and at what time it leaves. */
export function SurveyFields({ form }: { form: UseFormReturn<z.input<typeof reminderSettingsSchema>, unknown, ReminderSettings> }) {
  const error = (get(form.formState.errors, 'survey.time') as { message?: string } | undefined)?.message;
  return (
    <div className="grid gap-3 border-t border-stone-200 pt-4">
      <label className="flex min-h-11 items-start gap-2 text-ink">
        <input type="checkbox" {...form.register('survey.enabled')} aria-describedby="encuesta-explicacion" className="mt-0.5 size-5 shrink-0 accent-brand" />
        <span>
          <span className="font-semibold">{C.enabled}</span>
          <span id="encuesta-explicacion" className="block text-sm text-muted">
            {C.enabledHint}
          </span>
        </span>
      </label>
      <Field label={C.time} error={error}>
        {(control) => (
          <select {...control} {...form.register('survey.time')} className={`${controlClass} max-w-40`}>
            {TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
