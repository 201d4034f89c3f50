import type { systemContract } from '../../shared/api/system';
import { LIVE_EVENT_NAME } from '../../shared/live-events';
import { LIVE_MESSAGES } from './messages';
import { SENT, type Handlers } from '../api/endpoints';
import { bearerToken } from '../http/bearer-token';
import { HttpError } from '../http/errors';
import type { SessionStore } from '../auth';
import type { EventBus } from '../kernel/event-bus';

/** Comment lines keep proxies and tunnels from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How soon a browser's EventSource-style reader tries again after the stream drops. */
const RETRY_MS = 2_000;
/** Open streams one session may hold: the front desk, a tablet or two, a reload's overlap; not a flood. */
export const STREAMS_PER_SESSION = 5;

/**
 * GET /api/admin/events, behind the staff guard: the live changes as server-sent events.
 * The guard checked the session once; a stream lives for hours, so before each write it is checked
 * again, and a device signed out meanwhile (a password change, 'Cerrar sesión') has its stream
 * ended: its reader reconnects, gets 401, and the screen returns to the password.
 */
export function liveEventsEndpoint(events: EventBus, sessions: SessionStore): Handlers<typeof systemContract>['events'] {
  const openPerToken = new Map<string, number>();

  return (_input, { req, res }) => {
    // The guard let this request in, so it carries a token.
    const token = bearerToken(req) as string;
    const open = openPerToken.get(token) ?? 0;
    if (open >= STREAMS_PER_SESSION) throw new HttpError(429, LIVE_MESSAGES.tooManyStreams(STREAMS_PER_SESSION), 'too-many-requests', RETRY_MS / 1000);
    openPerToken.set(token, open + 1);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware from holding events back in its buffer.
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n: en directo\n\n`);
    const send = (text: string) => {
      if (sessions.isValid(token)) res.write(text);
      else res.end();
    };
    const heartbeat = setInterval(() => send(': latido\n\n'), HEARTBEAT_MS);
    const stop = events.subscribe(
      (event) => send(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`),
      () => res.end(),
    );
    req.on('close', () => {
      clearInterval(heartbeat);
      stop();
      const left = (openPerToken.get(token) ?? 1) - 1;
      if (left > 0) openPerToken.set(token, left);
      else openPerToken.delete(token);
    });
    return SENT;
  };
}
