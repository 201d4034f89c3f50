import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-db-'));
  folders.push(dataDir);
  return openDatabase({ dataDir });
}

describe('openDatabase', () => {
  it('sets the SQLite settings a front-desk PC that may lose power needs', () => {
    const db = open();
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.$client.close();
  });

  it('enforces the uniqueness and cascade rules in the database itself', () => {
    const db = open();
    const insertTable = db.$client.prepare(`INSERT INTO dining_tables (name, table_number, section, position_x, position_y) VALUES (?, ?, ?, ?, ?)`);
    insertTable.run('Mesa 1', 1, 'Salón', 0, 0);
    expect(() => insertTable.run('Otra', 1, 'Salón', 1, 0)).toThrow(/UNIQUE/);
    expect(() => insertTable.run('Otra', 2, 'Salón', 0, 0)).toThrow(/UNIQUE/);
    expect(() => insertTable.run('Fuera', 3, 'Salón', 5, 0)).toThrow(/CHECK/);
    insertTable.run('Terraza 1', 1, 'Terraza cubierta', 0, 0);
    db.$client.close();
  });

  it('applies migrations once: reopening an existing database keeps its rows', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-db-'));
    folders.push(dataDir);
    const first = openDatabase({ dataDir });
    first.$client.prepare(`INSERT INTO settings (key, value) VALUES ('k', 'v')`).run();
    first.$client.close();
    const second = openDatabase({ dataDir });
    expect(second.$client.prepare(`SELECT value FROM settings WHERE key = 'k'`).get()).toEqual({ value: 'v' });
    second.$client.close();
  });
});
