/**
 * The morning-after survey through a real SMTP server on 127.0.0.1, the clock moved: only the
 * parties that came get it (with their own e-mail, 'Encuesta' ticked, none in 30 days); its link
 * stores nothing until sent, is good once and then shows the reviews link; a low score reaches open
 * dashboards live and the venue's inbox; staff read the figures; the opinion leaves with its booking.
 */
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from '../helpers/close-after-each';
import type { FeedbackView, Opinion } from '../../shared/api/feedback';
import type { DayReservation, Reservation } from '../../shared/types';
import { DEMO_VENUE } from '../../shared/venue';
import { dinerBooking, staffBooking } from '../helpers/booking';
import { openEventStream } from '../helpers/event-stream';
import { startTestServer, type TestServer } from '../helpers/server';
import { pointAtTestSmtp, startTestSmtp, type TestSmtp } from '../helpers/smtp';

const FAST_MAIL = { pollMs: 50, retryDelaysMs: [0, 0] };
const SITE = 'https://reservas.valhalla-alpedrete.es';
const SUBJECT = '¿Qué tal tu visita a Valhalla?';

let server: TestServer | undefined;
let smtp: TestSmtp | undefined;

closeAfterEach(
  () => server,
  () => smtp,
);

async function start(rateLimits = false): Promise<string> {
  smtp = await startTestSmtp();
  server = await startTestServer({ seed: 'demo', mail: FAST_MAIL, publicUrl: SITE, reminderPollMs: 50, rateLimits });
  const token = await server.login();
  await pointAtTestSmtp(server, token, smtp);
  return token;
}

const pause = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
const book = async (body: Record<string, unknown>, token?: string) => {
  const answer = await server!.request<Reservation>('/api/reservations', { method: 'POST', body: token ? { ...body, isAdminAction: true } : body, token });
  if (answer.status !== 201) throw new Error(`not booked: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
const arrive = async (id: string, token: string) => expect((await server!.request(`/api/reservations/${id}/checkin`, { method: 'PATCH', token, body: { hasArrived: true } })).status).toBe(200);
const surveys = () => smtp!.received.filter((mail) => mail.subject === SUBJECT);
/** Waits until `count` surveys have arrived, among the confirmations and reminders. */
async function surveysArrived(count: number) {
  for (let waited = 0; surveys().length < count; waited += 50) {
    if (waited > 10_000) throw new Error(`${surveys().length} surveys arrived, not ${count}`);
    await pause(50);
  }
  return surveys();
}
/** The token of a survey's link, from its text. */
function tokenOf(text: string): string {
  const found = /Dar mi opinión: \S+\/opinion\/(\S+)/.exec(text)?.[1];
  if (!found) throw new Error(`no link in: ${text}`);
  return decodeURIComponent(found);
}
const view = (token: string) => server!.request<FeedbackView & { message?: string }>(`/api/feedback/${encodeURIComponent(token)}`);
const send = (token: string, body: unknown) => server!.request<FeedbackView & { message?: string }>(`/api/feedback/${encodeURIComponent(token)}`, { method: 'POST', body });
const opinions = (from: string, to: string, token: string) => server!.request<{ opinions: Opinion[]; figures: unknown }>(`/api/admin/feedback?from=${from}&to=${to}`, { token });

describe('the morning-after survey', { timeout: 90_000 }, () => {
  it('goes at 11:00 the morning after only to the parties that came, with their own e-mail, Encuesta ticked, and no survey in 30 days', async () => {
    const token = await start();
    const lucia = await book(dinerBooking({ customerEmail: 'lucia@example.com' }));
    await book(dinerBooking({ customerName: 'Pedro Gil', customerEmail: 'pedro@example.com', customerPhone: '622222222', startTime: '20:30', endTime: '22:30' }));
    const ana = await book(dinerBooking({ customerName: 'Ana Ruiz', customerEmail: 'ana@example.com', customerPhone: '633333333', startTime: '21:00', endTime: '23:00' }));
    const walkIn = await book(staffBooking({ startTime: '21:00', endTime: '23:00' }), token);
    // Lucía again on Tuesday, and Sofía: on Wednesday morning only Sofía has had no survey in 30 days.
    const luciaAgain = await book(dinerBooking({ date: '2026-11-24', startTime: '21:00', time: '21:00', endTime: '23:00', customerEmail: 'lucia@example.com' }));
    const sofia = await book(
      dinerBooking({ date: '2026-11-24', startTime: '21:30', time: '21:30', endTime: '23:30', customerName: 'Sofía León', customerEmail: 'sofia@example.com', customerPhone: '644444444' }),
    );
    for (const { id } of [lucia, ana, walkIn]) await arrive(id, token);
    // Pedro never came; staff unticked 'Encuesta' on Ana's booking.
    const unticked = await server!.request<Reservation>(`/api/reservations/${ana.id}/survey`, { method: 'PATCH', token, body: { surveyOptOut: true } });
    expect(unticked.status).toBe(200);
    expect(unticked.body.surveyOptOut).toBe(true);

    server!.clock.set('2026-11-24T10:59:00+01:00');
    await pause();
    expect(surveys()).toHaveLength(0);
    server!.clock.set('2026-11-24T11:00:00+01:00');
    await surveysArrived(1);
    await pause();
    expect(surveys().map((mail) => mail.to)).toEqual([expect.objectContaining({ text: 'lucia@example.com' })]);
    const [mail] = surveys();
    expect(mail!.text).toContain('Gracias por venir a Valhalla el lunes, 23 de noviembre de 2026.');
    expect(mail!.text).toContain(`Dar mi opinión: ${SITE}/opinion/`);

    // Tuesday evening: both came. On Wednesday, Lucía (surveyed yesterday) gets none.
    server!.clock.set('2026-11-24T21:30:00+01:00');
    for (const { id } of [luciaAgain, sofia]) await arrive(id, token);
    server!.clock.set('2026-11-25T11:00:00+01:00');
    await surveysArrived(2);
    await pause();
    expect(surveys().map((mail) => mail.to)).toEqual([expect.objectContaining({ text: 'lucia@example.com' }), expect.objectContaining({ text: 'sofia@example.com' })]);
  });

  it('is not sent when the owner turns it off on Recordatorios', async () => {
    const token = await start();
    const lucia = await book(dinerBooking());
    await arrive(lucia.id, token);
    const saved = await server!.request('/api/admin/settings/reminders', { method: 'PUT', token, body: { enabled: true, hoursBefore: 24, survey: { enabled: false, time: '11:00' } } });
    expect(saved.status).toBe(200);
    server!.clock.set('2026-11-24T12:00:00+01:00');
    await pause(600);
    expect(surveys()).toHaveLength(0);
  });

  it("stores nothing when its link is read, takes the answer once, shows every guest the reviews link, and a 2 reaches the dashboard live and the venue's inbox", async () => {
    const token = await start();
    const lucia = await book(dinerBooking());
    const sofia = await book(dinerBooking({ customerName: 'Sofía León', customerEmail: 'sofia@example.com', customerPhone: '644444444', startTime: '21:00', endTime: '23:00' }));
    for (const { id } of [lucia, sofia]) await arrive(id, token);
    server!.clock.set('2026-11-24T11:00:00+01:00');
    await surveysArrived(2);
    const linkOf = (email: string) => tokenOf(surveys().find((mail) => mail.to && 'text' in mail.to && mail.to.text === email)!.text!);
    const luciaLink = linkOf('lucia@example.com');

    const unanswered = { venueName: 'Valhalla', date: '2026-11-23', startTime: '20:00', partySize: 2, answered: false, reviewsLink: null };
    expect((await view(luciaLink)).body).toEqual(unanswered);
    expect((await view(luciaLink)).body).toEqual(unanswered);
    expect((await opinions('2026-11-23', '2026-11-23', token)).body.opinions).toEqual([]);
    const tampered = await view(`${luciaLink.slice(0, -2)}xx`);
    expect(tampered.status).toBe(404);
    expect(tampered.body.message).toBe('Este enlace no es válido. Comprueba que lo has copiado entero.');

    const wrong = await send(luciaLink, { overall: 2, food: 6, service: 2, ambience: 4 });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Puntúa la comida del 1 al 5' });
    expect((await opinions('2026-11-23', '2026-11-23', token)).body.opinions).toEqual([]);

    const stream = await openEventStream(server!.url, token);
    const heard = stream.next('feedback-changed', 5000);
    const sent = await send(luciaLink, { overall: 2, food: 3, service: 2, ambience: 4, comment: 'La carne llegó fría y tardaron mucho.' });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ ...unanswered, answered: true, reviewsLink: DEMO_VENUE.links.reviews });
    await heard;
    stream.close();
    expect((await server!.request('/api/admin/feedback/unread', { token })).body).toEqual({ unread: 1 });
    const [alert] = (await smtp!.waitFor(5)).filter((mail) => mail.subject?.startsWith('Opinión con nota baja'));
    expect(alert!.to).toMatchObject({ text: DEMO_VENUE.email });
    expect(alert!.subject).toBe('Opinión con nota baja: Lucía Martín, lunes, 23 de noviembre de 2026');
    for (const line of ['La velada en general: 2 de 5', 'La comida: 3 de 5', 'El servicio: 2 de 5', 'El ambiente: 4 de 5', 'Comentario: La carne llegó fría y tardaron mucho.']) {
      expect(alert!.text).toContain(line);
    }

    const again = await send(luciaLink, { overall: 5, food: 5, service: 5, ambience: 5 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya nos diste tu opinión sobre esta visita. ¡Gracias!');
    expect((await view(luciaLink)).body).toEqual({ ...unanswered, answered: true, reviewsLink: DEMO_VENUE.links.reviews });

    // A happy guest sees the same link, and the venue gets no notice.
    const happy = await send(linkOf('sofia@example.com'), { overall: 5, food: 5, service: 4, ambience: 5, comment: '' });
    expect(happy.body.reviewsLink).toBe(DEMO_VENUE.links.reviews);
    await pause();
    expect(smtp!.received.filter((mail) => mail.subject?.startsWith('Opinión con nota baja'))).toHaveLength(1);

    const list = (await opinions('2026-11-23', '2026-11-23', token)).body;
    expect(list.figures).toEqual({ count: 2, averages: { overall: 3.5, food: 4, service: 3, ambience: 4.5 }, spread: [0, 1, 0, 0, 1] });
    expect(list.opinions.map(({ customerName, overall, comment, low, readAt }) => ({ customerName, overall, comment, low, readAt }))).toEqual([
      { customerName: 'Sofía León', overall: 5, comment: null, low: false, readAt: null },
      { customerName: 'Lucía Martín', overall: 2, comment: 'La carne llegó fría y tardaron mucho.', low: true, readAt: null },
    ]);
    const luciaOpinion = list.opinions[1]!;
    const read = await server!.request<Opinion>(`/api/admin/feedback/${luciaOpinion.id}/read`, { method: 'POST', token });
    expect(read.body.readAt).toBe('2026-11-24T10:00:00.000Z');
    expect((await server!.request('/api/admin/feedback/unread', { token })).body).toEqual({ unread: 1 });

    // The guest's card shows their opinions.
    const [row] = (await server!.request<DayReservation[]>('/api/reservations/date/2026-11-23', { token })).body.filter((booking) => booking.id === lucia.id);
    const ofGuest = await server!.request<Opinion[]>(`/api/admin/guests/${row!.guest!.id}/feedback`, { token });
    expect(ofGuest.body.map((opinion) => opinion.overall)).toEqual([2]);
  });

  it("is in the guest's data export, and its comment leaves with the booking when the guest's data is erased; the scores stay in the figures", async () => {
    const token = await start();
    const lucia = await book(dinerBooking());
    await arrive(lucia.id, token);
    server!.clock.set('2026-11-24T11:00:00+01:00');
    await surveysArrived(1);
    expect((await send(tokenOf(surveys()[0]!.text!), { overall: 4, food: 4, service: 5, ambience: 3, comment: 'Muy bien todo.' })).status).toBe(201);

    const exported = await server!.request('/api/admin/guests/export?email=lucia@example.com', { token });
    expect(exported.body.opinions).toEqual([
      { confirmationNumber: lucia.confirmationNumber, date: '2026-11-23', overall: 4, food: 4, service: 5, ambience: 3, comment: 'Muy bien todo.', createdAt: '2026-11-24T10:00:00.000Z' },
    ]);
    expect((await server!.request('/api/admin/guests/erase', { method: 'POST', token, body: { email: 'lucia@example.com' } })).status).toBe(200);
    const [after] = (await opinions('2026-11-23', '2026-11-23', token)).body.opinions;
    expect(after).toMatchObject({ overall: 4, comment: null, guestId: null, anonymisedAt: '2026-11-24T10:00:00.000Z' });
    expect((await opinions('2026-11-23', '2026-11-23', token)).body.figures).toMatchObject({ count: 1, averages: { overall: 4 } });
    // The link no longer opens anything of the guest's.
    expect((await view(tokenOf(surveys()[0]!.text!))).status).toBe(404);
  });

  it('loses its comment when its booking outlives the retention period; the scores stay in the figures', async () => {
    const token = await start();
    const lucia = await book(dinerBooking());
    await arrive(lucia.id, token);
    server!.clock.set('2026-11-24T11:00:00+01:00');
    await surveysArrived(1);
    expect((await send(tokenOf(surveys()[0]!.text!), { overall: 5, food: 5, service: 5, ambience: 4, comment: 'Volveremos.' })).status).toBe(201);
    server!.clock.set('2027-03-01T12:00:00+01:00');
    // Months later: the session of November has ended.
    const later = await server!.login();
    expect((await server!.request('/api/admin/settings/privacy', { method: 'PUT', token: later, body: { retentionMonths: 3 } })).status).toBe(200);
    const {
      opinions: [kept],
      figures,
    } = (await opinions('2026-11-23', '2026-11-23', later)).body as { opinions: Opinion[]; figures: { count: number } };
    expect(kept).toMatchObject({ overall: 5, comment: null, guestId: null, anonymisedAt: '2027-03-01T11:00:00.000Z' });
    expect(figures.count).toBe(1);
  });

  it('takes answers from one address at the pace of a public form', async () => {
    await start(true);
    const guessed = `${'A'.repeat(22)}.opinion.${'B'.repeat(22)}`;
    for (let tried = 0; tried < 10; tried += 1) expect((await send(guessed, { overall: 5, food: 5, service: 5, ambience: 5 })).status).toBe(404);
    const refused = await send(guessed, { overall: 5, food: 5, service: 5, ambience: 5 });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Demasiadas búsquedas seguidas. Vuelve a intentarlo /);
  });
});
