import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useAuth } from '../../../stores/auth';

/** 'Admin', shown only to signed-in staff. The check costs no request for diners, who hold no token. */
export function AdminLink({ className }: { className: string }) {
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const checkStatus = useAuth((state) => state.checkStatus);
  useEffect(() => {
    void checkStatus();
  }, [checkStatus]);

  if (!isAuthenticated) return null;
  return (
    <Link href="/dashboard" className={className}>
      <LockKeyhole aria-hidden className="size-4" />
      Admin
    </Link>
  );
}
