/**
 * 'Comprobar' on 'Acceso desde internet': the server asks for its own site through its public address,
 * from outside as a diner's phone would, and says in words whether diners can reach it. The answer
 * must come from this very server, not just any site: the check sends a random challenge with its
 * /api/health request, and only this server can answer it, with an HMAC of it under a key that never
 * leaves the process. It answers only the challenge it has just sent itself, so the public health
 * check carries nothing that would tell one installation from another (no stable id, and no
 * signature of a visitor's chosen value to compare across addresses).
 * Not a staff-only health check instead: that would send a staff token to whatever answers at the
 * public address, which may be another site.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { REACHABILITY_MESSAGES } from './messages';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { readSetting, writeSetting } from '../db/settings-store';

/** The check's random challenge, sent with its /api/health request. */
export const CHALLENGE_HEADER = 'X-Venue-Challenge';
/** The server's answer to a challenge it sent: HMAC-SHA256 of it, hex. */
export const PROOF_HEADER = 'X-Venue-Proof';
const CHECK_TIMEOUT_MS = 10_000;
const LAST_REACHED = 'public-address-reached';

export interface Reachability {
  address: string | null;
  reachable: boolean;
  message: string;
}

/** Why a request failed, from the system's words (DNS, refusal, TLS, time-out). */
function unreachable(error: unknown, address: string): string {
  const M = REACHABILITY_MESSAGES;
  const words = `${error instanceof Error ? error.message : ''} ${error instanceof Error && error.cause instanceof Error ? `${(error.cause as Error & { code?: string }).code ?? ''} ${error.cause.message}` : ''}`;
  if (error instanceof DOMException && error.name === 'TimeoutError') return M.timeout(address);
  if (/ENOTFOUND|EAI_AGAIN/.test(words)) return M.notFound(new URL(address).host);
  if (/certificate|CERT_|self[- ]signed|altnames/i.test(words)) return M.certificate(address);
  return M.refused(address);
}

export function createReachabilityCheck({ db, clock, publicAddress }: { db: Db; clock: Clock; publicAddress(): string | null }) {
  const key = randomBytes(32);
  const sign = (challenge: string) => createHmac('sha256', key).update(challenge).digest('hex');
  // The challenges of the checks under way: the only ones /api/health answers.
  const pending = new Set<string>();
  return {
    /** For /api/health: the proof for a challenge this server sent, else null (a stranger's gets nothing). */
    proof: (challenge: string | undefined): string | null => (challenge !== undefined && pending.has(challenge) ? sign(challenge) : null),
    async check(): Promise<Reachability> {
      const M = REACHABILITY_MESSAGES;
      const address = publicAddress();
      if (!address) return { address, reachable: false, message: M.noAddress };
      const challenge = randomBytes(16).toString('hex');
      pending.add(challenge);
      let message: string;
      try {
        const answer = await fetch(new URL('/api/health', address).href, {
          // ngrok's free plan puts a warning page before a browser's visit; this is not a browser.
          headers: { 'ngrok-skip-browser-warning': '1', [CHALLENGE_HEADER]: challenge },
          signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
          redirect: 'follow',
        });
        await answer.arrayBuffer();
        if (answer.ok && answer.headers.get(PROOF_HEADER) === sign(challenge)) {
          writeSetting(db, LAST_REACHED, clock().toISOString());
          return { address, reachable: true, message: M.reachable(address) };
        }
        message = answer.ok ? M.otherSite(address) : M.failing(address, answer.status);
      } catch (error) {
        message = unreachable(error, address);
      } finally {
        pending.delete(challenge);
      }
      return { address, reachable: false, message };
    },
    /** When diners last reached the site through its public address, as 'Comprobar' found. */
    lastReached: (): string | null => readSetting(db, LAST_REACHED),
  };
}

export type ReachabilityCheck = ReturnType<typeof createReachabilityCheck>;
