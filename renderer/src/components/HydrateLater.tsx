import { Suspense, type ReactNode } from 'react';
import { isHydrated, nextTask } from '../lib/hydration';

/** The parts already taken over, by name: each waits once, during the page's first render. */
const takenOver = new Set<string>();

function Part({ name, children }: { name: string; children: ReactNode }) {
  // Preact keeps a suspended part's server markup on screen, and takes it over when it resumes.
  if (typeof document !== 'undefined' && !isHydrated() && !takenOver.has(name)) throw nextTask().then(() => takenOver.add(name));
  return children;
}

/**
 * A part of a server-drawn page taken over in a task of its own, after the rest of the page: a
 * phone can answer a tap between the parts instead of after one long task. For parts below the first
 * screen, drawn as one element. Inside, `useHydrated()` is still false during the part's own first
 * render (the page's is marked done after these parts, ./Root.tsx). Elsewhere it renders its children.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part name={name}>{children}</Part>
    </Suspense>
  );
}
