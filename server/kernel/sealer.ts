/**
 * Secrets at rest (the SMTP password, the tunnel token, the upload signing secret) are sealed with
 * AES-256-GCM under a key kept outside the database (./key-file.ts, or Electron's safeStorage in
 * the kiosk app), so the database file, its backup copies and the zip 'Ajustes' downloads hold
 * nothing readable. A value sealed under another computer's key cannot be opened: the owner types
 * it again.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export interface Sealer {
  seal(plain: string): string;
  /** The plain value; null when it was sealed under another key (a copy from another computer) or is damaged. */
  open(sealed: string): string | null;
}

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

export function createSealer(key: Buffer): Sealer {
  if (key.length !== KEY_BYTES) throw new Error(`La clave de los secretos debe tener ${KEY_BYTES} bytes.`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!isSealed(sealed)) return null;
      const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
