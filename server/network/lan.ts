/**
 * 'Tabletas del local': when the owner turns it on, the server also listens on this computer's
 * addresses in the restaurant's network (the port it already uses), so tablets there reach the
 * dashboard. Off by default: nothing outside this computer reaches the server unless asked for.
 * Requests from the network are not trusted as a proxy (only loopback is), and the first run
 * refuses them.
 */
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { LAN_MESSAGES } from '../../shared/messages/lan';
import type { LanView } from '../../shared/schemas/lan';
import { ROUTES } from '../../shared/routes';
import type { Logger } from '../kernel';
import type { Db } from '../db/open';
import { closeGracefully, listen } from '../http/listeners';
import { readSetting, writeSetting } from '../db/settings-store';

const KEY = 'lan';

/** This computer's IPv4 addresses on its networks (Wi-Fi, cable), without loopback. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => (entry as { address: string }).address);
}

export interface LanAccess {
  view(): LanView;
  /** The addresses the server answers on in the restaurant's network, while it does. */
  hosts(): string[];
  /** Stores the choice and opens or closes the listeners now; a failure to open stores nothing. */
  set(enabled: boolean): Promise<LanView>;
  /** Once the main server listens: its request handler, port and bind address. */
  start(target: { handler: RequestListener; port: number; host: string }): Promise<void>;
  close(): Promise<void>;
}

export function createLanAccess(db: Db, logger: Logger, addresses: () => string[] = lanAddresses): LanAccess {
  const stored = () => readSetting(db, KEY) === 'on';
  let target: { handler: RequestListener; port: number; host: string } | null = null;
  let listeners: Server[] = [];
  const everyNetwork = () => target?.host === '0.0.0.0' || target?.host === '::';

  const view = (): LanView => {
    const open = everyNetwork() || listeners.length > 0;
    return {
      enabled: everyNetwork() || stored(),
      addresses: open && target ? addresses().map((address) => `http://${address}:${target?.port}${ROUTES.dashboard}`) : [],
      fixedByHost: everyNetwork(),
    };
  };

  async function open(): Promise<void> {
    if (!target || everyNetwork() || listeners.length > 0) return;
    const { handler, port } = target;
    const opened: Server[] = [];
    try {
      for (const address of addresses()) opened.push(await listen(handler, address, port));
    } catch (error) {
      await Promise.all(opened.map(closeGracefully));
      throw error;
    }
    listeners = opened;
    for (const url of view().addresses) logger.info(LAN_MESSAGES.opened(url));
  }

  async function close(): Promise<void> {
    const closing = listeners;
    listeners = [];
    await Promise.all(closing.map(closeGracefully));
  }

  return {
    view,
    // The addresses actually bound: no look at the network interfaces on each tablet request.
    hosts: () => (everyNetwork() ? addresses() : listeners.map((server) => (server.address() as AddressInfo).address)),
    async set(enabled) {
      if (enabled) await open();
      else await close();
      writeSetting(db, KEY, enabled ? 'on' : 'off');
      return view();
    },
    async start(next) {
      target = next;
      if (!stored()) return;
      // A network that is gone (the PC moved) must not stop the server from starting.
      await open().catch((error: unknown) => logger.warn(LAN_MESSAGES.bindFailed(error instanceof Error ? error.message : String(error))));
    },
    close,
  };
}
