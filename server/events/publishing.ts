import type { LiveEventKind } from '../../shared/live-events';
import type { EventBus } from './bus';

type Method = (...args: never[]) => unknown;

/**
 * The id a write concerns: the id it was called with (update, delete, check-in), else the id of
 * what it created.
 */
function idOf(args: readonly unknown[], result: unknown): string | number {
  const [first] = args;
  if (typeof first === 'string' || typeof first === 'number') return first;
  if (typeof result === 'number') return result;
  return (result as { id: string | number }).id;
}

/**
 * The service with each named method publishing its kind of change once it returns. A method that
 * throws publishes nothing, and the stores' transactions have committed by the time one returns.
 */
export function publishing<S extends Record<keyof S, Method>>(service: S, events: EventBus, kinds: Partial<Record<keyof S, LiveEventKind>>): S {
  const wrapped = { ...service };
  for (const name of Object.keys(kinds) as (keyof S)[]) {
    const method = service[name];
    const kind = kinds[name] as LiveEventKind;
    wrapped[name] = ((...args: never[]) => {
      const result = method(...args);
      events.publish({ kind, id: idOf(args, result) });
      return result;
    }) as S[keyof S];
  }
  return wrapped;
}
