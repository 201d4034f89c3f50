import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { ROUTES } from '../../../../../shared/routes';
import { newPasswordFields } from '../../../../../shared/schemas/password';
import { controlClass, Field } from '../../../components/ui/Field';
import { useToast } from '../../../components/ui/Toaster';
import { apiRoutes } from '../../../../../shared/api/routes';
import { ApiError, call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../stores/auth';
import { SIGN_IN } from './copy';
import { GateCard } from './GateCard';
import { RestoreCopyCard } from './RestoreCopyCard';

const C = SIGN_IN.firstRun;

/** GET /api/setup: what a new install still needs (StaffGate asks it). */

interface NewPassword {
  newPassword: string;
  repeatPassword: string;
}

/**
 * A new install: the owner chooses the staff password (only on the server's own computer, the
 * server checks), is signed in, and is taken on to describe the venue if nobody has yet. Or first
 * restores a copy from outside the venue (RestoreCopyCard), and then chooses this PC's password.
 */
export function FirstRunScreen({ needsVenue }: { needsVenue: boolean }) {
  const [restoring, setRestoring] = useState(false);
  const [restored, setRestored] = useState(false);
  const form = useForm<NewPassword>({ resolver: zodResolver(newPasswordFields), defaultValues: { newPassword: '', repeatPassword: '' } });
  const acceptSession = useAuth((state) => state.acceptSession);
  const [, navigate] = useLocation();
  const toasts = useToast();
  const queryClient = useQueryClient();
  const setup = useMutation({
    mutationFn: (body: NewPassword) => call(apiRoutes.auth.setup, { body }),
    onSuccess: ({ sessionToken }) => {
      toasts.show({ title: C.done, description: needsVenue ? C.nextVenue : undefined });
      // Signing out later must lead to the sign-in screen, not back here.
      queryClient.setQueryData(queryKeys.setup, { needsPassword: false, needsVenue });
      acceptSession(sessionToken);
      if (needsVenue) navigate(ROUTES.settings);
    },
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  // Focused from here, not with autoFocus: Preact writes that as autofocus="true", which is not valid HTML.
  useEffect(() => {
    if (!restoring) setFocus('newPassword');
  }, [restoring, setFocus]);

  if (restoring) {
    return (
      <RestoreCopyCard
        onBack={() => setRestoring(false)}
        onRestored={() => {
          setRestoring(false);
          setRestored(true);
        }}
      />
    );
  }
  return (
    <GateCard title={C.title} intro={C.intro} icon={<Sparkles className="size-6" />} onSubmit={(event) => void form.handleSubmit((body) => setup.mutate(body))(event)}>
      {restored && (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-ink ring-1 ring-green-300">
          {C.restored}
        </p>
      )}
      <Field label={C.password} hint={C.hint} error={errors.newPassword?.message}>
        {(control) => <input {...control} {...form.register('newPassword')} type="password" autoComplete="new-password" className={controlClass} />}
      </Field>
      <Field label={C.repeat} error={errors.repeatPassword?.message}>
        {(control) => <input {...control} {...form.register('repeatPassword')} type="password" autoComplete="new-password" className={controlClass} />}
      </Field>
      {setup.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {setup.error instanceof ApiError ? setup.error.message : C.failed}
        </p>
      )}
      <button type="submit" className="button w-full" disabled={setup.isPending}>
        {setup.isPending ? C.submitting : C.submit}
      </button>
      {!restored && (
        <div className="grid justify-items-center gap-1 border-t border-stone-200 pt-4 text-center">
          <p className="text-sm text-muted">{C.orRestore}</p>
          <button type="button" className="button button-secondary w-full" onClick={() => setRestoring(true)}>
            {C.restore}
          </button>
        </div>
      )}
    </GateCard>
  );
}
