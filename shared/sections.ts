/** Dining sections and the party sizes each one takes online. */
export const SECTIONS = ['Salón', 'Terraza cubierta', 'Terraza césped', 'VIP'] as const;
export type Section = (typeof SECTIONS)[number];

export const DEFAULT_SECTION: Section = 'Salón';

/** The sections the public booking form offers. */
export const ONLINE_SECTIONS = ['Salón', 'Terraza cubierta', 'VIP'] as const satisfies readonly Section[];

export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 20;
export const DEFAULT_PARTY_SIZE = 2;

/** Largest party each section books online; one more is offered as 'N+' and routed to contact. */
const ONLINE_PARTY_LIMIT: Partial<Record<Section, number>> = {
  Salón: 6,
  'Terraza cubierta': 10,
};

const VIP_PARTY_OPTIONS = 15;
const DEFAULT_PARTY_OPTIONS = 8;

export interface PartyOption {
  value: string;
  label: string;
}

export function partySizeOptions(section: string | undefined): PartyOption[] {
  const limit = section ? ONLINE_PARTY_LIMIT[section as Section] : undefined;
  const count = limit ?? (section === 'VIP' ? VIP_PARTY_OPTIONS : DEFAULT_PARTY_OPTIONS);
  const options = Array.from({ length: count }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  if (limit !== undefined) options.push({ value: `${limit + 1}+`, label: `${limit + 1}+` });
  return options;
}

export type ContactReason = 'vip' | 'large-group';

/** Why a request cannot be booked online and must go to phone, WhatsApp or e-mail, if it must. */
export function contactReason(section: string, partySize: number): ContactReason | null {
  if (section === 'VIP') return 'vip';
  const limit = ONLINE_PARTY_LIMIT[section as Section];
  return limit !== undefined && partySize > limit ? 'large-group' : null;
}

export function isOnlineSection(section: string): boolean {
  return (ONLINE_SECTIONS as readonly string[]).includes(section);
}
