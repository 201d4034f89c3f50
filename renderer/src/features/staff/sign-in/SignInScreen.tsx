import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { controlClass, Field } from '../../../components/ui/Field';
import { useToast } from '../../../components/ui/Toaster';
import { useAuth } from '../../../stores/auth';
import { SIGN_IN } from './copy';
import { GateCard } from './GateCard';

/** The staff password screen: one field, one button, and a way back to the public site. */
export function SignInScreen({ readAhead }: { readAhead?: (queryClient: QueryClient) => void }) {
  const login = useAuth((state) => state.login);
  const queryClient = useQueryClient();
  const toasts = useToast();
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Focused from here, not with autoFocus: Preact writes that as autofocus="true", which is not valid HTML.
  useEffect(() => passwordRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const result = await login(password);
    setSending(false);
    if (result.ok) {
      readAhead?.(queryClient);
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
    <GateCard title={SIGN_IN.title} intro={SIGN_IN.intro} icon={<KeyRound className="size-6" />} onSubmit={(event) => void submit(event)}>
      <Field label={SIGN_IN.password}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            ref={passwordRef}
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
    </GateCard>
  );
}
