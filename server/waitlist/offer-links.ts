/**
 * An offer's link: the entry, which of its offers, and an HMAC of both, so a link cannot be made for
 * another entry, and one for an earlier offer is spent once a later one is out. What the link may
 * still do is judged by the entry's state, not by the link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** 128 bits of the signature, as a booking's links. */
const SIGNATURE_CHARS = 22;

/** Where the site answers an offer's link (shared/routes.ts `waitlistOffer`). */
export const offerPage = (origin: string, token: string) => `${origin}/lista-de-espera/${encodeURIComponent(token)}`;

export function createOfferLinks(secret: string) {
  const sign = (id: number, offer: number) => createHmac('sha256', secret).update(`waitlist-offer:${id}:${offer}`).digest('base64url').slice(0, SIGNATURE_CHARS);
  return {
    token: (id: number, offer: number): string => `${id}.${offer}.${sign(id, offer)}`,
    /** The entry and offer a token names, or null for one not signed here. */
    read(token: string): { id: number; offer: number } | null {
      const [idText, offerText, signature, ...rest] = token.split('.');
      const id = Number(idText);
      const offer = Number(offerText);
      if (!Number.isSafeInteger(id) || !Number.isSafeInteger(offer) || id < 1 || offer < 1 || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(id, offer));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { id, offer } : null;
    },
  };
}

export type OfferLinks = ReturnType<typeof createOfferLinks>;
