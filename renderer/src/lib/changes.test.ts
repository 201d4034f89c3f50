import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENT_KINDS } from '../../../shared/live-events';
import { afterOwnChange, expectEcho, FORESEEN_CHANGE, kindOfStorageMessage, markStale, onLiveEvent, readNote, releaseHeldBack, STALE_AFTER } from './changes';
import { queryKeys } from './query-keys';
import { STORAGE_KEYS } from './storage-keys';

function fakeStorage() {
  const items = new Map<string, string>();
  return { setItem: (key: string, value: string) => items.set(key, value), getItem: (key: string) => items.get(key) ?? null };
}

/** A client holding a day list, a free-tables answer and the staff menu, each fresh. */
function filledClient() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.day.of('2026-11-24'), []);
  client.setQueryData(queryKeys.range.of('staff', '2026-11-24', '21:00', '23:00', {}), { availableTables: [], tableDetails: [], totalTables: 0 });
  client.setQueryData(queryKeys.menuAdmin.pages, { pages: [], pageParams: [] });
  return client;
}
const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('STALE_AFTER, the one map from a live change to the answers it makes stale', () => {
  it('names keys for every kind of change the server sends', () => {
    expect(Object.keys(STALE_AFTER).sort()).toEqual([...LIVE_EVENT_KINDS].sort());
  });

  it('a booking change makes the day lists and the free tables stale, not the menu', async () => {
    const client = filledClient();
    await markStale(client, 'reservation-created');
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(true);
    expect(isStale(client, queryKeys.range.of('staff', '2026-11-24', '21:00', '23:00', {}))).toBe(true);
    expect(isStale(client, queryKeys.menuAdmin.pages)).toBe(false);
  });
});

describe('a change made in this window', () => {
  it('leaves what it brought up to date alone, marks the rest stale, and the stream’s echo of it reads nothing again', async () => {
    vi.stubGlobal('localStorage', fakeStorage());
    const client = filledClient();
    expectEcho(client, { kind: 'reservation-updated', id: 'r1' });
    await afterOwnChange(client, { kind: 'reservation-updated', updated: [queryKeys.day.all] });
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(false);
    expect(isStale(client, queryKeys.range.of('staff', '2026-11-24', '21:00', '23:00', {}))).toBe(true);

    await onLiveEvent(client, { kind: 'reservation-updated', id: 'r1' });
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(false);
    // The same booking changed again elsewhere (another tablet): this one is not an echo.
    await onLiveEvent(client, { kind: 'reservation-updated', id: 'r1' });
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(true);
  });

  it('awaits the echo from the moment the change is sent (the server announces it before it answers); a failed change awaits nothing and reads again', async () => {
    const client = filledClient();
    expectEcho(client, { kind: 'reservation-updated', id: 'r4' });
    await onLiveEvent(client, { kind: 'reservation-updated', id: 'r4' });
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(false);

    const failed = expectEcho(client, { kind: 'reservation-updated', id: 'r5' });
    failed();
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(true);
    client.setQueryData(queryKeys.day.of('2026-11-24'), []);
    await onLiveEvent(client, { kind: 'reservation-updated', id: 'r5' });
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(true);
  });

  it('tells the other windows with the specification’s storage messages', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    const client = new QueryClient();
    await afterOwnChange(client, { kind: 'reservation-cancelled' });
    expect(storage.getItem(STORAGE_KEYS.reservationsUpdated)).toBe('1700000000000');
    await afterOwnChange(client, { kind: 'attempt-created' });
    expect(readNote(storage.getItem(STORAGE_KEYS.adminChange))).toMatchObject({ dataType: 'tables' });
    await afterOwnChange(client, { kind: 'menu-changed', note: { dataType: 'categories', serverData: { id: 4, name: 'Postres' } } });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.adminChange) ?? 'null')).toEqual({ dataType: 'categories', serverData: { id: 4, name: 'Postres' }, at: 1_700_000_000_000 });
  });

  it('still brings this window up to date when storage refuses the write', async () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = filledClient();
    await afterOwnChange(client, { kind: 'reservation-cancelled' });
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(true);
  });
});

describe('a change shown before the server answers (a host taps ‘Llegó’)', () => {
  it('holds back the changes that come from elsewhere until it settles, then reads them', async () => {
    const client = filledClient();
    let answer: (value: string) => void = () => undefined;
    const settled = client
      .getMutationCache()
      .build(client, {
        mutationKey: FORESEEN_CHANGE,
        mutationFn: () => new Promise<string>((resolve) => (answer = resolve)),
        onSettled: () => releaseHeldBack(client),
      })
      .execute(undefined);
    await vi.waitFor(() => expect(client.isMutating({ mutationKey: FORESEEN_CHANGE })).toBe(1));

    // Another tablet books a table: reading the day now would put the arrived party back among those to come.
    await onLiveEvent(client, { kind: 'reservation-created', id: 'r9' });
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(false);

    answer('ok');
    await settled;
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(true);
    expect(isStale(client, queryKeys.menuAdmin.pages)).toBe(false);
  });

  it('changes nothing when nothing was held back', async () => {
    const client = filledClient();
    await releaseHeldBack(client);
    expect(isStale(client, queryKeys.day.of('2026-11-24'))).toBe(false);
  });
});

describe('a storage message from another window', () => {
  it('reads as the kind of change it reports; a menu item is left to the menu’s patch, anything else to nothing', () => {
    expect(kindOfStorageMessage(STORAGE_KEYS.reservationsUpdated, '1700000000000')).toBe('reservation-updated');
    expect(kindOfStorageMessage(STORAGE_KEYS.adminChange, '{"dataType":"tables","at":5}')).toBe('table-changed');
    expect(kindOfStorageMessage(STORAGE_KEYS.adminChange, '{"dataType":"sections","serverData":{"id":2},"at":5}')).toBeNull();
    expect(kindOfStorageMessage(STORAGE_KEYS.adminChange, 'not json')).toBeNull();
    expect(kindOfStorageMessage(STORAGE_KEYS.cookieConsent, 'true')).toBeNull();
  });
});
