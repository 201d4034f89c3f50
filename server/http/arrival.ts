/**
 * Who a request comes from, decided by where it came in rather than by a header alone:
 * - the tunnel's entrance, a loopback listener only ngrok connects to: always the internet, the
 *   visitor being the address ngrok appends to X-Forwarded-For;
 * - the main port from loopback: this computer, unless X-Forwarded-For names someone else (Caddy on
 *   this computer; `trust proxy` believes it from loopback only);
 * - the LAN listeners: the address of the tablet, whose X-Forwarded-For is never believed.
 */
import type { IncomingMessage, RequestListener } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import type { Request } from 'express';

const throughTunnel = new WeakSet<IncomingMessage>();

/** The handler of the tunnel's entrance: every request it takes is marked as from the internet. */
export function fromTheInternet(handler: RequestListener): RequestListener {
  return (req, res) => {
    throughTunnel.add(req);
    handler(req, res);
  };
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function isLoopback(address: string): boolean {
  const ip = address.replace(/^::ffff:/, '');
  return LOOPBACK.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
}

/** The caller sits at the computer running the server: neither the tunnel, nor a proxy's visitor, nor the network. */
export function isThisComputer(req: Request): boolean {
  return !throughTunnel.has(req) && isLoopback(req.ip ?? '');
}
