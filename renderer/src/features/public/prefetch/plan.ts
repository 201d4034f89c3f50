/**
 * How eagerly the site reads ahead, by the venue's schedule (spec sections 4, 6 and 9): far from
 * service it reads once and keeps it two hours; just before opening it waits for the page to
 * settle and reads the sections; in service it reads everything a diner is about to open.
 */
import type { ScheduleContext } from '../../../../../shared/schedule';

export type PublicRead = 'sections' | 'categories' | 'availability';

export interface ReadAhead {
  delayMs: number;
  /** A cached answer younger than this is not read again. */
  staleMs: number;
  publicReads: readonly PublicRead[];
  /** Whether pointing at a category card reads its dishes. */
  hoverCategories: boolean;
}

export interface PrefetchSituation {
  path: string;
  signedIn: boolean;
  /** The floor lock flag is only ever written on the dashboard, so it marks a staff device. */
  dragLockStored: boolean;
}

const MINUTE = 60 * 1000;

const BY_CONTEXT: Record<ScheduleContext, ReadAhead> = {
  closed: { delayMs: 0, staleMs: 120 * MINUTE, publicReads: ['sections'], hoverCategories: false },
  'pre-opening': { delayMs: 3000, staleMs: 15 * MINUTE, publicReads: ['sections'], hoverCategories: false },
  active: { delayMs: 500, staleMs: 3 * MINUTE, publicReads: ['sections', 'categories', 'availability'], hoverCategories: true },
};

export function readAhead(context: ScheduleContext): ReadAhead {
  return BY_CONTEXT[context];
}

/** Whether the staff's day (bookings and tables) is read ahead too: signed in, and closed only on the dashboard. */
export function readsStaffData(context: ScheduleContext, { path, signedIn, dragLockStored }: PrefetchSituation): boolean {
  if (!signedIn) return false;
  if (context === 'closed') return path.includes('dashboard');
  return /admin|dashboard/.test(path) || dragLockStored;
}
