import { Suspense, useEffect, type ReactNode } from 'react';
import { isHydrated, nextTask, pieceTakenOver, pieceWaits } from '../lib/hydration';

/** The pieces already given their task, by name: each waits once, while the drawn page is taken over. */
const takenOver = new Set<string>();

function Piece({ name, children }: { name: string; children: ReactNode }) {
  // Preact keeps a suspended piece's server markup on screen, and takes it over when it resumes.
  if (typeof document !== 'undefined' && !isHydrated() && !takenOver.has(name)) {
    pieceWaits(name);
    throw nextTask().then(() => takenOver.add(name));
  }
  useEffect(() => pieceTakenOver(name), [name]);
  return children;
}

/**
 * A piece of a server-drawn page taken over in a task of its own, after what holds it: a phone can
 * answer a tap between the pieces instead of after one long task. Pieces nest (a form's steps inside
 * the form), each drawn as one element or a run of them; names are unique on a page. `useHydrated()`
 * stays false until every piece has had its first render (lib/hydration.ts). A page the browser
 * draws itself renders the children at once.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Piece name={name}>{children}</Piece>
    </Suspense>
  );
}
