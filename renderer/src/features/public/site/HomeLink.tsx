import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * A link to the home page that arrives at its top. In-app navigation keeps the window's scroll,
 * so a diner leaving from the foot of a long legal page would otherwise land in the middle of home.
 */
export function HomeLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Link href="/" className={className} onClick={() => window.scrollTo(0, 0)}>
      {children}
    </Link>
  );
}
