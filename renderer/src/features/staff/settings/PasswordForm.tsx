import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES } from '../../../../../shared/messages/auth';
import { passwordChangeSchema, type PasswordChange } from '../../../../../shared/schemas/password';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toaster';
import { apiRoutes } from '../../../../../shared/api/routes';
import { ApiError, call } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { SETTINGS } from './copy';
import { SettingsForm } from './SettingsForm';
import { SETTINGS_SECTIONS } from './sections';
import { useUnsavedMark } from './unsaved';

const C = SETTINGS.password;
const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** 'Contraseña del personal': the current password, the new one twice; other devices are signed out. */
export function PasswordForm() {
  const form = useForm<PasswordChange>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });
  const toasts = useToast();
  const change = useMutation({
    mutationFn: (body: PasswordChange) => call(apiRoutes.settings.changePassword, { body }),
    onSuccess: () => {
      form.reset(EMPTY);
      toasts.show({ title: C.changed, description: C.changedDetail });
    },
    onError: (error) => {
      // The one refusal only the server can know: said beside the field it is about.
      if (error instanceof ApiError && error.message === AUTH_MESSAGES.currentPasswordWrong) form.setError('currentPassword', { message: error.message });
      else toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) });
    },
  });
  useUnsavedMark(form.formState.isDirty);

  return (
    <SettingsForm id={SETTINGS_SECTIONS.password} title={C.title} intro={C.intro} onSubmit={(event) => void form.handleSubmit((body) => change.mutate(body))(event)}>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField form={form} name="currentPassword" label={C.current} type="password" autoComplete="current-password" />
        <TextField form={form} name="newPassword" label={C.next} hint={C.nextHint} type="password" autoComplete="new-password" />
        <TextField form={form} name="repeatPassword" label={C.repeat} type="password" autoComplete="new-password" />
      </div>
      <button type="submit" className="button min-h-11 w-fit justify-self-end" disabled={change.isPending}>
        {change.isPending ? C.submitting : C.submit}
      </button>
    </SettingsForm>
  );
}
