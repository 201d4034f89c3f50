import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { MAIL_PROVIDERS, providerOf } from '../../../../../shared/mail-providers';
import type { z } from 'zod';
import { sameSmtpServer, SMTP_SECURITY, smtpServerSchema, smtpSettingsSchema, type SmtpSettingsInput, type SmtpSettingsView } from '../../../../../shared/schemas/smtp';
import { controlClass, Field } from '../../../components/ui/Field';
import { QueryView } from '../../../components/ui/QueryView';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toaster';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { SETTINGS } from './copy';
import { mailLogQuery, smtpQuery, useSmtpChange } from './mail-queries';
import { SettingsForm } from './SettingsForm';
import { SETTINGS_SECTIONS } from './sections';
import { useUnsavedMark } from './unsaved';

const C = SETTINGS.mail;
type MailInput = z.input<typeof smtpSettingsSchema>;

function MailLog() {
  const log = useQuery(mailLogQuery);
  return (
    <section aria-labelledby="mail-log-title" className="grid gap-2">
      <h3 id="mail-log-title" className="font-semibold text-ink">
        {C.log}
      </h3>
      <QueryView query={log} loading={C.loading} failed={C.loadFailed}>
        {({ messages, publicForms }) => (
          <>
            {publicForms.sent >= publicForms.cap ? (
              <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
                {C.capReached(publicForms.cap)}
              </p>
            ) : (
              <p className="text-sm text-muted">{C.publicToday(publicForms.sent, publicForms.cap)}</p>
            )}
            {messages.length === 0 ? (
              <p className="text-sm text-muted">{C.logEmpty}</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {messages.map((message) => (
                  <li key={message.id} className="rounded-lg bg-paper px-3 py-2 ring-1 ring-stone-200">
                    <p className="font-medium text-ink">{message.subject}</p>
                    <p className="text-muted">
                      {message.recipient} · <span className={message.status === 'failed' ? 'font-semibold text-red-700' : undefined}>{C.states[message.status]}</span>
                      {message.attempts > 0 && ` · ${C.tries(message.attempts)}`}
                    </p>
                    {message.lastError && <p className="text-red-700 wrap-anywhere">{message.lastError}</p>}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

/** A failed test: what went wrong and what to do, in the owner's words (the server's own stay in its log). */
function TestFailure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-900 ring-1 ring-red-200">
      {failureReason(error)}
    </p>
  );
}

/**
 * What the password field says. The server drops the stored password when the server it was typed
 * for changes and the field is left blank, so the owner is told before saving, and after.
 */
function passwordHint(stored: SmtpSettingsView | null, serverChanged: boolean): string | undefined {
  if (!stored) return undefined;
  if (stored.passwordUnreadable) return C.passwordUnreadable;
  if (stored.hasPassword) return serverChanged ? C.passwordRetype : C.passwordKept;
  return stored.user ? C.passwordMissing : undefined;
}

/** 'Tu correo es de': a provider fills server, port and security, and says which password it wants. */
function ProviderChoice({ form }: { form: UseFormReturn<MailInput, unknown, SmtpSettingsInput> }) {
  const id = useId();
  const provider = providerOf(useWatch({ control: form.control, name: 'host' }) ?? '');
  const choose = (value: string) => {
    const chosen = MAIL_PROVIDERS.find((candidate) => candidate.id === value);
    if (!chosen) return;
    const options = { shouldDirty: true, shouldValidate: true };
    form.setValue('host', chosen.host, options);
    form.setValue('port', chosen.port, options);
    form.setValue('security', chosen.security, options);
  };
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {C.provider}
      </label>
      <select id={id} value={provider?.id ?? ''} onChange={(event) => choose(event.target.value)} aria-describedby={`${id}-hint`} className={controlClass}>
        <option value="">{C.providerOther}</option>
        {MAIL_PROVIDERS.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {provider ? `${C.userIsAddress} ${provider.password}` : C.providerHint}
      </p>
    </div>
  );
}

function MailSettings({ stored }: { stored: SmtpSettingsView | null }) {
  const form = useForm<MailInput, unknown, SmtpSettingsInput>({
    resolver: zodResolver(smtpSettingsSchema),
    defaultValues: stored ? { ...stored, password: '' } : { host: '', port: 587, security: 'starttls', user: '', password: '', from: '' },
  });
  const change = useSmtpChange();
  const toasts = useToast();
  const { errors, isDirty } = form.formState;
  const values = useWatch({ control: form.control });
  // The test goes with what is typed, saved or not: offered as soon as it would be accepted.
  const testable = smtpSettingsSchema.safeParse(values);
  const unsaved = stored === null || isDirty;
  useUnsavedMark(isDirty);
  const test = useMutation({
    mutationFn: ({ settings }: { settings: SmtpSettingsInput; unsaved: boolean }) => call(apiRoutes.settings.testSmtp, { body: { settings } }),
    onSuccess: ({ recipient }, { unsaved: sentUnsaved }) => toasts.show({ title: C.tested(recipient), description: sentUnsaved ? C.testedUnsaved : undefined }),
  });
  const failed = (error: unknown) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) });
  const typed = smtpServerSchema.safeParse(values);
  const serverChanged = stored !== null && !(typed.success && sameSmtpServer(stored, typed.data));

  return (
    <SettingsForm
      id={SETTINGS_SECTIONS.mail}
      title={C.title}
      intro={C.intro}
      onSubmit={(event) =>
        void form.handleSubmit((settings) =>
          change.mutate(settings, {
            onSuccess: ({ settings: saved }) => {
              // The stored values become the form's own: nothing left unsaved, the password field empty again.
              if (saved) form.reset({ ...saved, password: '' });
              toasts.show({ title: saved?.user && !saved.hasPassword ? C.savedWithoutPassword : C.saved });
            },
            onError: failed,
          }),
        )(event)
      }
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ProviderChoice form={form} />
        <TextField form={form} name="host" label={C.host} />
        <TextField form={form} name="port" label={C.port} inputMode="numeric" />
        <Field label={C.security} error={errors.security?.message}>
          {(control) => (
            <select {...control} {...form.register('security')} className={controlClass}>
              {SMTP_SECURITY.map((security) => (
                <option key={security} value={security}>
                  {C.securities[security]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField form={form} name="user" label={C.user} hint={C.userHint} />
        <TextField form={form} name="password" label={C.password} hint={passwordHint(stored, serverChanged)} type="password" autoComplete="new-password" />
        <TextField form={form} name="from" label={C.from} hint={C.fromHint} type="email" />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {stored && (
          <button
            type="button"
            className="button button-secondary min-h-11"
            disabled={change.isPending}
            onClick={() => change.mutate(null, { onSuccess: () => toasts.show({ title: C.turnedOff }), onError: failed })}
          >
            {C.off}
          </button>
        )}
        {testable.success && (
          <button type="button" className="button button-secondary min-h-11" disabled={test.isPending} onClick={() => test.mutate({ settings: testable.data, unsaved })}>
            {test.isPending ? C.testing : C.test}
          </button>
        )}
        <button type="submit" className="button min-h-11" disabled={change.isPending}>
          {C.save}
        </button>
      </div>
      {test.isError && <TestFailure error={test.error} />}
      <MailLog />
    </SettingsForm>
  );
}

/** 'Correo': the outgoing mail server, a test message, and the latest messages with their state. */
export function MailForm() {
  const smtp = useQuery(smtpQuery);
  return (
    <QueryView query={smtp} loading={C.loading} failed={C.loadFailed}>
      {({ settings }) => <MailSettings key={settings ? 'on' : 'off'} stored={settings} />}
    </QueryView>
  );
}
