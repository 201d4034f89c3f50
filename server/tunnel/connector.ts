/**
 * The one place that talks to ngrok. The keeper (keeper.ts) sees only `TunnelConnector`, so tests
 * put a fake in its place: ngrok's service cannot be reached from the development machines.
 */
import { createRequire } from 'node:module';
import { TUNNEL_MESSAGES } from '../../shared/messages/tunnel';

export interface TunnelOpenOptions {
  /** Where the tunnel delivers: this server, as `host:port`. */
  addr: string;
  authtoken: string;
  domain: string | null;
  /** The connection to ngrok dropped ('closed') or came back by itself ('connected'). */
  onStatusChange(status: 'closed' | 'connected'): void;
}

export interface OpenTunnel {
  url: string;
  close(): Promise<void>;
}

export type TunnelConnector = (options: TunnelOpenOptions) => Promise<OpenTunnel>;

/** ngrok answered and said no: trying again changes nothing until the owner changes something. */
export class TunnelRefused extends Error {}

const M = TUNNEL_MESSAGES;

/** ngrok's error codes (https://ngrok.com/docs/errors/reference) in words the owner can act on. */
export function refusalMessage(code: string, domain: string | null): string {
  if (['ERR_NGROK_105', 'ERR_NGROK_106', 'ERR_NGROK_107', 'ERR_NGROK_4018'].includes(code)) return M.badToken;
  if (code === 'ERR_NGROK_108') return M.sessionLimit;
  if (['ERR_NGROK_320', 'ERR_NGROK_7117', 'ERR_NGROK_7118'].includes(code)) return M.domainRefused(domain ?? '');
  return M.refused(code);
}

type NgrokModule = typeof import('@ngrok/ngrok');

/**
 * `require`, not `import()`: Node caches a module whose first evaluation failed and rejects every
 * later `import()` of it, while `require` runs a failed module again on the next call.
 */
const requireNgrok = async () => createRequire(import.meta.url)('@ngrok/ngrok') as NgrokModule;

/**
 * @ngrok/ngrok, loaded on first use: a server without a tunnel never loads its native module. On
 * Windows that module needs Microsoft's Visual C++ runtime, missing from some clean PCs; the owner
 * is told what to install, and the keeper's next try loads the module afresh and picks it up.
 */
export async function loadNgrok(load: () => Promise<NgrokModule> = requireNgrok, platform: NodeJS.Platform = process.platform): Promise<NgrokModule> {
  try {
    return await load();
  } catch (error) {
    const missingLibrary = (error as { code?: unknown }).code === 'ERR_DLOPEN_FAILED';
    const reason = error instanceof Error ? error.message : String(error);
    throw new TunnelRefused(platform === 'win32' && missingLibrary ? M.needsVisualCpp : M.cannotLoad(reason), { cause: error });
  }
}

/**
 * An error carrying ngrok's `errorCode` came from ngrok's service; one without it (no internet,
 * DNS) never reached it.
 */
export const ngrokConnector: TunnelConnector = async ({ addr, authtoken, domain, onStatusChange }) => {
  const ngrok = await loadNgrok();
  try {
    const listener = await ngrok.forward({
      addr,
      authtoken,
      ...(domain ? { domain } : {}),
      onStatusChange: (status) => onStatusChange(status === 'connected' ? 'connected' : 'closed'),
    });
    return { url: listener.url() ?? '', close: () => listener.close() };
  } catch (error) {
    const code = (error as { errorCode?: unknown }).errorCode;
    if (typeof code === 'string') throw new TunnelRefused(refusalMessage(code, domain), { cause: error });
    throw error;
  }
};
