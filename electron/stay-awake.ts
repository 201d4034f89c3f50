/**
 * The booking site lives on this PC: while the app runs, the system must not suspend, or diners
 * find no site from closing time to the morning, when many book for the next day. The display may
 * still sleep outside service (service-hours.ts holds that one).
 */

/** Electron's `powerSaveBlocker`, or a fake. */
export interface SuspensionBlocker {
  start(type: 'prevent-app-suspension'): number;
  stop(id: number): void;
  isStarted(id: number): boolean;
}

/** Holds the block from now until `release`; `isHeld` is what 'Este ordenador' shows. */
export function keepSystemAwake(blocker: SuspensionBlocker): { isHeld(): boolean; release(): void } {
  let held: number | null = blocker.start('prevent-app-suspension');
  return {
    isHeld: () => held !== null && blocker.isStarted(held),
    release() {
      if (held === null) return;
      blocker.stop(held);
      held = null;
    },
  };
}
