import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { guestQuerySchema, privacySettingsSchema, RETENTION_MONTHS, type GuestQuery, type PrivacySettings } from '../../../../../shared/schemas/privacy';
import { controlClass, Field } from '../../../components/ui/Field';
import { Dialog } from '../../../components/ui/Dialog';
import { QueryView } from '../../../components/ui/QueryView';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toaster';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call, staffDownload } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { SETTINGS } from './copy';
import { SettingsSection } from './SettingsSection';
import { SETTINGS_SECTIONS } from './sections';
import { useUnsavedMark } from './unsaved';

const C = SETTINGS.privacy;
const KEY = queryKeys.settings.privacy;

function RetentionForm({ stored }: { stored: PrivacySettings }) {
  const form = useForm<z.input<typeof privacySettingsSchema>, unknown, PrivacySettings>({ resolver: zodResolver(privacySettingsSchema), defaultValues: stored });
  const queryClient = useQueryClient();
  const toasts = useToast();
  const save = useMutation({
    mutationFn: (settings: PrivacySettings) => call(apiRoutes.settings.savePrivacy, { body: settings }),
    onSuccess: ({ settings, removed }) => {
      queryClient.setQueryData(KEY, { settings });
      form.reset(settings);
      toasts.show({ title: C.saved, description: C.applied(removed.reservations, removed.requests) });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
  useUnsavedMark(form.formState.isDirty);
  return (
    <form noValidate className="grid gap-3" onSubmit={form.handleSubmit((settings) => save.mutate(settings))}>
      <TextField form={form} name="retentionMonths" label={C.months} hint={C.monthsHint(RETENTION_MONTHS.min, RETENTION_MONTHS.max)} inputMode="numeric" />
      <button type="submit" className="button min-h-11 w-fit justify-self-end" disabled={save.isPending}>
        {C.save}
      </button>
    </form>
  );
}

/** One diner's data, by e-mail or phone: downloaded as JSON, or erased after a confirmation that says what goes. */
function GuestData() {
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [contact, setContact] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<GuestQuery | null>(null);
  const toasts = useToast();
  const failed = (error: unknown) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) });
  const download = useMutation({
    mutationFn: (query: GuestQuery) =>
      staffDownload(`/api/admin/guests/export?${new URLSearchParams(query.email !== undefined ? { email: query.email } : { phone: query.phone })}`, 'datos-cliente.json'),
    onError: failed,
  });
  const erase = useMutation({
    mutationFn: (query: GuestQuery) => call(apiRoutes.settings.eraseGuest, { body: query }),
    onSuccess: (result) => {
      setConfirming(null);
      setContact('');
      toasts.show({ title: C.erased(result.reservations, result.requests, result.messages, result.waitlist) });
    },
    onError: failed,
  });

  /** The query typed, or null with its Spanish message shown under the field. */
  const query = (): GuestQuery | null => {
    const parsed = guestQuerySchema.safeParse({ [by]: contact });
    setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = query();
    if (asked) download.mutate(asked);
  };

  return (
    <section aria-labelledby="guest-data-title" className="grid gap-3">
      <h3 id="guest-data-title" className="font-semibold text-ink">
        {C.guest}
      </h3>
      <p className="text-sm text-muted">{C.guestIntro}</p>
      <form noValidate className="grid gap-3" onSubmit={submit}>
        <fieldset className="flex flex-wrap items-center gap-4">
          <legend className="mb-1 text-sm font-semibold text-ink">{C.by}</legend>
          {(['email', 'phone'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-ink">
              <input type="radio" name="guest-by" className="size-5 accent-brand" checked={by === option} onChange={() => setBy(option)} />
              {option === 'email' ? C.byEmail : C.byPhone}
            </label>
          ))}
        </fieldset>
        <Field label={by === 'email' ? C.email : C.phone} error={invalid}>
          {(control) => <input {...control} type={by === 'email' ? 'email' : 'tel'} autoComplete="off" value={contact} onChange={(event) => setContact(event.target.value)} className={controlClass} />}
        </Field>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <button type="submit" className="button button-secondary min-h-11" disabled={download.isPending}>
            <Download aria-hidden className="size-4" />
            {C.export}
          </button>
          <button
            type="button"
            className="button min-h-11 bg-red-700 hover:bg-red-800"
            onClick={() => {
              const asked = query();
              if (asked) setConfirming(asked);
            }}
          >
            <Trash2 aria-hidden className="size-4" />
            {C.erase}
          </button>
        </div>
      </form>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={C.eraseTitle}
        description={C.eraseWarning(confirming?.email ?? confirming?.phone ?? '')}
        footer={
          <>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
              {C.eraseCancel}
            </button>
            <button type="button" className="button bg-red-700 hover:bg-red-800" disabled={erase.isPending} onClick={() => confirming && erase.mutate(confirming)}>
              {C.eraseConfirm}
            </button>
          </>
        }
      />
    </section>
  );
}

/** 'Privacidad': how long the diners' data is kept, and one diner's data exported or erased. */
export function PrivacySection() {
  const settings = useQuery({ queryKey: KEY, queryFn: () => call(apiRoutes.settings.privacy) });
  return (
    <SettingsSection id={SETTINGS_SECTIONS.privacy} title={C.title} intro={C.intro}>
      <QueryView query={settings} loading={C.loading} failed={C.loadFailed}>
        {({ settings: stored }) => <RetentionForm stored={stored} />}
      </QueryView>
      <GuestData />
    </SettingsSection>
  );
}
