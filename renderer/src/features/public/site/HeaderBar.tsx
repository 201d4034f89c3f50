import type { ReactNode } from 'react';
import { BrandLink } from './BrandLink';

/** The dark bar on top of every diner page: brand on the left, the page's own links on the right. */
export function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-stone-950/95 text-white backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-5 sm:px-8">
        <BrandLink />
        {children}
      </div>
    </header>
  );
}
