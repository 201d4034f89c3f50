/** The phone field: digits only, at most nine (a Spanish number without its prefix). */
const PHONE_DIGITS = 9;

/**
 * Typing keeps digits and stops at nine. A longer paste or autofill that starts with Spain's
 * country code (+34 or 0034) loses the code first, so '+34 612 345 678' becomes '612345678'
 * instead of '346123456'; no Spanish number itself begins with 34.
 */
export function phoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length > PHONE_DIGITS ? digits.replace(/^(0034|34)/, '') : digits;
  return national.slice(0, PHONE_DIGITS);
}
