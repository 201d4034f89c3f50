import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface ScreenPlaceholderProps {
  /** The screen's Spanish name: the page heading and the start of the tab title. */
  title: string;
  children?: ReactNode;
  /** The home page is where the link would lead, so it leaves it out. */
  showHomeLink?: boolean;
}

/** The frame of a screen that is routed but not built yet; it says so plainly. */
export function ScreenPlaceholder({ title, children, showHomeLink = true }: ScreenPlaceholderProps) {
  return (
    <main className="screen">
      <title>{`${title} · Valhalla`}</title>
      <h1>{title}</h1>
      {children}
      <p className="screen__note">Esta pantalla está en preparación.</p>
      {showHomeLink && (
        <Link href="/" className="button">
          Volver al inicio
        </Link>
      )}
    </main>
  );
}
