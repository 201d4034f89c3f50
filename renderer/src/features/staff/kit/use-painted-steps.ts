import { useEffect, useState } from 'react';

/**
 * How many frames have been painted since `ready` became true, up to `steps`: a screen draws what
 * is in view first and the rest a step at a time, each in the task after a painted frame (the rest
 * of the day's rows, then the floor plan), so none waits for the others. Effects here run before
 * the frame is painted (renderer/src/lib/effects-before-input.ts): a message posted from the
 * frame's requestAnimationFrame callback arrives once that frame is painted.
 */
export function usePaintedSteps(ready: boolean, steps: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!ready || step >= steps) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setStep(step + 1);
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
    return () => {
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, [ready, step, steps]);
  return step;
}
