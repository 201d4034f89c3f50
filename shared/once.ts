/**
 * A value made the first time it is asked for. For the browser's first load: an `Intl` formatter
 * costs the page its locale data (about 20 ms on a phone) when made, which should happen when a
 * screen needs it, not while the scripts are read.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
