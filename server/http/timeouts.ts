import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';

/**
 * A client gets 15 s to send its headers and 30 s to send its whole request (a photo upload
 * included); one that trickles a request in is cut instead of holding a socket for minutes.
 *
 * The exception is a copy of the venue being imported (server/backup/offsite-endpoints.ts): tens
 * or hundreds of MB from a cloud folder, or from a tablet on Wi-Fi, may take minutes to arrive.
 * Node's own `requestTimeout` is one number for the whole server, so it is off (0) and the 30 s
 * are counted here, per request, from the moment its headers are in: an upload the import route
 * has accepted (a session and the staff password, or the first-run screen of this computer) is
 * let off the total time and cut instead after `idleMs` without a byte. A body nobody accepted
 * (no session, a wrong password) keeps the 30 s, so no one can hold a socket with it. Headers
 * stay Node's to time (`headersTimeout`), on every route. The count ends once the request has
 * arrived, so the staff event stream, whose answer never ends, is not cut by it.
 */
export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
  /** An accepted long upload: the longest silence while its body arrives. */
  idleMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 15_000, requestMs: 30_000, idleMs: 60_000 };

/** Node looks for late requests every 30 s by default, which would let one hold on for 45 s. */
const CHECK_EVERY_MS = 1_000;

/** What Node answers a late request with: nothing of an answer has gone out yet, and the socket closes after it. */
const REQUEST_TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/** Lets a request's body take its time (see `allowLongUpload`), by request. */
const longUploads = new WeakMap<IncomingMessage, () => void>();

/** Cuts a request whose body has not all arrived: a 408 if nothing was answered yet, then the socket closes. */
function cut(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || req.socket.destroyed) return;
  if (!res.headersSent && req.socket.writable) req.socket.write(REQUEST_TIMEOUT_ANSWER);
  req.socket.destroy();
}

/** Every request's body must arrive within `requestMs` of its headers, unless its route lets it take longer. */
function withDeadline(handler: RequestListener, { requestMs, idleMs }: RequestTimeouts): RequestListener {
  return (req, res) => {
    const deadline = setTimeout(() => cut(req, res), requestMs).unref();
    req.once('end', () => clearTimeout(deadline));
    longUploads.set(req, () => {
      clearTimeout(deadline);
      // The socket's own inactivity timer: Node restarts it at each piece of the body it reads.
      req.setTimeout(idleMs, () => cut(req, res));
      // Once the body is in, the socket is the connection's again (the import itself may be silent for a while).
      req.once('end', () => req.socket.setTimeout(0));
    });
    handler(req, res);
  };
}

/**
 * For an upload the route has accepted (the import of a copy): no total time for its body, only
 * `idleMs` of silence at most. Called before the body is read.
 */
export function allowLongUpload(req: IncomingMessage): void {
  longUploads.get(req)?.();
  longUploads.delete(req);
}

export function createHttpServer(handler: RequestListener, timeouts: RequestTimeouts = REQUEST_TIMEOUTS): Server {
  const server = createServer({ connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, timeouts.headersMs) }, withDeadline(handler, timeouts));
  server.headersTimeout = timeouts.headersMs;
  // Counted per request by withDeadline instead.
  server.requestTimeout = 0;
  return server;
}
