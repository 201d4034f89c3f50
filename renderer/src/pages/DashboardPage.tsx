import { useEffect } from 'react';
import { DashboardFrame } from '../features/dashboard/DashboardFrame';
import { SIGN_IN } from '../features/sign-in/copy';
import { SignInScreen } from '../features/sign-in/SignInScreen';
import { useAuth } from '../stores/auth';

/** /dashboard: the password screen until staff sign in, then the dashboard. */
export default function DashboardPage() {
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
  return isAuthenticated ? <DashboardFrame /> : <SignInScreen />;
}
