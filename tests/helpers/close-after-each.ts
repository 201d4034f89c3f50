import { afterEach } from 'vitest';

interface Closable {
  close(): Promise<void>;
}

/**
 * Closes what each test started (a server, a mail server), once, after the test, in the order
 * given: `closeAfterEach(() => server, () => smtp)`. One a later test did not replace is not closed twice.
 */
export function closeAfterEach(...started: (() => Closable | undefined)[]): void {
  const closed = new WeakSet<Closable>();
  afterEach(async () => {
    for (const current of started) {
      const item = current();
      if (!item || closed.has(item)) continue;
      closed.add(item);
      await item.close();
    }
  });
}
