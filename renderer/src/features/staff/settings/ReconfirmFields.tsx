import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { RECONFIRM_DAYS_AHEAD, RECONFIRM_HOURS, RECONFIRM_PARTY, type ReminderSettings, type reminderSettingsSchema } from '../../../../../shared/schemas/reminders';
import { TextField } from '../../../components/ui/TextField';
import { SETTINGS } from './copy';

const C = SETTINGS.reconfirm;

type ReminderForm = UseFormReturn<z.input<typeof reminderSettingsSchema>, unknown, ReminderSettings>;

/** 'Recordatorios' › which bookings must confirm, by when, and whether their table is released without an answer. */
export function ReconfirmFields({ form }: { form: ReminderForm }) {
  const ids = useId();
  return (
    <fieldset aria-describedby={`${ids}-intro`} className="grid gap-4 border-t border-stone-200 pt-4">
      <legend className="float-left font-semibold text-ink">{C.title}</legend>
      <p id={`${ids}-intro`} className="text-sm text-muted">
        {C.intro}
      </p>
      <label className="flex min-h-11 w-fit items-center gap-2 font-semibold text-ink">
        <input type="checkbox" {...form.register('reconfirm.enabled')} className="size-5 accent-brand" />
        {C.enabled}
      </label>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField form={form} name="reconfirm.minPartySize" label={C.party} hint={C.partyHint(RECONFIRM_PARTY.min, RECONFIRM_PARTY.max)} inputMode="numeric" />
        <TextField form={form} name="reconfirm.minDaysAhead" label={C.days} hint={C.daysHint(RECONFIRM_DAYS_AHEAD.min, RECONFIRM_DAYS_AHEAD.max)} inputMode="numeric" />
        <TextField form={form} name="reconfirm.hoursBefore" label={C.hours} hint={C.hoursHint(RECONFIRM_HOURS.min, RECONFIRM_HOURS.max)} inputMode="numeric" />
      </div>
      <div className="grid gap-1">
        <label className="flex min-h-11 w-fit items-center gap-2 font-semibold text-ink">
          <input type="checkbox" {...form.register('reconfirm.release')} aria-describedby={`${ids}-release`} className="size-5 accent-brand" />
          {C.release}
        </label>
        <p id={`${ids}-release`} className="text-sm text-muted">
          {C.releaseHint}
        </p>
      </div>
    </fieldset>
  );
}
