import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useAuth } from '../../../stores/auth';
import { SIGN_IN } from './copy';
import { FirstRunScreen } from './FirstRunScreen';
import { SignInScreen } from './SignInScreen';

/**
 * A staff screen: the loading view while the session is checked, then the password screen until
 * staff sign in, or, on a new install with no password yet, the first-run screen. `readAhead`
 * starts the screen's reads as soon as the password is accepted.
 */
export function StaffGate({ children, readAhead }: { children: ReactNode; readAhead?: (queryClient: QueryClient) => void }) {
  const { isLoading, isAuthenticated, checkStatus } = useAuth();
  const setup = useQuery({
    queryKey: queryKeys.setup,
    queryFn: () => call(apiRoutes.auth.setupState),
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
  return setup.data?.needsPassword ? <FirstRunScreen needsVenue={setup.data.needsVenue} /> : <SignInScreen readAhead={readAhead} />;
}
