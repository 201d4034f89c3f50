import { describe, expect, it } from 'vitest';
import { addTag, bookingOutcome, spacedPhone } from './guest-form';

describe("adding a tag to a guest's profile", () => {
  it('trims what was typed, keeps one of each whatever the case, and refuses in Spanish an empty, long or eleventh tag', () => {
    expect(addTag(['VIP'], '  cumple   años ')).toEqual({ ok: true, tags: ['VIP', 'cumple años'] });
    expect(addTag(['VIP'], 'vip')).toEqual({ ok: true, tags: ['VIP'] });
    expect(addTag([], '   ')).toEqual({ ok: false, error: 'Cada etiqueta lleva entre 1 y 30 caracteres' });
    expect(addTag([], 'x'.repeat(31))).toEqual({ ok: false, error: 'Cada etiqueta lleva entre 1 y 30 caracteres' });
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addTag(ten, 'otra')).toEqual({ ok: false, error: 'Como mucho 10 etiquetas por cliente' });
  });
});

it("shows a guest's phone in threes", () => {
  expect(spacedPhone('612345678')).toBe('612 345 678');
});

describe("a booking in a guest's history", () => {
  it('says whether the guest came, did not, cancelled, is expected, or was never marked', () => {
    const today = '2026-11-25';
    expect(bookingOutcome({ date: '2026-11-20', status: 'confirmed', hasArrived: true }, today)).toBe('Vino');
    expect(bookingOutcome({ date: '2026-11-20', status: 'no-show', hasArrived: false }, today)).toBe('No se presentó');
    expect(bookingOutcome({ date: '2026-11-28', status: 'cancelled', hasArrived: false }, today)).toBe('Cancelada');
    expect(bookingOutcome({ date: '2026-11-25', status: 'confirmed', hasArrived: false }, today)).toBe('Prevista');
    expect(bookingOutcome({ date: '2026-11-24', status: 'confirmed', hasArrived: false }, today)).toBe('Sin llegada marcada');
  });
});
