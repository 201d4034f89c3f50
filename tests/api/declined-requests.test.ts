/**
 * 'Rechazar' on a VIP or large-group request: staff only; the request is stored as declined and
 * leaves the day's list; the diner gets a courteous Spanish e-mail through a real SMTP server, with
 * staff's own words; the privacy paths still reach the request and that e-mail. The venue's clock
 * stands at Monday 23 November 2026, 12:00.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { ReservationAttempt } from '../../shared/types';
import { largeGroupRequest } from '../helpers/booking';
import { closedAfterEach, startTestServer, type TestServer } from '../helpers/server';
import { pointAtTestSmtp, startTestSmtp } from '../helpers/smtp';

const FAST_MAIL = { pollMs: 50, retryDelaysMs: [0, 0] };
const SATURDAY = '2026-11-28';

const closing = closedAfterEach();
let server: TestServer | undefined;

async function ask(overrides: Record<string, unknown> = {}): Promise<ReservationAttempt> {
  const answer = await server!.request<ReservationAttempt>('/api/reservation-attempt', { method: 'POST', body: largeGroupRequest({ date: SATURDAY, ...overrides }) });
  expect(answer.status).toBe(201);
  return answer.body;
}

const decline = (id: number | string, body: Record<string, unknown>, token: string | null) =>
  server!.request<{ request: ReservationAttempt; mailed: boolean }>(`/api/admin/reservation-attempts/${id}/decline`, { method: 'POST', token, body });

function outboxRows(): { kind: string; recipient: string }[] {
  const db = new Database(path.join(server!.dataDir, 'venue.db'), { readonly: true });
  try {
    return db.prepare('SELECT kind, recipient FROM outbox ORDER BY id').all() as { kind: string; recipient: string }[];
  } finally {
    db.close();
  }
}

describe('declining a VIP or group request', { timeout: 90_000 }, () => {
  it('is for staff only, and says what is wrong with an unknown request, a bad id or too long a message', async () => {
    server = closing(await startTestServer({ seed: 'demo' }));
    const token = await server.login();
    const request = await ask();
    expect(await decline(request.id, {}, null)).toMatchObject({ status: 401, body: { message: 'No autorizado: inicia sesión como administrador.' } });
    expect(await decline(9999, {}, token)).toMatchObject({ status: 404, body: { code: 'not-found', message: 'Solicitud no encontrada' } });
    expect((await decline('abc', {}, token)).status).toBe(400);
    expect(await decline(request.id, { message: 'x'.repeat(1001) }, token)).toMatchObject({
      status: 400,
      body: { code: 'invalid-input', message: 'El mensaje al cliente no puede superar los 1000 caracteres.' },
    });
    // Nothing was half done: the request is still open.
    expect((await server.request(`/api/admin/reservation-attempts?date=${SATURDAY}`, { token })).body).toHaveLength(1);
  });

  it("stores it declined, takes it off the day's list and the overview, and e-mails the diner a courteous refusal with staff's words", async () => {
    const smtp = closing(await startTestSmtp());
    server = closing(await startTestServer({ seed: 'demo', mail: FAST_MAIL }));
    const token = await server.login();
    await pointAtTestSmtp(server, token, smtp);
    const request = await ask({ customerName: 'Marta Gil', customerEmail: 'marta@example.com', partySize: 14, preferredSection: 'VIP' });
    const other = await ask({ customerName: 'Otro Grupo', customerEmail: 'otro@example.com', customerPhone: '622000111' });
    // The venue's own notices of both requests.
    await smtp.waitFor(2);

    const declined = await decline(request.id, { message: 'Ese sábado tenemos el local reservado para una boda.\nEl domingo sí podríamos.' }, token);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ mailed: true, request: { id: request.id, customerName: 'Marta Gil', declinedAt: '2026-11-23T11:00:00.000Z' } });
    const open = await server.request<ReservationAttempt[]>(`/api/admin/reservation-attempts?date=${SATURDAY}`, { token });
    expect(open.body.map((row) => row.customerName)).toEqual(['Otro Grupo']);
    expect((await server.request<ReservationAttempt[]>('/api/admin/reservation-attempts', { token })).body.map((row) => row.id)).toEqual([other.id]);
    expect((await server.request<{ reservationAttempts: ReservationAttempt[] }>(`/api/admin/dashboard?date=${SATURDAY}`, { token })).body.reservationAttempts).toHaveLength(1);

    const mails = await smtp.waitFor(3);
    const refusal = mails.find((mail) => mail.subject?.startsWith('Tu solicitud de reserva'));
    expect(refusal?.to).toMatchObject({ text: 'marta@example.com' });
    expect(refusal?.replyTo?.text).toBe('reservas@valhalla-alpedrete.es');
    expect(refusal?.subject).toBe('Tu solicitud de reserva en Valhalla: sábado, 28 de noviembre de 2026');
    for (const line of [
      'Hola, Marta Gil:',
      'Muchas gracias por pensar en Valhalla. Lo sentimos mucho, pero no podemos atender tu solicitud de reserva para el sábado, 28 de noviembre de 2026 a las 21:00 (14 personas, VIP).',
      'Ese sábado tenemos el local reservado para una boda.\nEl domingo sí podríamos.',
      'Si te viene bien otro día u otra hora, llámanos al 918 57 12 34 o responde a este correo y buscaremos la manera de recibiros.',
    ]) {
      expect(refusal?.text).toContain(line);
    }
    expect(refusal?.html).toContain('Ese sábado tenemos el local reservado para una boda.<br>El domingo sí podríamos.');

    // Declined once: a second screen's 'Rechazar' is told so, and nothing more is sent.
    expect(await decline(request.id, {}, token)).toMatchObject({ status: 409, body: { code: 'conflict', message: 'Esa solicitud ya estaba rechazada.' } });
    expect(outboxRows().filter((row) => row.kind === 'request-declined')).toEqual([{ kind: 'request-declined', recipient: 'marta@example.com' }]);
  });

  it('is stored even without a mail server, saying no e-mail left', async () => {
    server = closing(await startTestServer({ seed: 'demo' }));
    const token = await server.login();
    const request = await ask();
    expect(await decline(request.id, { message: '  ' }, token)).toMatchObject({ status: 200, body: { mailed: false, request: { declinedAt: '2026-11-23T11:00:00.000Z' } } });
    expect((await server.request(`/api/admin/reservation-attempts?date=${SATURDAY}`, { token })).body).toEqual([]);
  });

  it("stays within reach of the diner's export and erasure, its e-mail included", async () => {
    const smtp = closing(await startTestSmtp());
    server = closing(await startTestServer({ seed: 'demo', mail: FAST_MAIL }));
    const token = await server.login();
    await pointAtTestSmtp(server, token, smtp);
    const request = await ask({ customerEmail: 'ines@example.com', customerPhone: '655444333' });
    expect((await decline(request.id, {}, token)).body.mailed).toBe(true);

    const exported = await server.request('/api/admin/guests/export?email=ines@example.com', { token });
    expect(exported.body).toMatchObject({
      requests: [{ customerEmail: 'ines@example.com', declinedAt: '2026-11-23T11:00:00.000Z' }],
      messages: [{ recipient: 'ines@example.com', subject: 'Tu solicitud de reserva en Valhalla: sábado, 28 de noviembre de 2026' }],
    });
    const erased = await server.request('/api/admin/guests/erase', { method: 'POST', token, body: { phone: '655444333' } });
    expect(erased.body).toEqual({ reservations: 0, requests: 1, messages: 1, waitlist: 0 });
    expect(outboxRows().map((row) => row.recipient)).not.toContain('ines@example.com');
  });
});
