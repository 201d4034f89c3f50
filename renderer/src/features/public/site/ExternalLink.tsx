import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to another site, opened in a new tab. noopener keeps the new page from reaching back
 * into this one; noreferrer keeps our address out of its logs. Screen readers hear that a tab
 * opens, which sighted visitors infer from the icon.
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
