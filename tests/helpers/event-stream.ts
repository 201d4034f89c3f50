/** A staff client of GET /api/admin/events: reads the server-sent events as they arrive. */
import type { LiveEvent } from '../../shared/live-events';

export interface EventStream {
  status: number;
  /** The next change event of this kind, or a rejection after `withinMs`. */
  next(kind: LiveEvent['kind'], withinMs?: number): Promise<LiveEvent>;
  /** Every change event received so far. */
  received: LiveEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(baseUrl: string, token: string | null): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/admin/events`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  const received: LiveEvent[] = [];
  const waiting: { kind: LiveEvent['kind']; resolve(event: LiveEvent): void }[] = [];
  let ended: Promise<void> = Promise.resolve();

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let boundary = buffer.indexOf('\n\n');
          while (boundary >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (block.includes('event: change') && data) {
              const event = JSON.parse(data.slice('data: '.length)) as LiveEvent;
              received.push(event);
              const index = waiting.findIndex((entry) => entry.kind === event.kind);
              if (index >= 0) waiting.splice(index, 1)[0]?.resolve(event);
            }
            boundary = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by close(): the stream is over.
      }
    })();
  }

  return {
    status: response.status,
    received,
    ended,
    next(kind, withinMs = 1000) {
      const already = received.find((event) => event.kind === kind);
      if (already) {
        received.splice(received.indexOf(already), 1);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${kind} event within ${withinMs} ms`)), withinMs);
        waiting.push({
          kind,
          resolve(event) {
            clearTimeout(timer);
            received.splice(received.indexOf(event), 1);
            resolve(event);
          },
        });
      });
    },
    close() {
      abort.abort();
    },
  };
}
