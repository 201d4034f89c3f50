/**
 * What leaves the server about a booking in links and calendar files, revealing nothing of it:
 * - its reference: the booking's id enciphered with this installation's key (one AES block, a
 *   permutation of 128 bits), so each booking has one reference, stable for a calendar's UID, that
 *   cannot be read back into the id, which staff's calls act on, without the key;
 * - its tokens: the reference, what the token is for, and an HMAC of both, so a link cannot be
 *   made for another booking or turned into another purpose ('Confirmo que iré' into 'No podré ir').
 * What a token may still do is judged by the booking's state, not by the token.
 */
import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/** 128 bits of the signature: enough that guessing one is hopeless, short enough for a mail client. */
const SIGNATURE_CHARS = 22;
const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/;

/**
 * What a token opens: a reminder's two answers, the booking in 'Mis reservas', the morning-after survey,
 * and the allergies page, whose link a diner may pass to the table, so it opens nothing else.
 */
export type BookingLinkPurpose = 'si' | 'no' | 'ver' | 'opinion' | 'alergias';
const PURPOSES: readonly BookingLinkPurpose[] = ['si', 'no', 'ver', 'opinion', 'alergias'];

export function createBookingLinks(secret: string) {
  const cipherKey = createHmac('sha256', secret).update('booking-reference').digest();
  const sign = (id: string, purpose: BookingLinkPurpose) => createHmac('sha256', secret).update(`booking-link:${purpose}:${id}`).digest('base64url').slice(0, SIGNATURE_CHARS);

  function reference(id: string): string {
    const parts = UUID.exec(id);
    if (!parts) throw new Error('El identificador de la reserva no es un UUID');
    const cipher = createCipheriv('aes-256-ecb', cipherKey, null).setAutoPadding(false);
    return Buffer.concat([cipher.update(Buffer.from(parts.slice(1).join(''), 'hex')), cipher.final()]).toString('base64url');
  }

  function idOf(ref: string): string | null {
    const bytes = Buffer.from(ref, 'base64url');
    if (bytes.length !== 16 || bytes.toString('base64url') !== ref) return null;
    const decipher = createDecipheriv('aes-256-ecb', cipherKey, null).setAutoPadding(false);
    const hex = Buffer.concat([decipher.update(bytes), decipher.final()]).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  return {
    reference,
    token(id: string, purpose: BookingLinkPurpose): string {
      return `${reference(id)}.${purpose}.${sign(id, purpose)}`;
    },
    /** The booking and purpose a token names, or null for one not signed here. */
    read(token: string): { id: string; purpose: BookingLinkPurpose } | null {
      const [ref, code, signature, ...rest] = token.split('.');
      const purpose = PURPOSES.find((candidate) => candidate === code);
      const id = ref ? idOf(ref) : null;
      if (!id || !purpose || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(id, purpose));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { id, purpose } : null;
    },
  };
}

export type BookingLinks = ReturnType<typeof createBookingLinks>;
