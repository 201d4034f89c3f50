/**
 * The diner's confirmation e-mail, sent through a real SMTP server on 127.0.0.1 (smtp-server):
 * what arrives, a server that refuses then accepts, and a booking made while it is down.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from '../helpers/close-after-each';
import { MAIL_MESSAGES } from '../../shared/messages/mail';
import type { MailLogEntry } from '../../shared/schemas/smtp';
import type { Reservation } from '../../shared/types';
import { DEMO_VENUE } from '../../shared/venue';
import { cancelAsDiner, dinerBooking } from '../helpers/booking';
import { invitationIn } from '../helpers/invitation';
import { startTestServer, type TestServer } from '../helpers/server';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

const FAST_MAIL = { pollMs: 50, retryDelaysMs: [0, 0] };
/** Monday 23 November, 22:00 to midnight: the calendar file must end on Tuesday. */
const LATE_DINNER = dinerBooking({ startTime: '22:00', endTime: '00:00', endDate: '2026-11-24', customerEmail: 'lucia@example.com' });

interface OutboxRow {
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

describe('booking e-mails', () => {
  let server: TestServer | undefined;
  let smtp: TestSmtp | undefined;

  closeAfterEach(
    () => server,
    () => smtp,
  );

  /** The outbox as stored, read from the server's database file. */
  function outboxRows(): OutboxRow[] {
    const db = new Database(path.join(server!.dataDir, 'venue.db'), { readonly: true });
    try {
      return db.prepare('SELECT kind, recipient, status, attempts, last_error FROM outbox ORDER BY id').all() as OutboxRow[];
    } finally {
      db.close();
    }
  }

  async function withMail(port: number): Promise<string> {
    const token = await server!.login();
    const answer = await server!.request('/api/admin/settings/smtp', {
      method: 'PUT',
      token,
      body: { host: '127.0.0.1', port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' },
    });
    expect(answer.status).toBe(200);
    return token;
  }

  /** A port where a mail server was and is no more: what a server that is down looks like. */
  async function closedSmtpPort(): Promise<number> {
    const gone = await startTestSmtp();
    await gone.close();
    return gone.port;
  }

  const book = () => server!.request<Reservation>('/api/reservations', { method: 'POST', body: LATE_DINNER });

  it('a diner’s booking sends the confirmation: recipient, Spanish subject and body, link to my bookings, and a calendar file that ends past midnight', async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ seed: 'demo', mail: FAST_MAIL, publicUrl: 'https://reservas.valhalla-alpedrete.es' });
    await withMail(smtp.port);
    const booked = await book();
    expect(booked.status).toBe(201);
    const [mail] = await smtp.waitFor(1);

    expect(mail!.to).toMatchObject({ text: 'lucia@example.com' });
    expect(mail!.from?.value).toEqual([{ name: DEMO_VENUE.name, address: 'reservas@valhalla-alpedrete.es' }]);
    expect(mail!.replyTo?.text).toBe(DEMO_VENUE.email);
    expect(mail!.subject).toBe('Reserva confirmada en Valhalla: lunes, 23 de noviembre de 2026, 22:00');
    const { confirmationNumber } = booked.body;
    for (const line of [
      'Hola, Lucía Martín:',
      'Tu reserva en Valhalla está confirmada.',
      `Número de reserva: ${confirmationNumber}`,
      'Fecha: lunes, 23 de noviembre de 2026',
      'Hora: de 22:00 a 00:00',
      'Zona: Salón',
      'Personas: 2',
      'Calle Real, 12, 28430 Alpedrete (Madrid)',
      `Teléfono: ${DEMO_VENUE.phone}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.html).toContain('Consultar o cancelar mi reserva');
    // The link opens this booking by a signed token, and names neither the diner's e-mail nor the booking's id.
    const link = /Para consultar o cancelar tu reserva: (\S+)/.exec(mail!.text ?? '')?.[1] ?? '';
    expect(link).toMatch(/^https:\/\/reservas\.valhalla-alpedrete\.es\/\?reserva=[\w.-]+#mis-reservas$/);
    for (const secret of ['lucia', '%40', booked.body.id, confirmationNumber]) expect(`${mail!.text}${mail!.html}`.match(/https?:\/\/\S+/g)?.join(' ')).not.toContain(secret);
    const opened = await server.request('/api/reservations/link', { method: 'POST', body: { token: new URL(link).searchParams.get('reserva') } });
    expect(opened.body.map((found: Reservation) => found.confirmationNumber)).toEqual([confirmationNumber]);

    expect(mail!.attachments.map((file) => file.filename)).toContain('reserva.ics');
    const { method, event } = invitationIn(mail!);
    // An invitation from the venue, so a change or a cancellation later moves or removes it in the diner's calendar.
    expect(method).toBe('REQUEST');
    expect(event.sequence).toBe(0);
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // Organised by the address the message comes from (not the venue's reply-to), so the diner's mail program takes its changes.
    expect(event.organizer).toBe('mailto:reservas@valhalla-alpedrete.es');
    expect(event.component.getFirstProperty('organizer')?.getParameter('cn')).toBe('Valhalla');
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(['mailto:lucia@example.com']);
    expect(event.summary).toBe('Reserva en Valhalla');
    expect(event.startDate.zone?.tzid).toBe('Europe/Madrid');
    expect(event.endDate.zone?.tzid).toBe('Europe/Madrid');
    expect(event.startDate.toString()).toBe('2026-11-23T22:00:00');
    expect(event.endDate.toString()).toBe('2026-11-24T00:00:00');
    expect(event.location).toBe('Valhalla, Calle Real, 12, 28430 Alpedrete (Madrid)');
    expect(event.description).toContain(`Número de reserva: ${confirmationNumber}`);
    expect(event.uid).toMatch(/^[\w-]{22}@reservas$/);
    expect(event.uid).not.toContain(booked.body.id);
    // Marked sent once the mail server's answer is back, a moment after the message arrives there.
    await expect.poll(outboxRows).toEqual([{ kind: 'confirmation', recipient: 'lucia@example.com', status: 'sent', attempts: 0, last_error: null }]);
  });

  it('a cancellation sends the diner a short note, once', async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ seed: 'demo', mail: FAST_MAIL });
    await withMail(smtp.port);
    const booked = (await book()).body;
    for (let twice = 0; twice < 2; twice += 1) expect((await cancelAsDiner(server, booked)).status).toBe(200);
    const [, cancelled] = await smtp.waitFor(2);
    expect(cancelled!.to).toMatchObject({ text: 'lucia@example.com' });
    expect(cancelled!.subject).toBe('Reserva cancelada en Valhalla: lunes, 23 de noviembre de 2026, a las 22:00');
    expect(cancelled!.text).toContain(`Tu reserva ${booked.confirmationNumber} en Valhalla para el lunes, 23 de noviembre de 2026, a las 22:00 está cancelada.`);
    expect(cancelled!.text).toContain(`llámanos al ${DEMO_VENUE.phone}`);
    // The same event, one version on, withdrawn: it leaves the diner's calendar.
    const [confirmed] = smtp.received;
    const withdrawn = invitationIn(cancelled!);
    expect(withdrawn.method).toBe('CANCEL');
    expect(withdrawn.event.uid).toBe(invitationIn(confirmed!).event.uid);
    expect(withdrawn.event.sequence).toBe(1);
    expect(withdrawn.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    await expect.poll(() => outboxRows().map((row) => `${row.kind} ${row.status}`)).toEqual(['confirmation sent', 'cancellation sent']);
  });

  it('a VIP request e-mails the venue the request, with links that answer the diner in one tap', async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ seed: 'demo', mail: FAST_MAIL });
    await withMail(smtp.port);
    const attempt = {
      customerName: 'Marta Gil',
      customerEmail: 'marta@example.com',
      customerPhone: '600 111 222',
      date: '2026-11-28',
      startTime: '21:00',
      endTime: '23:00',
      partySize: 12,
      preferredSection: 'VIP',
      specialRequests: 'Cumpleaños',
    };
    expect((await server.request('/api/reservation-attempt', { method: 'POST', body: attempt })).status).toBe(201);
    const [notice] = await smtp.waitFor(1);
    expect(notice!.to).toMatchObject({ text: DEMO_VENUE.email });
    expect(notice!.replyTo?.text).toBe('marta@example.com');
    expect(notice!.subject).toBe('Solicitud de reserva (zona VIP): Marta Gil, sábado, 28 de noviembre de 2026, de 21:00 a 23:00');
    for (const line of ['Nombre: Marta Gil', 'Zona: VIP', 'Personas: 12', 'Teléfono: 600 111 222', 'Correo: marta@example.com', 'Peticiones: Cumpleaños']) {
      expect(notice!.text).toContain(line);
    }
    const links = [...(notice!.html as string).matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(links.map((href) => href.split('?')[0])).toEqual(['mailto:marta@example.com', 'https://wa.me/34600111222', 'tel:+34600111222']);
    const whatsapp = new URL(links[1]!);
    expect(whatsapp.searchParams.get('text')).toBe('Hola, Marta Gil: te escribimos de Valhalla por tu solicitud de reserva (zona VIP) para el sábado, 28 de noviembre de 2026, de 21:00 a 23:00.');
  });

  it('a mail server that refuses a message gets it again later, and takes it', async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ seed: 'demo', mail: FAST_MAIL });
    await withMail(smtp.port);
    smtp.refuseNext(1);
    expect((await book()).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toMatch(/^Reserva confirmada en Valhalla/);
    await expect.poll(outboxRows).toEqual([{ kind: 'confirmation', recipient: 'lucia@example.com', status: 'sent', attempts: 1, last_error: null }]);
  });

  it('a booking made while the mail server is down is stored and answered; the message is tried again, and marked failed after the last try', async () => {
    const downPort = await closedSmtpPort();
    server = await startTestServer({ seed: 'demo', mail: FAST_MAIL });
    await withMail(downPort);
    const booked = await book();
    expect(booked.status).toBe(201);
    await expect.poll(() => outboxRows()[0]?.status, { timeout: 10_000 }).toBe('failed');
    const [row] = outboxRows();
    expect(row!.attempts).toBe(3);
    expect(row!.last_error).toBe(MAIL_MESSAGES.failures.port('127.0.0.1', downPort));
  });

  it("'Enviar correo de prueba' sends at once to the venue’s e-mail, says why it could not, and asks for a server first", async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ seed: 'demo', mail: FAST_MAIL });
    const token = await server.login();
    const sendTest = () => server!.request('/api/admin/settings/smtp/test', { method: 'POST', token });
    expect(await sendTest()).toMatchObject({ status: 400, body: { message: MAIL_MESSAGES.notConfigured } });

    await withMail(smtp.port);
    expect(await sendTest()).toMatchObject({ status: 200, body: { recipient: DEMO_VENUE.email } });
    expect(smtp.received.map((mail) => [mail.to && 'text' in mail.to ? mail.to.text : '', mail.subject])).toEqual([[DEMO_VENUE.email, 'Correo de prueba de las reservas']]);

    await smtp.close();
    smtp = undefined;
    const refused = await sendTest();
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ code: 'mail-failed', message: expect.stringMatching(/^No se pudo enviar el correo de prueba: El servidor «127.0.0.1» no contesta en el puerto \d+\./) });
  });

  it('the mail log on Ajustes lists each message with its state and the last error, in the owner’s words', async () => {
    const downPort = await closedSmtpPort();
    server = await startTestServer({ seed: 'demo', mail: FAST_MAIL });
    const token = await withMail(downPort);
    expect((await book()).status).toBe(201);
    await expect.poll(() => outboxRows()[0]?.status, { timeout: 10_000 }).toBe('failed');
    const log = await server.request<{ messages: MailLogEntry[] }>('/api/admin/settings/mail-log', { token });
    expect(log.body.messages).toEqual([
      expect.objectContaining({ kind: 'confirmation', recipient: 'lucia@example.com', status: 'failed', attempts: 3, sentAt: null, lastError: MAIL_MESSAGES.failures.port('127.0.0.1', downPort) }),
    ]);
    expect((await server.request('/api/admin/settings/mail-log')).status).toBe(401);
  });

  it('with no mail server set, a booking queues nothing and works as before', async () => {
    server = await startTestServer({ seed: 'demo', mail: FAST_MAIL });
    expect((await book()).status).toBe(201);
    expect(outboxRows()).toEqual([]);
  });
});
