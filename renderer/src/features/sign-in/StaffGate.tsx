import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../stores/auth';
import { SIGN_IN } from './copy';
import { FirstRunScreen, SETUP_KEY } from './FirstRunScreen';
import { SignInScreen } from './SignInScreen';

interface SetupState {
  needsPassword: boolean;
  needsVenue: boolean;
}

/**
 * A staff screen: the loading view while the session is checked, then the password screen until
 * staff sign in, or, on a new install with no password yet, the first-run screen.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, checkStatus } = useAuth();
  const setup = useQuery({
    queryKey: SETUP_KEY,
    queryFn: () => apiRequest<SetupState>('GET', '/api/setup'),
    enabled: !isLoading && !isAuthenticated,
  });
  useEffect(() => {
    void checkStatus();
  }, [checkStatus]);

  if (isAuthenticated) return children;
  if (isLoading || setup.isPending) {
    return (
      <main className="page-loading" aria-busy="true">
        <p role="status">{SIGN_IN.loading}</p>
      </main>
    );
  }
  // If the question fails, the sign-in screen is the safe answer: it works on every install but a new one.
  return setup.data?.needsPassword ? <FirstRunScreen needsVenue={setup.data.needsVenue} /> : <SignInScreen />;
}
