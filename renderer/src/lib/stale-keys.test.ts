/**
 * Every family of cached answers (query-keys.ts) is made stale by some live change (STALE_AFTER), or
 * is named below as one no live change needs to reach while it is on screen, with why. A key added
 * without that decision fails here.
 */
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STALE_AFTER } from './changes';
import { queryKeys } from './query-keys';

const PUBLIC_PAGE = 'a public page: no live stream reaches a diner; read when the page opens';
const AJUSTES = "shown only on 'Ajustes', whose window that changes it shows the answer; another reads it again when opened or focused";

const NOT_STALE_ON_ANY_CHANGE: Record<string, string> = {
  reminder: `${PUBLIC_PAGE} (a reminder's link)`,
  dinerAllergies: `${PUBLIC_PAGE} (the table's allergies, from a booking e-mail's link)`,
  waitlistOffer: `${PUBLIC_PAGE} (an offer's link from the waiting list)`,
  survey: `${PUBLIC_PAGE} (the morning-after survey's link)`,
  privacyTerms: `${PUBLIC_PAGE} (the privacy terms)`,
  setup: 'the first run: set once, from the computer itself, before any dashboard is signed in',
  checklist: "'Primeros pasos': read every few seconds until every step is done (FirstSteps.tsx)",
  'settings.smtp': AJUSTES,
  'settings.mailLog': `${AJUSTES}; a message sent is not worth an event of its own`,
  'settings.lan': AJUSTES,
  'settings.privacy': AJUSTES,
  'settings.reminders': AJUSTES,
  'settings.noShows': AJUSTES,
  'settings.backups': `${AJUSTES}; the nightly copy too`,
};

type KeyTree = QueryKey | ((...parts: never[]) => QueryKey) | { readonly [name: string]: KeyTree };

/** Each family of keys by its name in `queryKeys` and the address its keys start with (`family()`'s `all` and `of` are one). */
function familiesOf(tree: KeyTree, name = ''): { name: string; address: unknown }[] {
  if (Array.isArray(tree)) return [{ name, address: tree[0] }];
  if (typeof tree === 'function') return [{ name, address: (tree as () => QueryKey)()[0] }];
  const node = tree as { readonly [name: string]: KeyTree };
  if (node.all !== undefined) return familiesOf(node.all, name);
  return Object.entries(node).flatMap(([part, subtree]) => familiesOf(subtree, name ? `${name}.${part}` : part));
}

const families = familiesOf(queryKeys);
// A key of one part, the address, makes stale every answer read from it.
const madeStale = new Set(Object.values(STALE_AFTER).flatMap((keys) => keys.filter((key) => key.length === 1).map((key) => key[0])));

describe('the cached answers', () => {
  it('each are made stale by some live change, or named as reached by none, with why', () => {
    const undecided = families.filter(({ name, address }) => !madeStale.has(address) && !Object.hasOwn(NOT_STALE_ON_ANY_CHANGE, name)).map(({ name }) => name);
    expect(undecided).toEqual([]);
  });

  it('name as reached by no change only families that exist and that no change makes stale', () => {
    const misnamed = Object.keys(NOT_STALE_ON_ANY_CHANGE).filter((listed) => !families.some(({ name, address }) => name === listed && !madeStale.has(address)));
    expect(misnamed).toEqual([]);
  });

  it("include a date's start slot limits, read again when the calendar changes", () => {
    expect(STALE_AFTER['calendar-changed']).toContainEqual(queryKeys.timeSlots.all);
  });
});
