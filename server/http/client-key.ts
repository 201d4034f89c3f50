/**
 * Who the per-client limits count a request as. `req.ip` is the visitor as the tunnel or the proxy
 * on this computer reports it (server/http/arrival.ts); an IPv4 address is one client, but an
 * IPv6 network hands each home or phone a whole /64 to pick addresses from, so one person can
 * change address at will inside it: the /64 is the client.
 */
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

const IPV6_CLIENT_PREFIX = 64;

/** `203.0.113.7`, or `2001:db8:1:2::/64` for every address of that network; an IPv4-mapped IPv6 address is its IPv4. */
export const clientKey = (req: Pick<Request, 'ip'>): string => ipKeyGenerator(req.ip ?? '', IPV6_CLIENT_PREFIX);
