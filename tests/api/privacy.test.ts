/**
 * 'Privacidad' on 'Ajustes': the retention period, and one diner's data exported and erased, by
 * e-mail or by phone. The venue's clock stands at Monday 23 November 2026, 12:00.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { dinerBooking, largeGroupRequest } from '../helpers/booking';
import { signedInServer } from '../helpers/server';
import { startTestSmtp } from '../helpers/smtp';

const context = signedInServer({ seed: 'demo' });

function outboxRecipients(): string[] {
  const db = new Database(path.join(context.server.dataDir, 'venue.db'), { readonly: true });
  try {
    return (db.prepare('SELECT recipient FROM outbox ORDER BY id').all() as { recipient: string }[]).map((row) => row.recipient);
  } finally {
    db.close();
  }
}

async function withMail(): Promise<void> {
  // A mail server that is gone: the messages stay in the outbox, which is what is checked.
  const gone = await startTestSmtp();
  await gone.close();
  const answer = await context.server.request('/api/admin/settings/smtp', {
    method: 'PUT',
    token: context.token,
    body: { host: '127.0.0.1', port: gone.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' },
  });
  expect(answer.status).toBe(200);
}

describe('one diner’s data', () => {
  it('is exported as JSON by e-mail or by phone: bookings, requests and the messages sent to them', async () => {
    await withMail();
    const booked = await context.server.request('/api/reservations', {
      method: 'POST',
      body: dinerBooking({ customerEmail: 'ines@example.com', customerPhone: '+34 655 444 333', date: '2026-11-24', specialRequests: 'Alergia a los frutos secos' }),
    });
    expect(booked.status).toBe(201);
    await context.server.request('/api/reservation-attempt', { method: 'POST', body: largeGroupRequest({ customerEmail: 'ines@example.com', customerPhone: '655444333' }) });
    await context.server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'otro@example.com', customerPhone: '699000111', date: '2026-11-24' }) });

    const byEmail = await context.server.request('/api/admin/guests/export?email=INES@example.com', { token: context.token });
    expect(byEmail.status).toBe(200);
    expect(byEmail.headers.get('content-disposition')).toBe('attachment; filename="datos-ines@example.com.json"');
    expect(byEmail.body).toMatchObject({
      exportedAt: '2026-11-23T11:00:00.000Z',
      guest: { name: 'Lucía Martín', phone: '655444333', email: 'ines@example.com', notes: null, allergies: [], tags: [] },
      bookings: [{ confirmationNumber: booked.body.confirmationNumber, customerEmail: 'ines@example.com', specialRequests: 'Alergia a los frutos secos', date: '2026-11-24' }],
      requests: [{ customerEmail: 'ines@example.com', partySize: 12 }],
      messages: [{ recipient: 'ines@example.com', subject: expect.stringContaining('Reserva confirmada') }],
    });
    const byPhone = await context.server.request('/api/admin/guests/export?phone=655%20444%20333', { token: context.token });
    expect(byPhone.body.bookings).toHaveLength(1);
    expect(byPhone.body.requests).toHaveLength(1);
    expect(byPhone.body.messages.map((m: { recipient: string }) => m.recipient)).toEqual(['ines@example.com']);
  });

  it('asks for an e-mail or a phone, in Spanish, and is for staff only', async () => {
    const none = await context.server.request('/api/admin/guests/export', { token: context.token });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Indica el email o el teléfono del cliente (uno de los dos).');
    // The dashboard's placeholder contact is nobody's: erasing it would blank every walk-in.
    const placeholder = await context.server.request('/api/admin/guests/erase', { method: 'POST', token: context.token, body: { phone: '000 000 000' } });
    expect(placeholder.status).toBe(400);
    expect(placeholder.body.message).toBe('Ese es el contacto que el panel pone a las reservas sin datos: no es de ningún cliente.');
    expect((await context.server.request('/api/admin/guests/export?email=ines@example.com')).status).toBe(401);
    expect((await context.server.request('/api/admin/guests/erase', { method: 'POST', body: { email: 'ines@example.com' } })).status).toBe(401);
  });

  it('is erased: no search finds the bookings, their tables stay as they were, and no message to them is left', async () => {
    const before = await context.server.request('/api/reservations/date/2026-11-24', { token: context.token });
    const hers = before.body.find((row: { customerEmail: string }) => row.customerEmail === 'ines@example.com');
    const erased = await context.server.request('/api/admin/guests/erase', { method: 'POST', token: context.token, body: { phone: '655444333' } });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ reservations: 1, requests: 1, messages: 1, waitlist: 0 });

    const search = await context.server.request('/api/reservations/search', { method: 'POST', body: { email: 'ines@example.com', confirmationNumber: hers.confirmationNumber } });
    expect(search.body).toEqual([]);
    const after = await context.server.request('/api/reservations/date/2026-11-24', { token: context.token });
    const row = after.body.find((r: { id: string }) => r.id === hers.id);
    expect(row).toMatchObject({ customerName: 'Datos borrados', customerEmail: '', customerPhone: '', specialRequests: null, tableId: hers.tableId, status: 'confirmed', startTime: hers.startTime });
    expect(outboxRecipients()).not.toContain('ines@example.com');
    expect(outboxRecipients()).toContain('otro@example.com');
    // Nothing is left to export, the guest-book profile included; the other diner's stays.
    const again = await context.server.request('/api/admin/guests/export?email=ines@example.com', { token: context.token });
    expect(again.body).toMatchObject({ guest: null, bookings: [], requests: [], messages: [] });
    expect((await context.server.request('/api/admin/guests/export?email=otro@example.com', { token: context.token })).body.guest).toMatchObject({ email: 'otro@example.com' });
  });
});

describe('the retention period', () => {
  it('is 24 months until the owner chooses, which the privacy policy states', async () => {
    expect((await context.server.request('/api/admin/settings/privacy', { token: context.token })).body).toEqual({ settings: { retentionMonths: 24 } });
    expect((await context.server.request('/api/privacy')).body).toEqual({ retentionMonths: 24, mailBodyDays: 30 });
  });

  it('refuses a period out of range, in Spanish, and keeps the stored one', async () => {
    const answer = await context.server.request('/api/admin/settings/privacy', { method: 'PUT', token: context.token, body: { retentionMonths: 1 } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Indica cuántos meses se guardan los datos: un número entero entre 3 y 120');
    expect((await context.server.request('/api/privacy')).body.retentionMonths).toBe(24);
  });

  it('applies a shorter period at once to what is older, and leaves newer bookings alone', async () => {
    const old = await context.server.request('/api/reservations', {
      method: 'POST',
      token: context.token,
      body: { ...dinerBooking({ customerEmail: 'antigua@example.com', date: '2026-03-10' }), isAdminAction: true },
    });
    expect(old.status).toBe(201);
    const saved = await context.server.request('/api/admin/settings/privacy', { method: 'PUT', token: context.token, body: { retentionMonths: 6 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ settings: { retentionMonths: 6 }, removed: { reservations: 1, requests: 0 } });
    const day = await context.server.request('/api/reservations/date/2026-03-10', { token: context.token });
    expect(day.body[0]).toMatchObject({ customerName: 'Datos borrados', customerEmail: '', partySize: 2 });
    const recent = await context.server.request('/api/reservations/date/2026-11-24', { token: context.token });
    expect(recent.body.map((row: { customerEmail: string }) => row.customerEmail)).toContain('otro@example.com');
    expect((await context.server.request('/api/privacy')).body.retentionMonths).toBe(6);
  });
});
