/**
 * A diner's booking is theirs alone: the e-mail and confirmation number of one booking open that
 * booking and nothing else (search, calendar file, cancel); the dashboard's placeholder contact is
 * refused on every public form; the confirmation's links come from the venue's public address only.
 */
import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/types';
import { cancelAsDiner, dinerBooking, largeGroupRequest, staffBooking } from '../helpers/booking';
import { closedAfterEach, signedInServer, startTestServer, type TestServer } from '../helpers/server';
import { startTestSmtp } from '../helpers/smtp';

const VICTIM = 'lucia@example.com';
const MONDAY_NOON = '2026-11-23T12:00:00+01:00';

const closing = closedAfterEach();

/**
 * The victim's own booking and one staff typed in for her, then the attacker's booking made with her
 * e-mail. Each victim has a phone of her own: staff would be asked first about a second booking of one phone that evening.
 */
async function victimAndAttacker(s: TestServer, token: string, victim: string, phone: string) {
  const own = await s.request<Reservation>('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: victim, specialRequests: 'Alergia grave a frutos secos' }) });
  const phoned = await s.request<Reservation>('/api/reservations', {
    method: 'POST',
    token,
    body: staffBooking({ customerName: 'Lucía Martín', customerEmail: victim, customerPhone: phone, date: '2026-11-26', specialRequests: 'Celiaca' }),
  });
  const attacker = await s.request<Reservation>('/api/reservations', {
    method: 'POST',
    body: dinerBooking({ customerName: 'Otro', customerEmail: victim, customerPhone: '699000111', date: '2026-11-25' }),
  });
  for (const made of [own, phoned, attacker]) expect(made.status).toBe(201);
  return { own: own.body, phoned: phoned.body, attacker: attacker.body };
}

describe("a stranger who knows a diner's e-mail", () => {
  // One server: each test's victim has an e-mail of her own.
  const signedIn = signedInServer({ now: MONDAY_NOON, seed: 'demo' });

  it("finds only the booking whose number they hold, in the search and the calendar file, nothing of the victim's", async () => {
    const { server, token } = signedIn;
    const { own, phoned, attacker } = await victimAndAttacker(server, token, VICTIM, '612345678');
    const found = await server.request('/api/reservations/search', { method: 'POST', body: { email: VICTIM, confirmationNumber: attacker.confirmationNumber } });
    expect(found.status).toBe(200);
    expect(found.body.map((booking: Reservation) => booking.id)).toEqual([attacker.id]);
    for (const secret of [own.id, phoned.id, own.confirmationNumber, 'Alergia grave', 'Celiaca']) expect(JSON.stringify(found.body)).not.toContain(secret);

    const file = await fetch(`${server.url}/api/reservations/calendar?${new URLSearchParams({ email: VICTIM, confirmationNumber: attacker.confirmationNumber })}`);
    const text = await file.text();
    expect(text).toContain(attacker.confirmationNumber);
    for (const secret of [own.id, phoned.id, own.confirmationNumber, phoned.confirmationNumber, attacker.id]) expect(text).not.toContain(secret);
  });

  it('cancels nothing with a bare id or a wrong pair; the right pair cancels, and staff still cancel by id with their token', async () => {
    const { server, token } = signedIn;
    const victim = 'marta@example.com';
    const { own, phoned, attacker } = await victimAndAttacker(server, token, victim, '612345679');
    const attempts = [
      undefined,
      {},
      { email: victim },
      { email: victim, confirmationNumber: attacker.confirmationNumber },
      { email: 'otro@example.com', confirmationNumber: own.confirmationNumber },
      { email: 'admin@restaurante.local', confirmationNumber: own.confirmationNumber },
    ];
    for (const body of attempts) {
      const refused = await server.request(`/api/reservations/${own.id}`, { method: 'DELETE', body });
      expect(refused.status, JSON.stringify(body)).toBe(404);
      expect(refused.body.message).toBe('Reserva no encontrada');
    }
    const day = async (date: string) => (await server.request<Reservation[]>(`/api/reservations/date/${date}`, { token })).body;
    expect((await day(own.date)).find((booking) => booking.id === own.id)?.status).toBe('confirmed');

    const cancelled = await cancelAsDiner(server, { ...own, customerEmail: ' MARTA@example.com' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const byStaff = await server.request<Reservation>(`/api/reservations/${phoned.id}`, { method: 'DELETE', token });
    expect(byStaff.body.status).toBe('cancelled');
  });
});

describe("the dashboard's placeholder contact on the public forms", () => {
  const signedIn = signedInServer({ now: MONDAY_NOON, seed: 'demo' });
  it.each([
    ['booking', '/api/reservations', dinerBooking({ customerEmail: 'admin@restaurante.local' }), 'Ese email no es válido: escribe el tuyo.'],
    ['booking', '/api/reservations', dinerBooking({ customerPhone: '000 000 000' }), 'Ese teléfono no es válido: escribe el tuyo.'],
    ['request', '/api/reservation-attempt', largeGroupRequest({ customerEmail: 'Admin@Restaurante.local' }), 'Ese email no es válido: escribe el tuyo.'],
    ['request', '/api/reservation-attempt', largeGroupRequest({ customerPhone: '+34 000000000' }), 'Ese teléfono no es válido: escribe el tuyo.'],
    ['search', '/api/reservations/search', { email: 'admin@restaurante.local', confirmationNumber: 'RES-AAAAAAAA' }, 'Ese email no es válido: escribe el tuyo.'],
  ])('is refused on the %s form with a Spanish message, storing nothing', async (_form, pathname, body, message) => {
    const { server, token } = signedIn;
    const refused = await server.request(pathname, { method: 'POST', body });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect((await server.request('/api/reservations/date/2026-11-23', { token })).body).toEqual([]);
    expect((await server.request('/api/admin/reservation-attempts', { token })).body).toEqual([]);
  });
});

describe("the confirmation e-mail's links", () => {
  async function confirmationOf(publicUrl: string | null, headers: Record<string, string>) {
    const smtp = closing(await startTestSmtp());
    const server = closing(await startTestServer({ now: MONDAY_NOON, seed: 'demo', publicUrl, mail: { pollMs: 50, retryDelaysMs: [0] } }));
    const token = await server.login();
    await server.request('/api/admin/settings/smtp', { method: 'PUT', token, body: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' } });
    expect((await server.request('/api/reservations', { method: 'POST', body: dinerBooking(), headers })).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    return `${mail!.text}\n${mail!.html}\n${mail!.attachments.map((file) => file.content.toString('utf8')).join('\n')}`;
  }

  it('are never built from a forged X-Forwarded-Host: without a public address the diner is told to call', async () => {
    const mail = await confirmationOf(null, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' });
    expect(mail).not.toContain('evil.example');
    expect(mail).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(mail).toContain('Para consultar o cancelar tu reserva, llámanos al');
  });

  it('lead to the public address whatever host the request named', async () => {
    const mail = await confirmationOf('https://reservas.valhalla-alpedrete.es', { 'X-Forwarded-Host': 'evil.example' });
    expect(mail).not.toContain('evil.example');
    expect(mail).toContain('https://reservas.valhalla-alpedrete.es/?reserva=');
  });
});

describe("a 'Mis reservas' link's token", () => {
  it('opens its booking only: a token changed in one character, or a reminder answer, opens nothing', async () => {
    const smtp = closing(await startTestSmtp());
    const server = closing(await startTestServer({ now: MONDAY_NOON, seed: 'demo', publicUrl: 'https://reservas.example', mail: { pollMs: 50, retryDelaysMs: [0] } }));
    const token = await server.login();
    await server.request('/api/admin/settings/smtp', { method: 'PUT', token, body: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@example.com' } });
    const booked = await server.request<Reservation>('/api/reservations', { method: 'POST', body: dinerBooking() });
    const [mail] = await smtp.waitFor(1);
    const link = new URL(/https:\/\/reservas\.example\/\S+/.exec(mail!.text ?? '')![0]);
    const sent = link.searchParams.get('reserva')!;
    const open = (given: string) => server.request('/api/reservations/link', { method: 'POST', body: { token: given } });
    expect((await open(sent)).body.map((found: Reservation) => found.id)).toEqual([booked.body.id]);
    const [reference, , signature] = sent.split('.');
    for (const forged of [`${reference}.no.${signature}`, `${sent.slice(0, -1)}${sent.endsWith('A') ? 'B' : 'A'}`, 'nada-que-ver-aqui']) {
      const refused = await open(forged);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Este enlace ya no es válido. Busca tu reserva con tu email y tu número de reserva.');
    }
  });
});
