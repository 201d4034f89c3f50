/**
 * The one in-process event bus: every write staff should see publishes `{ kind, id }` after its
 * transaction commits, and the staff stream relays it to every open dashboard.
 */
import type { LiveEvent } from '../../shared/live-events';

export type Listener = (event: LiveEvent) => void;

export interface EventBus {
  publish(event: LiveEvent): void;
  /** Answers the function that stops listening. */
  subscribe(listener: Listener, onClose: () => void): () => void;
  /** Ends every subscription (the server is stopping): each subscriber's `onClose` runs. */
  close(): void;
}

export function createEventBus(): EventBus {
  const subscribers = new Map<Listener, () => void>();
  return {
    publish(event) {
      for (const listener of subscribers.keys()) listener(event);
    },
    subscribe(listener, onClose) {
      subscribers.set(listener, onClose);
      return () => {
        subscribers.delete(listener);
      };
    },
    close() {
      const closing = [...subscribers.values()];
      subscribers.clear();
      for (const onClose of closing) onClose();
    },
  };
}
