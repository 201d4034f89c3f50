import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/live-events';
import { createEventBus } from './bus';
import { publishing } from './publishing';

function recorded() {
  const bus = createEventBus();
  const seen: LiveEvent[] = [];
  bus.subscribe((event) => seen.push(event), () => {});
  return { bus, seen };
}

describe('publishing', () => {
  const store = {
    create: (name: string | { name: string }) => ({ id: typeof name === 'string' ? 7 : 8 }),
    createNumber: (_input: { name: string }) => 12,
    update: (id: number, _patch: object) => ({ id }),
    remove: (_id: string) => undefined,
    fail: (_id: number): never => {
      throw new Error('refused');
    },
    read: (id: number) => ({ id }),
  };

  it('publishes the kind with the id called with, or the id of what was created', () => {
    const { bus, seen } = recorded();
    const service = publishing(store, bus, { create: 'table-changed', createNumber: 'menu-changed', update: 'table-changed', remove: 'reservation-cancelled' });
    service.create({ name: 'Mesa' });
    service.createNumber({ name: 'Flan' });
    service.update(3, {});
    service.remove('abc');
    expect(seen).toEqual([
      { kind: 'table-changed', id: 8 },
      { kind: 'menu-changed', id: 12 },
      { kind: 'table-changed', id: 3 },
      { kind: 'reservation-cancelled', id: 'abc' },
    ]);
  });

  it('publishes nothing for a write that throws or a method it was not told about', () => {
    const { bus, seen } = recorded();
    const service = publishing(store, bus, { fail: 'table-changed' });
    expect(() => service.fail(1)).toThrow('refused');
    expect(service.read(4)).toEqual({ id: 4 });
    expect(seen).toEqual([]);
  });
});
