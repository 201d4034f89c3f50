import { useEffect, useState } from 'react';

/**
 * False until `ready` has been true through a painted frame, then true for good: what can wait
 * (the floor plan beside the day's lists) is drawn in the task after the rest is on screen. Effects
 * here run before the frame is painted (renderer/src/lib/effects-before-input.ts): a message posted
 * from the frame's requestAnimationFrame callback arrives once that frame is painted.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setPainted(true);
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
    return () => {
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, [ready, painted]);
  return painted;
}
