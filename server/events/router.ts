import { Router } from 'express';
import { LIVE_EVENT_NAME } from '../../shared/live-events';
import type { EventBus } from './bus';

/** Comment lines keep proxies and tunnels from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How soon a browser's EventSource-style reader tries again after the stream drops. */
const RETRY_MS = 2_000;

/** Mounted at /admin behind the staff guard: GET /events, the live changes as server-sent events. */
export function createEventsRouter(events: EventBus): Router {
  const router = Router();

  router.get('/events', (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware from holding events back in its buffer.
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n: en directo\n\n`);
    const heartbeat = setInterval(() => res.write(': latido\n\n'), HEARTBEAT_MS);
    const stop = events.subscribe(
      (event) => res.write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`),
      () => res.end(),
    );
    req.on('close', () => {
      clearInterval(heartbeat);
      stop();
    });
  });

  return router;
}
