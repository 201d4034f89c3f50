/**
 * Reminders through a real SMTP server on 127.0.0.1 (smtp-server): sent once when due, none for a
 * booking made later or without the diner's e-mail; the links read without changing anything,
 * answered once, refused when tampered with; staff's 'Enviar recordatorio' and WhatsApp; the setting.
 */
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from '../helpers/close-after-each';
import type { Reservation } from '../../shared/types';
import { dinerBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';
import { pointAtTestSmtp, startTestSmtp, type TestSmtp } from '../helpers/smtp';

const FAST_MAIL = { pollMs: 50, retryDelaysMs: [0, 0] };
const SITE = 'https://reservas.valhalla-alpedrete.es';
/** Wednesday 25 November at 21:00, booked on Monday at noon: reminded on Tuesday at 21:00. */
const WEDNESDAY = dinerBooking({ date: '2026-11-25', startTime: '21:00', time: '21:00', endTime: '23:00', customerEmail: 'lucia@example.com' });

let server: TestServer | undefined;
let smtp: TestSmtp | undefined;

closeAfterEach(
  () => server,
  () => smtp,
);

async function start(withMailServer = true): Promise<string> {
  smtp = await startTestSmtp();
  server = await startTestServer({ seed: 'demo', mail: FAST_MAIL, publicUrl: SITE, reminderPollMs: 50 });
  const token = await server.login();
  if (withMailServer) {
    await pointAtTestSmtp(server, token, smtp);
  }
  return token;
}

const book = (body: Record<string, unknown>, token?: string) => server!.request<Reservation>('/api/reservations', { method: 'POST', body: token ? { ...body, isAdminAction: true } : body, token });
const dayOf = async (date: string, token: string) => (await server!.request<Reservation[]>(`/api/reservations/date/${date}`, { token })).body;
/** The two links of a reminder's text: the token of each answer. */
function linksOf(text: string): { confirm: string; cancel: string } {
  const confirm = /Confirmo que iré: \S+\/recordatorio\/(\S+)/.exec(text)?.[1];
  const cancel = /No podré ir: \S+\/recordatorio\/(\S+)/.exec(text)?.[1];
  if (!confirm || !cancel) throw new Error(`no links in: ${text}`);
  return { confirm: decodeURIComponent(confirm), cancel: decodeURIComponent(cancel) };
}

describe('the reminder e-mail', () => {
  it('leaves once, 24 hours before, with the booking, the address and two links; not for a booking made after that time, nor one without the diner’s e-mail', async () => {
    const token = await start();
    expect((await book(WEDNESDAY)).status).toBe(201);
    // Monday at 22:00, ten hours ahead: its reminder time had passed when it was made.
    expect((await book(dinerBooking({ startTime: '22:00', time: '22:00', endTime: '23:30', customerEmail: 'tarde@example.com' }))).status).toBe(201);
    expect(
      (await book(dinerBooking({ date: '2026-11-25', startTime: '21:30', time: '21:30', endTime: '23:00', customerEmail: 'admin@restaurante.local', customerPhone: '000000000' }), token)).status,
    ).toBe(201);
    await smtp!.waitFor(2);

    server!.clock.set('2026-11-24T20:59:00+01:00');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp!.received).toHaveLength(2);
    server!.clock.set('2026-11-24T21:00:00+01:00');
    const [, , reminder] = await smtp!.waitFor(3);
    expect(reminder!.to).toMatchObject({ text: 'lucia@example.com' });
    expect(reminder!.subject).toBe('Recordatorio: tu reserva en Valhalla, miércoles, 25 de noviembre de 2026, a las 21:00');
    for (const line of [
      'Te recordamos tu reserva en Valhalla: miércoles, 25 de noviembre de 2026, a las 21:00.',
      'Hora: de 21:00 a 23:00',
      'Zona: Salón',
      'Personas: 2',
      'Calle Real, 12, 28430 Alpedrete (Madrid)',
      `Confirmo que iré: ${SITE}/recordatorio/`,
      `No podré ir: ${SITE}/recordatorio/`,
    ]) {
      expect(reminder!.text).toContain(line);
    }
    expect(reminder!.html).toContain('Confirmo que iré');
    const stored = (await dayOf('2026-11-25', token)).find((booking) => booking.customerEmail === 'lucia@example.com');
    expect(stored).toMatchObject({ reminderChannel: 'email', dinerConfirmedAt: null });
    expect(stored?.remindedAt).toBe('2026-11-24T20:00:00.000Z');

    // Later ticks send nothing more.
    server!.clock.set('2026-11-25T12:00:00+01:00');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp!.received).toHaveLength(3);
  });

  it('is not sent when the owner turns reminders off, and the setting refuses hours out of 2–72', async () => {
    const token = await start();
    expect((await server!.request('/api/admin/settings/reminders', { token })).body).toEqual({
      settings: {
        enabled: true,
        hoursBefore: 24,
        reconfirm: { enabled: true, minPartySize: 7, minDaysAhead: 14, hoursBefore: 24, release: false },
        survey: { enabled: true, time: '11:00' },
      },
    });
    const wrong = await server!.request('/api/admin/settings/reminders', { method: 'PUT', token, body: { enabled: true, hoursBefore: 1 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Las horas de antelación del recordatorio deben estar entre 2 y 72');
    expect((await server!.request('/api/admin/settings/reminders', { method: 'PUT', token, body: { enabled: false, hoursBefore: 48 } })).body).toEqual({
      settings: expect.objectContaining({ enabled: false, hoursBefore: 48 }) as unknown,
    });
    await book(WEDNESDAY);
    await smtp!.waitFor(1);
    server!.clock.set('2026-11-25T18:00:00+01:00');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp!.received).toHaveLength(1);
  });
});

describe("a reminder's links", () => {
  async function reminded() {
    const token = await start();
    expect((await book(WEDNESDAY)).status).toBe(201);
    server!.clock.set('2026-11-24T21:00:00+01:00');
    const [, reminder] = await smtp!.waitFor(2);
    return { token, links: linksOf(reminder!.text ?? '') };
  }

  it("read, change nothing; 'Confirmo que iré' records when, once; a link tampered with is not valid", async () => {
    const { token, links } = await reminded();
    const read = await server!.request(`/api/reminders/${links.confirm}`);
    expect(read.status).toBe(200);
    // Neither the link nor its page names the booking's id, which staff's calls act on.
    const { id } = (await dayOf('2026-11-25', token))[0]!;
    for (const shown of [links.confirm, links.cancel, JSON.stringify(read.body)]) expect(shown).not.toContain(id);
    expect(Object.keys(read.body).sort()).toEqual(['answer', 'booking', 'spent']);
    expect(read.body).toMatchObject({
      answer: 'confirm',
      spent: null,
      booking: { customerName: 'Lucía Martín', date: '2026-11-25', startTime: '21:00', endTime: '23:00', partySize: 2, status: 'confirmed', dinerConfirmedAt: null },
    });
    await server!.request(`/api/reminders/${links.confirm}`);
    expect((await dayOf('2026-11-25', token))[0]?.dinerConfirmedAt).toBeNull();

    const confirmed = await server!.request(`/api/reminders/${links.confirm}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.booking.dinerConfirmedAt).toBe('2026-11-24T20:00:00.000Z');
    expect((await dayOf('2026-11-25', token))[0]?.dinerConfirmedAt).toBe('2026-11-24T20:00:00.000Z');
    const again = await server!.request(`/api/reminders/${links.confirm}`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este enlace ya se ha usado: tu asistencia ya está confirmada.');
    expect((await server!.request(`/api/reminders/${links.confirm}`)).body.spent).toBe('Este enlace ya se ha usado: tu asistencia ya está confirmada.');

    const [reference, , signature] = links.cancel.split('.');
    for (const forged of [`${reference}.si.${signature}`, `${links.confirm.slice(0, -1)}${links.confirm.endsWith('A') ? 'B' : 'A'}`, 'nada-que-ver-aqui']) {
      const refused = await server!.request(`/api/reminders/${forged}`, { method: 'POST' });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Este enlace no es válido. Comprueba que lo has copiado entero o consulta tu reserva en «Mis reservas».');
    }
  });

  it("'No podré ir' cancels as 'Mis reservas' does, frees the table, writes the cancellation, and says so if used again", async () => {
    const { token, links } = await reminded();
    const cancelled = await server!.request(`/api/reminders/${links.cancel}`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
    expect(await dayOf('2026-11-25', token)).toEqual([]);
    const [, , note] = await smtp!.waitFor(3);
    expect(note!.subject).toBe('Reserva cancelada en Valhalla: miércoles, 25 de noviembre de 2026, a las 21:00');
    const again = await server!.request(`/api/reminders/${links.cancel}`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este enlace ya se ha usado: la reserva ya está cancelada.');
    expect((await server!.request(`/api/reminders/${links.confirm}`, { method: 'POST' })).body.message).toBe('Esta reserva está cancelada.');
  });
});

describe("staff's reminders", () => {
  it("'Enviar recordatorio' sends it now with links to the site, 202; refused in Spanish without a mail server or the diner's e-mail", async () => {
    const token = await start();
    const booked = await book(WEDNESDAY);
    await smtp!.waitFor(1);
    const sent = await server!.request<Reservation>(`/api/admin/reservations/${booked.body.id}/reminder`, { method: 'POST', token, body: { channel: 'email' } });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ reminderChannel: 'email', remindedAt: '2026-11-23T11:00:00.000Z' });
    const [, reminder] = await smtp!.waitFor(2);
    expect(reminder!.text).toContain(`Confirmo que iré: ${SITE}/recordatorio/`);
    expect(linksOf(reminder!.text ?? '').confirm).not.toContain(booked.body.id);

    const phoned = await book(dinerBooking({ date: '2026-11-25', startTime: '20:00', time: '20:00', endTime: '22:00', customerEmail: 'admin@restaurante.local', customerPhone: '611222333' }), token);
    const noEmail = await server!.request(`/api/admin/reservations/${phoned.body.id}/reminder`, { method: 'POST', token, body: { channel: 'email' } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe('Esta reserva no tiene el correo del cliente: recuérdalo por WhatsApp o por teléfono.');
    const whatsapp = await server!.request<Reservation>(`/api/admin/reservations/${phoned.body.id}/reminder`, { method: 'POST', token, body: { channel: 'whatsapp' } });
    expect(whatsapp.status).toBe(202);
    expect(whatsapp.body.reminderChannel).toBe('whatsapp');
    const wrong = await server!.request(`/api/admin/reservations/${phoned.body.id}/reminder`, { method: 'POST', token, body: { channel: 'paloma' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('El recordatorio se envía por email o por WhatsApp');
    expect((await server!.request(`/api/admin/reservations/${phoned.body.id}/reminder`, { method: 'POST', body: { channel: 'email' } })).status).toBe(401);
  });

  it('says there is no mail server, and refuses a booking already begun', async () => {
    const token = await start(false);
    const booked = await book(WEDNESDAY);
    const refused = await server!.request(`/api/admin/reservations/${booked.body.id}/reminder`, { method: 'POST', token, body: { channel: 'email' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('No hay un servidor de correo configurado en Ajustes: recuérdalo por WhatsApp o por teléfono.');
    server!.clock.set('2026-11-25T21:10:00+01:00');
    const begun = await server!.request(`/api/admin/reservations/${booked.body.id}/reminder`, { method: 'POST', token, body: { channel: 'whatsapp' } });
    expect(begun.status).toBe(409);
    expect(begun.body.message).toBe('Solo se recuerdan las reservas confirmadas que aún no han empezado.');
  });
});
