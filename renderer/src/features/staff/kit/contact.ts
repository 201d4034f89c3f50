/** Reaching a guest from the host stand: a call, or WhatsApp opened with the text written. */

/** wa.me wants the international number without '+': a 9-digit Spanish number gets 34 in front. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 9 ? `34${digits}` : digits;
}

/** The wa.me address that opens a chat with `phone` and `text` ready to send. */
export const whatsappHref = (phone: string, text: string): string => `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(text)}`;

/** A tel: address: the digits and '+' kept, the spaces and dashes people type dropped. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
