import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CHANGE_EVENT, ADMIN_CHANGE_STORAGE_KEY, raiseAdminChange, readAdminChange, type AdminChange } from './admin-change';

function fakeStorage() {
  const items = new Map<string, string>();
  return { setItem: (key: string, value: string) => items.set(key, value), getItem: (key: string) => items.get(key) ?? null };
}

describe('raiseAdminChange', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('tells this window by event and the others through storage', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const target = new EventTarget();
    const storage = fakeStorage();
    vi.stubGlobal('window', target);
    vi.stubGlobal('localStorage', storage);
    const heard: AdminChange[] = [];
    target.addEventListener(ADMIN_CHANGE_EVENT, (event) => heard.push((event as CustomEvent<AdminChange>).detail));

    raiseAdminChange('tables');

    expect(heard).toEqual([{ dataType: 'tables', at: 1_700_000_000_000 }]);
    expect(JSON.parse(storage.getItem(ADMIN_CHANGE_STORAGE_KEY) ?? 'null')).toEqual({ dataType: 'tables', at: 1_700_000_000_000 });
  });

  it('carries the changed menu item to the other windows', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const storage = fakeStorage();
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('localStorage', storage);
    raiseAdminChange('categories', { serverData: { id: 4, name: 'Postres' } });
    expect(JSON.parse(storage.getItem(ADMIN_CHANGE_STORAGE_KEY) ?? 'null')).toEqual({ dataType: 'categories', serverData: { id: 4, name: 'Postres' }, at: 1_700_000_000_000 });
  });

  it('still tells this window when storage refuses the write', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listener = vi.fn();
    target.addEventListener(ADMIN_CHANGE_EVENT, listener);

    raiseAdminChange('tables');

    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('readAdminChange', () => {
  it('reads a notice back, and nothing from a value it did not write', () => {
    expect(readAdminChange('{"dataType":"sections","serverData":{"id":2},"at":5}')).toEqual({ dataType: 'sections', serverData: { id: 2 }, at: 5 });
    expect(readAdminChange('not json')).toBeNull();
    expect(readAdminChange('{"other":1}')).toBeNull();
    expect(readAdminChange(null)).toBeNull();
  });
});
