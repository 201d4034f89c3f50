/**
 * 'Comprobar' on 'Acceso desde internet': the server asks for its own site through its public address,
 * from outside as a diner's phone would, and says in words whether diners can reach it. The answer
 * must come from this very server (its instance id, sent with /api/health), not just any site.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/messages';
import type { Clock } from '../context';
import type { Db } from '../db/open';
import { readSetting, writeSetting } from '../settings/store';

export const INSTANCE_HEADER = 'X-Venue-Instance';
const CHECK_TIMEOUT_MS = 10_000;
const LAST_REACHED = 'public-address-reached';

export interface Reachability {
  address: string | null;
  reachable: boolean;
  message: string;
}

/** Why a request failed, from the system's words (DNS, refusal, TLS, time-out). */
function unreachable(error: unknown, address: string): string {
  const M = MESSAGES.reachability;
  const words = `${error instanceof Error ? error.message : ''} ${error instanceof Error && error.cause instanceof Error ? `${(error.cause as Error & { code?: string }).code ?? ''} ${error.cause.message}` : ''}`;
  if (error instanceof DOMException && error.name === 'TimeoutError') return M.timeout(address);
  if (/ENOTFOUND|EAI_AGAIN/.test(words)) return M.notFound(new URL(address).host);
  if (/certificate|CERT_|self[- ]signed|altnames/i.test(words)) return M.certificate(address);
  return M.refused(address);
}

export function createReachabilityCheck({ db, clock, publicAddress }: { db: Db; clock: Clock; publicAddress(): string | null }) {
  const instanceId = randomUUID();
  return {
    /** Sent with every /api/health answer. */
    instanceId,
    async check(): Promise<Reachability> {
      const M = MESSAGES.reachability;
      const address = publicAddress();
      if (!address) return { address, reachable: false, message: M.noAddress };
      let message: string;
      try {
        // ngrok's free plan puts a warning page before a browser's visit; this is not a browser.
        const answer = await fetch(new URL('/api/health', address).href, { headers: { 'ngrok-skip-browser-warning': '1' }, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), redirect: 'follow' });
        await answer.arrayBuffer();
        if (answer.ok && answer.headers.get(INSTANCE_HEADER) === instanceId) {
          writeSetting(db, LAST_REACHED, clock().toISOString());
          return { address, reachable: true, message: M.reachable(address) };
        }
        message = answer.ok ? M.otherSite(address) : M.failing(address, answer.status);
      } catch (error) {
        message = unreachable(error, address);
      }
      return { address, reachable: false, message };
    },
    /** When diners last reached the site through its public address, as 'Comprobar' found. */
    lastReached: (): string | null => readSetting(db, LAST_REACHED),
  };
}
