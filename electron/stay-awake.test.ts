import { describe, expect, it } from 'vitest';
import { keepSystemAwake, type SuspensionBlocker } from './stay-awake';

/** A stand-in for Electron's powerSaveBlocker, which needs Electron's binary. */
function fakeBlocker() {
  const started = new Map<number, string>();
  let next = 1;
  const blocker: SuspensionBlocker = {
    start: (type) => {
      started.set(next, type);
      return next++;
    },
    stop: (id) => void started.delete(id),
    isStarted: (id) => started.has(id),
  };
  return { blocker, started };
}

describe('keeping the system awake, with a stand-in for powerSaveBlocker', () => {
  it('holds one prevent-app-suspension block from the start, whatever the hour, until released', () => {
    const { blocker, started } = fakeBlocker();
    const awake = keepSystemAwake(blocker);
    expect([...started.values()]).toEqual(['prevent-app-suspension']);
    expect(awake.isHeld()).toBe(true);
    awake.release();
    awake.release();
    expect(started.size).toBe(0);
    expect(awake.isHeld()).toBe(false);
  });

  it('says so when the system dropped the block', () => {
    const { blocker, started } = fakeBlocker();
    const awake = keepSystemAwake(blocker);
    started.clear();
    expect(awake.isHeld()).toBe(false);
  });
});
