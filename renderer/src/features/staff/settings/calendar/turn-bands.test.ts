import { describe, expect, it } from 'vitest';
import { DEFAULT_TURN_TIMES, turnTimesSchema } from '../../../../../../shared/schemas/turn-times';
import { canAddBand, withBandAdded } from './turn-bands';

describe('adding a band to Duración de la mesa', () => {
  it('puts it before the last, two people after the band before it, as long as the last, and the result is valid', () => {
    const bands = withBandAdded(DEFAULT_TURN_TIMES.cena);
    expect(bands).toEqual([
      { upTo: 4, minutes: 120 },
      { upTo: 6, minutes: 150 },
      { upTo: 8, minutes: 180 },
      { upTo: 20, minutes: 180 },
    ]);
    expect(turnTimesSchema.safeParse({ ...DEFAULT_TURN_TIMES, cena: bands }).success).toBe(true);
  });

  it('starts from one band covering everyone', () => {
    expect(withBandAdded([{ upTo: 20, minutes: 120 }])).toEqual([
      { upTo: 2, minutes: 120 },
      { upTo: 20, minutes: 120 },
    ]);
  });

  it('offers no band once the one before the last reaches 19', () => {
    expect(
      canAddBand([
        { upTo: 18, minutes: 120 },
        { upTo: 20, minutes: 180 },
      ]),
    ).toBe(true);
    expect(
      canAddBand([
        { upTo: 19, minutes: 120 },
        { upTo: 20, minutes: 180 },
      ]),
    ).toBe(false);
  });
});
