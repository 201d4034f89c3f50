import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiRoutes } from '../../../../../shared/api/routes';
import { REMINDER_HOURS, reminderSettingsSchema, type ReminderSettings } from '../../../../../shared/schemas/reminders';
import { QueryView } from '../../../components/ui/QueryView';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { SETTINGS } from './copy';
import { ReconfirmFields } from './ReconfirmFields';
import { SettingsForm } from './SettingsForm';
import { SETTINGS_SECTIONS } from './sections';
import { SurveyFields } from './SurveyFields';
import { useUnsavedMark } from './unsaved';

const C = SETTINGS.reminders;
const KEY = queryKeys.settings.reminders;

function ReminderSettingsForm({ stored }: { stored: ReminderSettings }) {
  const form = useForm<z.input<typeof reminderSettingsSchema>, unknown, ReminderSettings>({ resolver: zodResolver(reminderSettingsSchema), defaultValues: stored });
  const queryClient = useQueryClient();
  const toasts = useToast();
  const save = useMutation({
    mutationFn: (settings: ReminderSettings) => call(apiRoutes.reminders.saveSettings, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      form.reset(saved.settings);
      toasts.show({ title: C.saved });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
  useUnsavedMark(form.formState.isDirty);
  return (
    <SettingsForm id={SETTINGS_SECTIONS.reminders} title={C.title} intro={C.intro} onSubmit={(event) => void form.handleSubmit((settings) => save.mutate(settings))(event)}>
      <label className="flex min-h-11 items-center gap-2 font-semibold text-ink">
        <input type="checkbox" {...form.register('enabled')} className="size-5 accent-brand" />
        {C.enabled}
      </label>
      <TextField form={form} name="hoursBefore" label={C.hours} hint={C.hoursHint(REMINDER_HOURS.min, REMINDER_HOURS.max)} inputMode="numeric" />
      <ReconfirmFields form={form} />
      <SurveyFields form={form} />
      <button type="submit" className="button min-h-11 w-fit justify-self-end" disabled={save.isPending}>
        {C.save}
      </button>
    </SettingsForm>
  );
}

/** 'Recordatorios': whether each diner is written to before the booking, and how many hours before. */
export function ReminderForm() {
  const reminders = useQuery({ queryKey: KEY, queryFn: () => call(apiRoutes.reminders.settings) });
  return (
    <QueryView query={reminders} loading={C.loading} failed={C.loadFailed}>
      {({ settings }) => <ReminderSettingsForm stored={settings} />}
    </QueryView>
  );
}
