import { describe, expect, it } from 'vitest';
import { readAhead, readsStaffData, type PrefetchSituation } from './plan';

const staff = (path: string, dragLockStored = false): PrefetchSituation => ({ path, signedIn: true, dragLockStored });

describe('readAhead by schedule context', () => {
  it('closed: the sections at once, kept 120 minutes, no hover reads', () => {
    expect(readAhead('closed')).toEqual({ delayMs: 0, staleMs: 120 * 60_000, publicReads: ['sections'], hoverCategories: false });
  });

  it('pre-opening: only the sections, after 3 s, kept 15 minutes', () => {
    expect(readAhead('pre-opening')).toEqual({ delayMs: 3000, staleMs: 15 * 60_000, publicReads: ['sections'], hoverCategories: false });
  });

  it('active service: sections, categories and tonight’s tables after 500 ms, kept 3 minutes, hover reads on', () => {
    expect(readAhead('active')).toEqual({
      delayMs: 500,
      staleMs: 3 * 60_000,
      publicReads: ['sections', 'categories', 'availability'],
      hoverCategories: true,
    });
  });
});

describe('readsStaffData: the staff day', () => {
  it('is never read for a visitor who has not signed in, whatever the path', () => {
    expect(readsStaffData('active', { path: '/dashboard', signedIn: false, dragLockStored: true })).toBe(false);
  });

  it('is read on admin and dashboard paths, and anywhere on a device with the floor lock flag', () => {
    expect(readsStaffData('active', staff('/dashboard'))).toBe(true);
    expect(readsStaffData('pre-opening', staff('/admin/subcategorias'))).toBe(true);
    expect(readsStaffData('active', staff('/menu', true))).toBe(true);
    expect(readsStaffData('active', staff('/menu'))).toBe(false);
  });

  it('while closed, only on the dashboard path', () => {
    expect(readsStaffData('closed', staff('/dashboard'))).toBe(true);
    expect(readsStaffData('closed', staff('/admin/subcategorias'))).toBe(false);
    expect(readsStaffData('closed', staff('/menu', true))).toBe(false);
  });
});
