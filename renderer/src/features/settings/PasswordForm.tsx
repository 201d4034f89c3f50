import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/messages';
import { passwordChangeSchema, type PasswordChange } from '../../../../shared/schemas/password';
import { controlClass, Field } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toaster';
import { ApiError, staffRequest } from '../../lib/api';
import { SETTINGS } from './copy';
import { SettingsForm } from './SettingsForm';

const C = SETTINGS.password;
const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** 'Contraseña del personal': the current password, the new one twice; other devices are signed out. */
export function PasswordForm() {
  const form = useForm<PasswordChange>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });
  const toasts = useToast();
  const change = useMutation({
    mutationFn: (body: PasswordChange) => staffRequest<{ success: boolean }>('POST', '/api/admin/settings/password', body),
    onSuccess: () => {
      form.reset(EMPTY);
      toasts.show({ title: C.changed, description: C.changedDetail });
    },
    onError: (error) => {
      // The one refusal only the server can know: said beside the field it is about.
      if (error instanceof ApiError && error.message === MESSAGES.auth.currentPasswordWrong) form.setError('currentPassword', { message: error.message });
      else toasts.show({ variant: 'destructive', title: 'Error', description: error instanceof ApiError ? error.message : String(error) });
    },
  });
  const { errors } = form.formState;
  const passwordField = (name: keyof PasswordChange, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      {(control) => <input {...control} {...form.register(name)} type="password" autoComplete={autoComplete} className={controlClass} />}
    </Field>
  );

  return (
    <SettingsForm
      id="password-form-title"
      title={C.title}
      intro={C.intro}
      className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-stone-200"
      onSubmit={(event) => void form.handleSubmit((body) => change.mutate(body))(event)}
    >
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {passwordField('currentPassword', C.current, 'current-password')}
        {passwordField('newPassword', C.next, 'new-password', C.nextHint)}
        {passwordField('repeatPassword', C.repeat, 'new-password')}
      </div>
      <button type="submit" className="button min-h-11 w-fit justify-self-end" disabled={change.isPending}>
        {change.isPending ? C.submitting : C.submit}
      </button>
    </SettingsForm>
  );
}
