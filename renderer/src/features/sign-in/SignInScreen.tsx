import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { controlClass, Field } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toaster';
import { VenueTitle } from '../../components/VenueTitle';
import { useAuth } from '../../stores/auth';
import { SIGN_IN } from './copy';

/** The staff password screen: one field, one button, and a way back to the public site. */
export function SignInScreen() {
  const login = useAuth((state) => state.login);
  const toasts = useToast();
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const result = await login(password);
    setSending(false);
    if (result.ok) {
      toasts.show({ title: SIGN_IN.grantedTitle, description: SIGN_IN.granted });
    } else if (result.refused) {
      // A wrong password says so; a refusal for another reason (too many attempts) gives the server's words.
      toasts.show({ variant: 'destructive', title: SIGN_IN.deniedTitle, description: result.status === 401 ? SIGN_IN.wrongPassword : result.message });
      setPassword('');
    } else {
      toasts.show({ variant: 'destructive', title: SIGN_IN.offlineTitle, description: SIGN_IN.offline });
    }
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-ink px-4 py-10">
      <VenueTitle title={SIGN_IN.title} />
      <form onSubmit={submit} aria-labelledby="sign-in-title" className="grid w-full max-w-sm gap-5 rounded-2xl bg-card p-6 shadow-xl sm:p-8">
        <div className="grid justify-items-start gap-3">
          <span aria-hidden className="grid size-12 place-items-center rounded-full bg-brand-soft text-brand">
            <KeyRound className="size-6" />
          </span>
          <h1 id="sign-in-title" className="font-display text-2xl font-bold text-ink">
            {SIGN_IN.title}
          </h1>
          <p className="text-sm text-muted">{SIGN_IN.intro}</p>
        </div>
        <Field label={SIGN_IN.password}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              required
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        <button type="submit" className="button w-full" disabled={sending || password === ''}>
          {sending ? SIGN_IN.submitting : SIGN_IN.submit}
        </button>
        <Link href="/" className="justify-self-center text-sm font-medium text-brand underline-offset-4 hover:underline">
          {SIGN_IN.backHome}
        </Link>
      </form>
    </main>
  );
}
