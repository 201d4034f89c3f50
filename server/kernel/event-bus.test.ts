import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../shared/live-events';
import { createEventBus } from './event-bus';

describe('createEventBus', () => {
  it('hands every published event to every subscriber until it stops listening', () => {
    const bus = createEventBus();
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const stopFirst = bus.subscribe(
      (event) => first.push(event),
      () => {},
    );
    bus.subscribe(
      (event) => second.push(event),
      () => {},
    );
    bus.publish({ kind: 'table-changed', id: 3 });
    stopFirst();
    bus.publish({ kind: 'reservation-created', id: 'a' });
    expect(first).toEqual([{ kind: 'table-changed', id: 3 }]);
    expect(second).toEqual([
      { kind: 'table-changed', id: 3 },
      { kind: 'reservation-created', id: 'a' },
    ]);
  });

  it('ends every subscription when it closes, and delivers nothing after', () => {
    const bus = createEventBus();
    const seen: LiveEvent[] = [];
    let closed = 0;
    bus.subscribe(
      (event) => seen.push(event),
      () => closed++,
    );
    bus.close();
    bus.publish({ kind: 'menu-changed', id: 1 });
    expect(closed).toBe(1);
    expect(seen).toEqual([]);
  });
});
