/**
 * The one way a change reaches the screens. Each live-event kind names the cached answers it makes
 * stale (STALE_AFTER); the staff stream, this window's own changes and the other windows' storage
 * messages all go through it. A change made here also puts the answer the server returned into the
 * cache, and the stream's echo of it is then not read again (it is awaited from the moment the
 * change is sent: the server announces a change before it answers the request).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent, LiveEventKind } from '../../../shared/live-events';
import { queryKeys } from './query-keys';
import { STORAGE_KEYS } from './storage-keys';

// A booking changes its guest's counts too, and 'Informes' (which opens on the week being worked).
const GUESTS = [queryKeys.guests.all, queryKeys.guest.all];
const BOOKINGS = [queryKeys.day.all, queryKeys.search.all, queryKeys.range.all, queryKeys.evening, queryKeys.reports.all, ...GUESTS];
const MENU = [
  queryKeys.menuAdmin.pages,
  queryKeys.menuAdmin.categoryProducts.all,
  queryKeys.menuAdmin.sections,
  queryKeys.menuAdmin.categories,
  queryKeys.menuAdmin.subcategories,
  queryKeys.menu.sections,
  queryKeys.menu.categories,
  queryKeys.menu.search.all,
];

export const STALE_AFTER: Record<LiveEventKind, readonly QueryKey[]> = {
  'reservation-created': BOOKINGS,
  'reservation-updated': BOOKINGS,
  'reservation-cancelled': BOOKINGS,
  // A table renamed or moved shows in the day's rows and changes what is free; one in or out of service, the seats of 'Informes'.
  'table-changed': [queryKeys.adminTables, queryKeys.combinations, queryKeys.tables, queryKeys.day.all, queryKeys.range.all, queryKeys.evening, queryKeys.reports.all],
  'attempt-created': [queryKeys.requests.all],
  'attempt-declined': [queryKeys.requests.all],
  // The day's rows say which dishes each party must avoid.
  'menu-changed': [...MENU, queryKeys.day.all],
  'venue-changed': [queryKeys.venue],
  // The public address changes with the tunnel: the QR codes name it.
  'tunnel-changed': [queryKeys.settings.tunnel, queryKeys.settings.qrCodes],
  // The dates diners may book, the times each offers, the week's hours in the footer, a start slot's limits, how long a table is kept, and the services 'Informes' measures against.
  'calendar-changed': [
    queryKeys.calendar.all,
    queryKeys.calendarWeek,
    queryKeys.onlinePause,
    queryKeys.range.all,
    queryKeys.evening,
    queryKeys.venue,
    queryKeys.timeSlots.all,
    queryKeys.turnTimes,
    queryKeys.settings.turnTimes,
    queryKeys.reports.all,
  ],
  // The day's rows carry the guest's badges.
  'guest-changed': [queryKeys.day.all, ...GUESTS],
  // The header's notice, and 'Informes' beside the bookings.
  'outages-changed': [queryKeys.outages, queryKeys.reports.all],
  'offsite-copy-changed': [queryKeys.settings.offsiteCopy],
  // Not read: the screen reloads whole once the server is back (features/staff/dashboard/use-live-updates.ts).
  'backup-restored': [],
  // A table offered to the waiting list is held from online availability until answered.
  'waitlist-changed': [queryKeys.waitlist.all, queryKeys.waitlistSeats.all, queryKeys.range.all, queryKeys.evening],
  // An opinion arrived or was opened: 'Opiniones', its count, 'Informes' and the guest's card.
  'feedback-changed': [queryKeys.opinions.all, queryKeys.unreadOpinions, queryKeys.guestOpinions.all],
};

const sameKey = (a: QueryKey, b: QueryKey) => a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * The key of a change shown on screen before the server answers (a host's 'Llegó'). While one is on
 * its way, the changes that come from elsewhere are held back: reading the day's list then would put
 * the row back where it was until the answer arrives. They are read once the last of them settles.
 */
export const FORESEEN_CHANGE = ['foreseen-change'] as const;
const heldBack = new WeakMap<QueryClient, Set<LiveEventKind>>();

function readAgain(queryClient: QueryClient, kind: LiveEventKind, except: readonly QueryKey[] = []): Promise<void> {
  const keys = STALE_AFTER[kind].filter((key) => !except.some((kept) => sameKey(kept, key)));
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** Marks stale what `kind` changes; answers on screen are read again, the others when next shown. */
export function markStale(queryClient: QueryClient, kind: LiveEventKind, except: readonly QueryKey[] = []): Promise<void> {
  if (queryClient.isMutating({ mutationKey: FORESEEN_CHANGE }) === 0) return readAgain(queryClient, kind, except);
  const held = heldBack.get(queryClient) ?? new Set<LiveEventKind>();
  heldBack.set(queryClient, held.add(kind));
  return Promise.resolve();
}

/** As a foreseen change settles (it still counts as on its way): once it is the last, what was held back is read. */
export function releaseHeldBack(queryClient: QueryClient): Promise<void> {
  const held = heldBack.get(queryClient);
  if (!held || queryClient.isMutating({ mutationKey: FORESEEN_CHANGE }) > 1) return Promise.resolve();
  heldBack.delete(queryClient);
  return Promise.all([...held].map((kind) => readAgain(queryClient, kind))).then(() => undefined);
}

/** Changes this window made whose echo on the stream is still to come, counted by kind and id. */
const echoes = new Map<string, number>();
const echoKey = ({ kind, id }: LiveEvent) => `${kind} ${String(id)}`;

/**
 * Awaits the stream's echo of a change this window is sending to a known item. If the change fails,
 * call what it returns: the echo is no longer awaited, and what the change touches is read again
 * (an answer lost on the way may hide a change the server made).
 */
export function expectEcho(queryClient: QueryClient, event: LiveEvent): () => void {
  const key = echoKey(event);
  echoes.set(key, (echoes.get(key) ?? 0) + 1);
  return () => {
    const waiting = (echoes.get(key) ?? 1) - 1;
    if (waiting > 0) echoes.set(key, waiting);
    else echoes.delete(key);
    void markStale(queryClient, event.kind);
  };
}

/** The stream's event: read again what it makes stale, unless it is the echo of a change made here. */
export function onLiveEvent(queryClient: QueryClient, event: LiveEvent): Promise<void> {
  const key = echoKey(event);
  const waiting = echoes.get(key) ?? 0;
  if (waiting > 0) {
    if (waiting === 1) echoes.delete(key);
    else echoes.set(key, waiting - 1);
    return Promise.resolve();
  }
  return markStale(queryClient, event.kind);
}

/** What other windows of this browser are told (the specification's storage messages). */
export type CrossWindowNote = { dataType: 'tables' } | { dataType: MenuDataType; serverData: { id: number } & Record<string, unknown>; removed?: boolean };

export type MenuDataType = 'categories' | 'sections' | 'products' | 'subcategories';

/** The note other windows read for a change of `kind`, when the specification gives one. */
function noteFor(kind: LiveEventKind): CrossWindowNote | null {
  if (kind === 'table-changed' || kind === 'attempt-created') return { dataType: 'tables' };
  return null;
}

function tellOtherWindows(kind: LiveEventKind, note: CrossWindowNote | null): void {
  try {
    if (kind.startsWith('reservation-')) localStorage.setItem(STORAGE_KEYS.reservationsUpdated, String(Date.now()));
    // `at` makes each write differ from the last: a storage event only fires when the value changes.
    if (note) localStorage.setItem(STORAGE_KEYS.adminChange, JSON.stringify({ ...note, at: Date.now() }));
  } catch (error) {
    // Storage can be full or blocked (private browsing): this window is up to date already.
    console.warn('No se pudo avisar a otras ventanas del cambio', error);
  }
}

export interface OwnChange {
  kind: LiveEventKind;
  /** Keys this window already brought up to date with the server's answer: not read again. */
  updated?: readonly QueryKey[];
  /** A menu item for the other windows to patch in place, instead of the kind's own note. */
  note?: CrossWindowNote;
}

/** After a change this window made succeeded: the rest of what it touches read again, other windows told. */
export function afterOwnChange(queryClient: QueryClient, { kind, updated = [], note }: OwnChange): Promise<void> {
  tellOtherWindows(kind, note ?? noteFor(kind));
  return markStale(queryClient, kind, updated);
}

/** A storage message from another window, as the kind of change it reports (menu items are patched by their screen). */
export function kindOfStorageMessage(key: string | null, value: string | null): LiveEventKind | null {
  if (key === STORAGE_KEYS.reservationsUpdated) return 'reservation-updated';
  if (key !== STORAGE_KEYS.adminChange || !value) return null;
  const note = readNote(value);
  return note?.dataType === 'tables' ? 'table-changed' : null;
}

/** The note a storage message carries, or null when the value is not one this version wrote. */
export function readNote(raw: string | null): CrossWindowNote | null {
  if (!raw) return null;
  try {
    const note = JSON.parse(raw) as Partial<CrossWindowNote> | null;
    return note && typeof note.dataType === 'string' ? (note as CrossWindowNote) : null;
  } catch {
    return null;
  }
}

/** Listens for the other windows' storage messages (a diner's cancel, a table or request noticed) while mounted. */
export function listenToOtherWindows(queryClient: QueryClient): () => void {
  const onStorage = (event: StorageEvent) => {
    const kind = kindOfStorageMessage(event.key, event.newValue);
    if (kind) void markStale(queryClient, kind);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
