/**
 * The mail caps: the public forms cannot make the venue's mail account send thousands of
 * messages. A real SMTP server on 127.0.0.1 takes what is sent; the outbox is read from the file.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailLog } from '../../shared/schemas/smtp';
import { dinerBooking, largeGroupRequest } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

let server: TestServer;
let smtp: TestSmtp;
let token: string;

beforeEach(async () => {
  smtp = await startTestSmtp();
  // The fair-use limits are off, so one test client can send what many diners would.
  server = await startTestServer({ seed: 'demo', mail: { pollMs: 20, retryDelaysMs: [0] } });
  token = await server.login();
  const mail = await server.request('/api/admin/settings/smtp', {
    method: 'PUT',
    token,
    body: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' },
  });
  expect(mail.status).toBe(200);
});

afterEach(async () => {
  await server.close();
  await smtp.close();
});

interface Row {
  kind: string;
  recipient: string;
  queued_on: string;
  next_attempt_at: number;
  status: string;
}

function outbox(): Row[] {
  const db = new Database(path.join(server.dataDir, 'venue.db'), { readonly: true });
  try {
    return db.prepare('SELECT kind, recipient, queued_on, next_attempt_at, status FROM outbox ORDER BY id').all() as Row[];
  } finally {
    db.close();
  }
}

const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'];

describe('mail from the public forms', { timeout: 90_000 }, () => {
  it('sends one address at most three messages a day; staff actions still reach it', async () => {
    const booked = [];
    for (const date of DAYS.slice(0, 4)) {
      const answer = await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'victima@example.com', date }) });
      expect(answer.status).toBe(201);
      booked.push(answer.body);
    }
    // The fourth booking stands, but its confirmation is not sent.
    expect(outbox().filter((row) => row.recipient === 'victima@example.com')).toHaveLength(3);
    const cancelled = await server.request(`/api/reservations/${booked[0].id}`, { method: 'DELETE', token });
    expect(cancelled.status).toBe(200);
    expect(outbox().map((row) => row.kind)).toEqual(['confirmation', 'confirmation', 'confirmation', 'cancellation']);
    await smtp.waitFor(4);
    // Another address is another count; and the next day the first has room again.
    expect((await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'otra@example.com', date: DAYS[4] }) })).status).toBe(201);
    server.clock.set('2026-11-24T12:00:00+01:00');
    expect((await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'victima@example.com', date: DAYS[4] }) })).status).toBe(201);
    expect(outbox().filter((row) => row.recipient === 'victima@example.com')).toHaveLength(5);
  });

  it('counts every spelling of one mailbox as that mailbox: +tags, and Gmail with its dots or as googlemail.com', async () => {
    const spellings = ['victima+1@gmail.com', 'v.i.c.t.i.m.a@gmail.com', 'victima+reservas@googlemail.com', 'VICTIMA@gmail.com'];
    for (const [i, customerEmail] of spellings.entries()) {
      expect((await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail, date: DAYS[i] }) })).status).toBe(201);
    }
    // Four bookings stand; the mailbox got three confirmations.
    expect(outbox().map((row) => row.recipient)).toEqual(spellings.slice(0, 3).map((spelling) => spelling.toLowerCase()));
  });

  it("past two hundred a day, new messages wait for the next day, and 'Correo' says so", async () => {
    // Today's messages meet a mail server that is down and give up at once; only tomorrow's is left.
    const down = await startTestSmtp();
    await down.close();
    const setServer = (port: number) =>
      server.request('/api/admin/settings/smtp', { method: 'PUT', token, body: { host: '127.0.0.1', port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' } });
    await setServer(down.port);
    const request = (n: number) => largeGroupRequest({ customerEmail: `grupo${n}@example.com` });
    for (let n = 0; n < 201; n++) expect((await server.request('/api/reservation-attempt', { method: 'POST', body: request(n) })).status).toBe(201);
    const rows = outbox();
    expect(rows).toHaveLength(201);
    expect(rows.filter((row) => row.queued_on === '2026-11-23')).toHaveLength(200);
    // Madrid's midnight, Tuesday 24 November.
    expect(rows[200]).toMatchObject({ queued_on: '2026-11-24', next_attempt_at: Date.parse('2026-11-24T00:00:00+01:00') });
    expect((await server.request<MailLog>('/api/admin/settings/mail-log', { token })).body.publicForms).toEqual({ sent: 200, cap: 200 });

    await expect.poll(() => outbox().filter((row) => row.status === 'failed').length, { timeout: 20_000 }).toBe(200);
    await setServer(smtp.port);
    // The owner's test message is no public form's: it goes out at once; tomorrow's still waits.
    expect((await server.request('/api/admin/settings/smtp/test', { method: 'POST', token })).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(outbox()[200]?.status).toBe('pending');

    server.clock.set('2026-11-24T00:00:30+01:00');
    const [, held] = await smtp.waitFor(2);
    expect(held!.text).toContain('grupo200@example.com');
    expect((await server.request<MailLog>('/api/admin/settings/mail-log', { token })).body.publicForms).toEqual({ sent: 1, cap: 200 });
  });
});
