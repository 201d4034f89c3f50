/**
 * A reminder's two links: the booking and the answer, signed with the installation's HMAC key, so
 * a link cannot be made for another booking or turned into the other answer. What a link may still
 * do (each is good once) is judged by the booking's state, not by the link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReminderAnswer } from '../../shared/schemas/reminders';

const ANSWER_CODES: Record<ReminderAnswer, string> = { confirm: 'si', cancel: 'no' };
/** 128 bits of the signature: enough that guessing one is hopeless, short enough for a mail client. */
const SIGNATURE_CHARS = 22;

export function createReminderLinks(secret: string) {
  const sign = (id: string, answer: ReminderAnswer) => createHmac('sha256', secret).update(`reminder:${id}:${answer}`).digest('base64url').slice(0, SIGNATURE_CHARS);
  return {
    token(id: string, answer: ReminderAnswer): string {
      return `${id}.${ANSWER_CODES[answer]}.${sign(id, answer)}`;
    },
    /** The booking and answer a token names, or null for one not signed here. */
    read(token: string): { id: string; answer: ReminderAnswer } | null {
      const [id, code, signature] = token.split('.');
      const answer = (Object.keys(ANSWER_CODES) as ReminderAnswer[]).find((candidate) => ANSWER_CODES[candidate] === code);
      if (!id || !answer || !signature) return null;
      const expected = Buffer.from(sign(id, answer));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { id, answer } : null;
    },
  };
}

export type ReminderLinks = ReturnType<typeof createReminderLinks>;
