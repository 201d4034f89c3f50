/** Adding a band of 'Duración de la mesa': the last band always reaches the largest party. */
import { PARTY_SIZE_MAX } from '../../../../../../shared/sections';
import type { TurnBand } from '../../../../../../shared/schemas/turn-times';

/** Room for one more band: the one before the last ends below the largest party but one. */
export const canAddBand = (bands: readonly TurnBand[]): boolean => (bands.at(-2)?.upTo ?? 0) < PARTY_SIZE_MAX - 1;

/** A band added before the last: up to two people more than the band before it, as long as the last. */
export function withBandAdded(bands: readonly TurnBand[]): TurnBand[] {
  const last = bands.at(-1) as TurnBand;
  const before = bands.at(-2)?.upTo ?? 0;
  return [...bands.slice(0, -1), { upTo: Math.min(before + 2, PARTY_SIZE_MAX - 1), minutes: last.minutes }, last];
}
