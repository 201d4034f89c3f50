/**
 * A request names the server it wants in its Host header. One whose Host this server does not
 * answer to gets 421 before any route runs: a web page that rebinds its own name to 127.0.0.1
 * (DNS rebinding) reaches this port, but never with a Host of ours. The raw header is read, never
 * X-Forwarded-Host, which such a page could set itself.
 */
import type { ApiErrorBody } from '../../shared/api/errors';
import type { RequestHandler } from 'express';
import { HTTP_MESSAGES } from '../../shared/messages/http';
import type { Logger } from '../kernel';

/** This computer's own names, whatever the settings. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** `example.es:3000` → `example.es`, `[::1]:3000` → `[::1]`, lower case. */
export function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
}

/** `https://mesa.example.es/` → `mesa.example.es`; null for a missing or unreadable address. */
export function hostOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    return new URL(address.includes('://') ? address : `https://${address}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Names refused are logged once each, up to this many: enough to spot a forgotten PUBLIC_URL, not a flood. */
const LOGGED_NAMES = 20;

/**
 * `isKnown` is asked on each request: the LAN addresses, the public address and the tunnel's change
 * while the server runs. A refused name is logged once, since a domain of the owner's own behind a
 * proxy is refused too until PUBLIC_URL names it.
 */
export function onlyKnownHosts(isKnown: (host: string) => boolean, logger: Pick<Logger, 'warn'>): RequestHandler {
  const logged = new Set<string>();
  return (req, res, next) => {
    const host = hostName(req.headers.host ?? '');
    if (LOCAL_HOSTS.includes(host) || (host !== '' && isKnown(host))) return next();
    if (logged.size < LOGGED_NAMES && !logged.has(host)) {
      logged.add(host);
      logger.warn(HTTP_MESSAGES.unknownHostLogged(host));
    }
    const message = HTTP_MESSAGES.unknownHost;
    res.status(421).set('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/')) res.json({ code: 'misdirected', message } satisfies ApiErrorBody);
    else res.type('text/plain').send(message);
  };
}
