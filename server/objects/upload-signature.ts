import { createHmac, timingSafeEqual } from 'node:crypto';
import { isObjectId } from './object-id';

/** How long an upload address stays valid after the dashboard asks for it. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000;

export interface SignedUpload {
  expires: number;
  signature: string;
}

export type UploadCheck = 'valid' | 'invalid' | 'expired';

function sign(secret: string, id: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${id}\n${expires}`).digest();
}

export function signUpload(secret: string, id: string, now: Date): SignedUpload {
  const expires = now.getTime() + UPLOAD_URL_LIFETIME_MS;
  return { expires, signature: sign(secret, id, expires).toString('hex') };
}

/** Checks the parts of an upload address as they arrive in the request (untrusted, any shape). */
export function checkUpload(secret: string, parts: { id: unknown; expires: unknown; signature: unknown }, now: Date): UploadCheck {
  const { id, expires, signature } = parts;
  if (!isObjectId(id) || typeof expires !== 'string' || !/^\d{1,15}$/.test(expires)) return 'invalid';
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
  const expected = sign(secret, id, Number(expires));
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  // Only a genuine address is told it expired; a forged one learns nothing.
  return now.getTime() > Number(expires) ? 'expired' : 'valid';
}
