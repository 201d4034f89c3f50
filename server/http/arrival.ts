/**
 * Who a request comes from, decided by where it came in rather than by a header alone:
 * - the tunnel's entrance, a loopback listener only ngrok connects to: always the internet, the
 *   visitor being the address ngrok appends to X-Forwarded-For;
 * - the main port from loopback: this computer, unless X-Forwarded-For names someone else (Caddy on
 *   this computer; `trust proxy` believes it from loopback only);
 * - the LAN listeners: the address of the tablet, whose X-Forwarded-For is never believed.
 * A connection straight from a network this computer is on (through the LAN listeners, or the main
 * port when HOST opens it to every network) is a device of the venue's own.
 */
import type { IncomingMessage, RequestListener } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import { networkInterfaces } from 'node:os';
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

/** This computer's networks (the Wi-Fi, the cable), by the address and prefix of each interface. */
function ownNetworks(): BlockList {
  const networks = new BlockList();
  for (const entry of Object.values(networkInterfaces()).flat()) {
    if (!entry || entry.internal || !entry.cidr) continue;
    const [address = '', prefix = ''] = entry.cidr.split('/');
    networks.addSubnet(address, Number(prefix), entry.family === 'IPv4' ? 'ipv4' : 'ipv6');
  }
  return networks;
}

/**
 * The caller is a device on the venue's own network (a tablet on the Wi-Fi, a PC on the cable): its
 * connection came straight from an address of a network this computer is on, through the LAN
 * listeners or a main port open to every network, and not through the tunnel or a proxy here.
 * Decided by the socket, never by a header; an internet visitor of a server rented in a data centre
 * comes from outside its networks. Read per call: only password checks ask, and the PC may change
 * networks.
 */
export function isOnTheVenueNetwork(req: Request): boolean {
  if (throughTunnel.has(req)) return false;
  // An IPv4 tablet on a dual-stack port shows as ::ffff:a.b.c.d; a link-local one may name its interface (%eth0).
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '').replace(/%.*$/, '');
  if (!peer || isLoopback(peer)) return false;
  return ownNetworks().check(peer, isIPv4(peer) ? 'ipv4' : 'ipv6');
}
