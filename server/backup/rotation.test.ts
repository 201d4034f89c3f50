import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './rotation';

const copy = (id: string, iso: string) => ({ id, createdAt: new Date(iso) });

describe('backupsToKeep', () => {
  it('keeps the newest copy of each of the last 7 days and of each of the last 4 weeks', () => {
    // Nightly copies at 04:00 Madrid (03:00 UTC in winter) from Monday 2 to Monday 30 November 2026.
    const nightly = Array.from({ length: 29 }, (_, index) => copy(`n${index + 2}`, `2026-11-${String(index + 2).padStart(2, '0')}T03:00:00Z`));
    const kept = backupsToKeep(nightly);
    // The 7 latest days: 24 to 30 November.
    const days = ['n24', 'n25', 'n26', 'n27', 'n28', 'n29', 'n30'];
    // The newest of the 4 latest ISO weeks: Mon 30 (week 49), Sun 29 (48), Sun 22 (47), Sun 15 (46).
    const weeks = ['n30', 'n29', 'n22', 'n15'];
    expect([...kept].sort()).toEqual([...new Set([...days, ...weeks])].sort());
  });

  it('keeps only the newest of several copies on one day, counting the day in Madrid', () => {
    const kept = backupsToKeep([
      copy('manual-noche', '2026-11-23T22:30:00Z'), // 23:30 in Madrid: still Monday 23
      copy('manual-tarde', '2026-11-23T15:00:00Z'),
      copy('migration', '2026-11-23T09:00:00Z'),
      copy('nightly', '2026-11-23T03:00:00Z'),
      copy('ayer', '2026-11-22T03:00:00Z'),
    ]);
    expect([...kept].sort()).toEqual(['ayer', 'manual-noche']);
  });

  it('keeps everything while there are few copies', () => {
    expect(backupsToKeep([copy('a', '2026-11-20T03:00:00Z'), copy('b', '2026-11-21T03:00:00Z')])).toEqual(new Set(['a', 'b']));
  });
});
