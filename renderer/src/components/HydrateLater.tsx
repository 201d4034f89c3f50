import { Suspense, useContext, useLayoutEffect, type ReactNode } from 'react';
import { DrawnPieces, nextTask, pieceDone, pieceWaiting } from '../lib/hydration';

/** The pieces whose task has come, by name: each waits once. */
const resumed = new Set<string>();

function Piece({ name, children }: { name: string; children: ReactNode }) {
  // On the server: named, so the browser knows to wait for it.
  useContext(DrawnPieces)?.add(name);
  if (typeof document !== 'undefined' && pieceWaiting(name) && !resumed.has(name)) {
    // Preact keeps a suspended piece's server markup on screen and takes it over when it resumes,
    // within the task that resumes it: still waiting a task later, it has left the page unresumed.
    const turn = nextTask().then(() => void resumed.add(name));
    void turn.then(nextTask).then(() => pieceDone(name));
    throw turn;
  }
  useLayoutEffect(() => pieceDone(name), [name]);
  return children;
}

/**
 * A piece of a server-drawn page taken over in a task of its own, after what holds it: a phone can
 * answer a tap between the pieces instead of after one long task. Pieces nest (a form's steps inside
 * the form), each drawn as one element or a run of them; names are unique on a page. Only a piece the
 * server drew waits (lib/hydration.ts): one the browser adds later, or any on a page the browser
 * draws itself, renders at once. `useHydrated()` stays false until every drawn piece is taken over.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Piece name={name}>{children}</Piece>
    </Suspense>
  );
}
