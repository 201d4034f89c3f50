import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../../stores/auth';
import { SIGN_IN } from './copy';
import { SignInScreen } from './SignInScreen';

/** A staff screen: the loading view while the session is checked, the password screen until staff sign in. */
export function StaffGate({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, checkStatus } = useAuth();
  useEffect(() => {
    void checkStatus();
  }, [checkStatus]);

  if (isLoading) {
    return (
      <main className="page-loading" aria-busy="true">
        <p role="status">{SIGN_IN.loading}</p>
      </main>
    );
  }
  return isAuthenticated ? children : <SignInScreen />;
}
