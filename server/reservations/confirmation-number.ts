import { randomBytes } from 'node:crypto';

// 32 symbols without 0/O, 1/I: read aloud over the phone without doubt; 32 divides 256 evenly.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newConfirmationNumber(): string {
  return `RES-${Array.from(randomBytes(8), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}
