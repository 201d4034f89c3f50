import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../tests/helpers/database';

describe('migration 0014 (the heartbeat and the outages)', () => {
  it('keeps what a database already held, and starts with no heartbeat and no outage', () => {
    const older = databaseBefore('0014');
    older.db.$client.prepare(`INSERT INTO settings (key, value) VALUES ('venue', '{"name":"Valhalla"}')`).run();
    older.db.$client
      .prepare(
        `INSERT INTO reservations (id, customer_name, customer_email, customer_phone, date, start_time, end_time, time, party_size, confirmation_number, starts_at, ends_at)
         VALUES ('a', 'Ana', 'ana@example.com', '600000000', '2026-11-20', '21:00', '23:00', '21:00', 2, 'RES-A', 100, 220)`,
      )
      .run();
    const after = older.reopen();
    expect(after.$client.prepare('SELECT value FROM settings WHERE key = ?').get('venue')).toEqual({ value: '{"name":"Valhalla"}' });
    expect(after.$client.prepare('SELECT id, customer_name AS name FROM reservations').all()).toEqual([{ id: 'a', name: 'Ana' }]);
    expect(after.$client.prepare('SELECT count(*) AS n FROM heartbeat').get()).toEqual({ n: 0 });
    expect(after.$client.prepare('SELECT count(*) AS n FROM outages').get()).toEqual({ n: 0 });
    // One heartbeat row only, and an outage that ends after it starts.
    expect(() => after.$client.prepare('INSERT INTO heartbeat (id, beat_at) VALUES (2, 0)').run()).toThrow(/CHECK/);
    expect(() => after.$client.prepare(`INSERT INTO outages (kind, started_at, ended_at, clean) VALUES ('server', 10, 10, 0)`).run()).toThrow(/CHECK/);
    older.close();
  });
});
