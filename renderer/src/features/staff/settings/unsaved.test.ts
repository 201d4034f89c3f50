import { describe, expect, it } from 'vitest';
import { withMark } from './unsaved';

describe('the sections of Ajustes with unsaved changes', () => {
  it('counts each form of a section once, and forgets it once saved', () => {
    const one = withMark({}, 'calendar', 'semana', true);
    expect(one).toEqual({ calendar: ['semana'] });
    const two = withMark(one, 'calendar', 'dia', true);
    expect(two).toEqual({ calendar: ['semana', 'dia'] });
    expect(withMark(two, 'calendar', 'semana', true)).toBe(two);
    expect(withMark(withMark(two, 'calendar', 'semana', false), 'calendar', 'dia', false)).toEqual({ calendar: [] });
  });

  it('leaves the state as it is when nothing changes, so the page draws nothing again', () => {
    const state: Partial<Record<'mail' | 'venue', readonly string[]>> = { mail: ['correo'] };
    expect(withMark(state, 'mail', 'correo', true)).toBe(state);
    expect(withMark(state, 'venue', 'local', false)).toBe(state);
  });
});
