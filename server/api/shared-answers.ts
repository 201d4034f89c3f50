/**
 * Answers a service keeps and hands to every caller alike (the public menu's): written as JSON and
 * tagged for revalidation once, not on every request. The kept object is the key, so an answer built
 * afresh is simply sent as usual, and a forgotten one takes its text with it.
 */
const shared = new WeakSet<object>();
const written = new WeakMap<object, { body: string; etag: string }>();

/** Marks `answer` as kept and shared: whoever returns it gets the same text and ETag. */
export function shareAnswer<T>(answer: T): T {
  if (typeof answer === 'object' && answer !== null) shared.add(answer);
  return answer;
}

/** The text and ETag of a shared answer, written on first use with Express's own ETag function; null for any other. */
export function writtenAnswer(answer: unknown, etagOf: (body: string, encoding: 'utf8') => string): { body: string; etag: string } | null {
  if (typeof answer !== 'object' || answer === null || !shared.has(answer)) return null;
  let text = written.get(answer);
  if (!text) {
    const body = JSON.stringify(answer);
    text = { body, etag: etagOf(body, 'utf8') };
    written.set(answer, text);
  }
  return text;
}
