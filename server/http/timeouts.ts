import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * A client gets 15 s to send its headers and 30 s to send its whole request (a photo upload
 * included); one that trickles a request in is cut instead of holding a socket for minutes.
 * Node's `requestTimeout` counts only the request's arrival, so the staff event stream, whose
 * answer never ends, is not cut by it.
 */
export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 15_000, requestMs: 30_000 };

/** Node looks for late requests every 30 s by default, which would let one hold on for 45 s. */
const CHECK_EVERY_MS = 1_000;

export function createHttpServer(handler: RequestListener, timeouts: RequestTimeouts = REQUEST_TIMEOUTS): Server {
  const server = createServer({ connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, timeouts.headersMs) }, handler);
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  return server;
}
