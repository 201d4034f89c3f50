import { describe, expect, it } from 'vitest';
import { parseSaved } from './saved-bookings';

describe('the bookings saved on this device', () => {
  it('keeps only an e-mail and a number per booking, ten at most, and survives anything else in storage', () => {
    expect(parseSaved('[{"email":"a@b.es","confirmationNumber":"RES-1","name":"Ana","phone":"600"}]')).toEqual([{ email: 'a@b.es', confirmationNumber: 'RES-1' }]);
    expect(parseSaved('no es json')).toEqual([]);
    expect(parseSaved('{"email":"a@b.es"}')).toEqual([]);
    expect(parseSaved('[null, 3, {"email":"a@b.es"}]')).toEqual([]);
    const many = JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ email: 'a@b.es', confirmationNumber: `RES-${i}` })));
    expect(parseSaved(many)).toHaveLength(10);
  });
});
