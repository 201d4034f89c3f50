import { describe, expect, it } from 'vitest';
import { checkWalkIn, EMPTY_WALK_IN } from './walk-in-form';

describe('checkWalkIn', () => {
  it('sends the party with numbers for the party and the wait', () => {
    expect(checkWalkIn({ customerName: ' Familia Puerta ', customerPhone: '600 123 456', partySize: '3', quotedMinutes: '20' })).toEqual({
      ok: true,
      body: { customerName: 'Familia Puerta', customerPhone: '600 123 456', partySize: 3, quotedMinutes: 20 },
    });
  });

  it('says what each empty field lacks, in the server’s words', () => {
    const checked = checkWalkIn(EMPTY_WALK_IN);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['customerName', 'customerPhone', 'partySize', 'quotedMinutes']);
    expect(checked.errors.quotedMinutes).toBe('La espera indicada debe estar entre 5 y 180 minutos.');
  });
});
