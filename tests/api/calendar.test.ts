/**
 * The venue's calendar: the specification's week until the owner changes it, dates closed or given
 * their own hours, holidays shown, and online bookings paused; diners are told why they cannot book.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTables, dinerBooking, largeGroupRequest, staffBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer({ now: '2026-11-23T12:00:00+01:00' });
  token = await server.login();
  await addTables(server, token, [
    { tableNumber: 1, minCapacity: 1, maxCapacity: 4 },
    { tableNumber: 2, minCapacity: 1, maxCapacity: 4 },
  ]);
});

afterEach(async () => {
  await server.close();
});

const days = async (from: string, to: string) => (await server.request(`/api/calendar?from=${from}&to=${to}`)).body;
const book = (overrides: Record<string, unknown> = {}) => server.request('/api/reservations', { method: 'POST', body: dinerBooking(overrides) });
const saveDay = (date: string, body: unknown) => server.request(`/api/admin/calendar/days/${date}`, { method: 'PUT', token, body });
const dinner = (lastStart: string, lastEnd: string, maxCovers: number | null = null) => ({ name: 'Cena', firstStart: '18:00', lastStart, lastEnd, maxCovers });
const lunch = { name: 'Comida', firstStart: '14:00', lastStart: '15:30', lastEnd: '17:00', maxCovers: null };
const bookForStaff = (overrides: Record<string, unknown> = {}) => server.request('/api/reservations', { method: 'POST', token, body: staffBooking(overrides) });

describe('the calendar diners read', () => {
  it('is the specification’s week on a new install, with the holidays of Spain and Madrid named', async () => {
    const [monday, , , , , saturday] = await days('2026-11-23', '2026-11-28');
    expect(monday).toEqual({
      date: '2026-11-23',
      open: true,
      services: [dinner('23:30', '00:00')],
      note: null,
      special: false,
      holiday: null,
      localHoliday: false,
      online: 'open',
      paused: [],
    });
    expect(saturday.services).toEqual([lunch, dinner('01:30', '02:00')]);
    const [constitution, , immaculate] = await days('2026-12-06', '2026-12-08');
    expect(constitution.holiday).toBe('Día de la Constitución Española');
    expect(immaculate.holiday).toBe('La Inmaculada Concepción');
    // A holiday changes nothing until the owner decides.
    expect(immaculate).toMatchObject({ open: true, online: 'open' });
  });

  it('is asked for 62 days at most, in order', async () => {
    const tooLong = await server.request('/api/calendar?from=2026-11-23&to=2027-01-24');
    expect(tooLong).toMatchObject({ status: 400, body: { code: 'invalid-input', message: 'Pide como mucho 62 días, con la fecha final igual o posterior a la inicial.' } });
    expect((await server.request('/api/calendar?from=2026-11-24&to=2026-11-23')).status).toBe(400);
  });
});

describe('a date closed by the owner', () => {
  it('is refused to diners with the owner’s note, in booking and availability; staff book it once they confirm', async () => {
    const closed = await saveDay('2026-12-24', { closed: true, note: 'Cerrado por Nochebuena' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ date: '2026-12-24', open: false, services: [], note: 'Cerrado por Nochebuena', special: true, online: 'closed', affected: [] });

    const refused = await book({ date: '2026-12-24' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'closed', message: 'El restaurante está cerrado ese día: Cerrado por Nochebuena Elige otra fecha.' } });
    const range = await server.request('/api/tables/range/2026-12-24/20:00/22:00?partySize=2&preferredSection=Sal%C3%B3n');
    expect(range).toMatchObject({ status: 409, body: { code: 'closed' } });
    expect(await bookForStaff({ date: '2026-12-24' })).toMatchObject({
      status: 409,
      body: {
        code: 'needs-confirmation',
        message: 'Ese día el restaurante está cerrado (Cerrado por Nochebuena). El siguiente día abierto es el viernes, 25 de diciembre de 2026. ¿Reservar igualmente?',
      },
    });
    expect((await server.request('/api/reservations/date/2026-12-24', { token })).body).toEqual([]);
    expect((await bookForStaff({ date: '2026-12-24', confirmed: true })).status).toBe(201);
  });

  it('lists the live bookings it holds outside its new hours, and goes back to the week on delete', async () => {
    const booked = await book({ date: '2026-11-30', startTime: '21:00', endTime: '23:00' });
    expect(booked.status).toBe(201);
    const shorter = await saveDay('2026-11-30', { services: [dinner('20:00', '22:00')], note: 'Cerramos antes' });
    expect(shorter.body.affected.map((r: { confirmationNumber: string }) => r.confirmationNumber)).toEqual([booked.body.confirmationNumber]);
    expect((await book({ date: '2026-11-30', startTime: '21:00', customerEmail: 'otra@example.com' })).body.message).toBe('La hora de inicio no está disponible para esa fecha.');

    const reset = await server.request('/api/admin/calendar/days/2026-11-30', { method: 'DELETE', token });
    expect(reset.body).toMatchObject({ services: [dinner('23:30', '00:00')], note: null, affected: [] });
    expect(await server.request('/api/admin/calendar/days/2026-11-30', { method: 'DELETE', token })).toMatchObject({
      status: 404,
      body: { code: 'not-found', message: 'Ese día ya sigue el horario de la semana.' },
    });
  });

  it('may open a bank-holiday Monday for lunch, which diners then book with its own end', async () => {
    await saveDay('2026-12-07', { services: [{ name: 'Comida', firstStart: '13:30', lastStart: '15:00', lastEnd: '16:30' }, dinner('23:30', '00:00')] });
    expect((await book({ date: '2026-12-07', startTime: '13:30', endTime: '16:30' })).status).toBe(201);
    expect((await book({ date: '2026-12-07', startTime: '14:00', endTime: '17:00', customerEmail: 'otra@example.com' })).body.message).toBe('La hora de fin no es válida para esa hora de inicio.');
  });

  it('keeps past-midnight bookings on the night daylight saving begins', async () => {
    server.clock.set('2027-03-20T12:00:00+01:00');
    await saveDay('2027-03-27', { services: [dinner('01:00', '02:00')], note: null });
    const late = await book({ date: '2027-03-27', startTime: '01:00', endTime: '02:00' });
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({ date: '2027-03-27', endDate: '2027-03-28', startTime: '01:00', endTime: '02:00' });
  });
});

describe('the week', () => {
  const week = (monday: unknown[]) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, services: weekday === 1 ? monday : [dinner('23:30', '00:00')] }));

  it('reads Monday first as stored; closing Mondays for the season refuses them to diners', async () => {
    const current = await server.request('/api/admin/calendar/week', { token });
    expect(current.body[0]).toEqual({ weekday: 1, services: [dinner('23:30', '00:00')] });
    expect(current.body[6]).toEqual({ weekday: 7, services: [lunch, dinner('00:00', '00:30')] });
    const saved = await server.request('/api/admin/calendar/week', { method: 'PUT', token, body: week([]) });
    expect(saved.body[0]).toEqual({ weekday: 1, services: [] });
    expect((await days('2026-11-30', '2026-11-30'))[0]).toMatchObject({ open: false, online: 'closed' });
    expect(await book({ date: '2026-11-30' })).toMatchObject({ status: 409, body: { code: 'closed', message: 'El restaurante está cerrado ese día. Elige otra fecha.' } });
  });

  it('refuses a week that is not seven days, or services that overlap, in Spanish and changing nothing', async () => {
    const six = await server.request('/api/admin/calendar/week', { method: 'PUT', token, body: week([]).slice(1) });
    expect(six.body.message).toBe('La semana lleva los siete días, de lunes (1) a domingo (7), cada uno una vez.');
    const overlapping = await server.request('/api/admin/calendar/week', { method: 'PUT', token, body: week([{ ...lunch, lastEnd: '19:00' }, dinner('23:30', '00:00')]) });
    expect(overlapping.body.message).toBe('Los servicios de un día no pueden solaparse ni repetirse.');
    const late = await server.request('/api/admin/calendar/week', { method: 'PUT', token, body: week([dinner('02:00', '02:30')]) });
    expect(late.body.message).toBe('Un servicio termina como muy tarde a las 02:00.');
    expect((await days('2026-11-30', '2026-11-30'))[0].services).toEqual([dinner('23:30', '00:00')]);
  });

  it('is changed by staff only', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/calendar/week'],
      ['PUT', '/api/admin/calendar/days/2026-12-24'],
      ['PUT', '/api/admin/online-bookings'],
      ['PUT', '/api/admin/calendar/holidays/2026-07-25'],
    ]) {
      expect((await server.request(path as string, { method, body: method === 'GET' ? undefined : {} })).status).toBe(401);
    }
  });
});

describe('online bookings paused', () => {
  it('refuse diners with the note while staff bookings and group requests still go through, until the date given', async () => {
    const paused = await server.request('/api/admin/online-bookings', { method: 'PUT', token, body: { paused: true, until: '2026-11-25', note: 'Evento privado' } });
    expect(paused.body).toEqual({ paused: true, until: '2026-11-25', note: 'Evento privado' });
    expect(await book()).toMatchObject({ status: 409, body: { code: 'paused', message: 'Las reservas online están en pausa: Evento privado Llámanos o escríbenos para reservar.' } });
    expect((await days('2026-11-25', '2026-11-26')).map(({ online, note }: { online: string; note: string | null }) => [online, note])).toEqual([
      ['paused', 'Evento privado'],
      ['open', null],
    ]);
    expect((await server.request('/api/tables/availability')).body.times).toEqual([]);
    expect((await server.request('/api/reservation-attempt', { method: 'POST', body: largeGroupRequest() })).status).toBe(201);
    expect((await server.request('/api/reservations', { method: 'POST', token, body: staffBooking() })).status).toBe(201);
    expect((await book({ date: '2026-11-26' })).status).toBe(201);

    await server.request('/api/admin/online-bookings', { method: 'PUT', token, body: { paused: false } });
    expect((await book({ customerEmail: 'despues@example.com' })).status).toBe(201);
  });
});

describe('one service of a date paused online (a private event)', () => {
  it('refuses diners that service with the date’s note, offers them the other, and keeps the week’s hours', async () => {
    const saved = await saveDay('2026-11-28', { paused: ['Cena'], note: 'Cena privada: solo comidas' });
    expect(saved.body).toMatchObject({ open: true, services: [lunch, dinner('01:30', '02:00')], special: false, online: 'open', paused: ['Cena'], note: 'Cena privada: solo comidas' });
    expect(await book({ date: '2026-11-28', startTime: '21:00', endTime: '23:00' })).toMatchObject({
      status: 409,
      body: { code: 'paused', message: 'Las reservas online están en pausa: Cena privada: solo comidas Llámanos o escríbenos para reservar.' },
    });
    expect((await server.request('/api/tables/range/2026-11-28/21:00/23:00?partySize=2')).body.code).toBe('paused');
    expect((await book({ date: '2026-11-28', startTime: '14:00', endTime: '17:00' })).status).toBe(201);
    expect((await bookForStaff({ date: '2026-11-28', startTime: '21:00', endTime: '23:00' })).status).toBe(201);
  });

  it('pausing every service of the date reads as paused, and the evening offers no time', async () => {
    server.clock.set('2026-11-23T12:00:00+01:00');
    await saveDay('2026-11-23', { paused: ['Cena'] });
    expect((await days('2026-11-23', '2026-11-23'))[0]).toMatchObject({ online: 'paused', paused: ['Cena'] });
    expect((await server.request('/api/tables/availability')).body.times).toEqual([]);
  });

  it('refuses to pause a service the date does not have, and a rule that changes nothing', async () => {
    expect(await saveDay('2026-11-23', { paused: ['Comida'] })).toMatchObject({ status: 400, body: { message: 'Ese día no hay servicio de Comida: no se puede pausar.' } });
    expect(await saveDay('2026-11-23', {})).toMatchObject({
      status: 400,
      body: { message: 'Indica si el día está cerrado, sus servicios, una nota o qué servicios quedan sin reservas online.' },
    });
    expect((await days('2026-11-23', '2026-11-23'))[0]).toMatchObject({ online: 'open', paused: [] });
  });
});

describe('local holidays the owner adds', () => {
  it('show beside Spain’s and Madrid’s, change nothing, and can be removed', async () => {
    const added = await server.request('/api/admin/calendar/holidays/2026-12-01', { method: 'PUT', token, body: { name: '  Fiestas de Alpedrete ' } });
    expect(added.body).toMatchObject({ date: '2026-12-01', holiday: 'Fiestas de Alpedrete', localHoliday: true, open: true, online: 'open' });
    expect((await days('2026-12-01', '2026-12-01'))[0].holiday).toBe('Fiestas de Alpedrete');
    expect((await book({ date: '2026-12-01' })).status).toBe(201);

    const removed = await server.request('/api/admin/calendar/holidays/2026-12-01', { method: 'DELETE', token });
    expect(removed.body).toMatchObject({ holiday: null, localHoliday: false });
    expect(await server.request('/api/admin/calendar/holidays/2026-12-08', { method: 'DELETE', token })).toMatchObject({
      status: 404,
      body: { message: 'Ese día no es una fiesta local añadida por ti.' },
    });
    expect((await server.request('/api/admin/calendar/holidays/2026-12-01', { method: 'PUT', token, body: { name: ' ' } })).body.message).toBe(
      'Escribe el nombre de la fiesta (como mucho 80 caracteres).',
    );
  });
});

describe('pacing: covers starting in one half hour', () => {
  const paced = (maxCovers: number) => saveDay('2026-11-30', { services: [dinner('23:30', '00:00', maxCovers)] });

  it('refuses a diner past the cap at that half hour only, and counts a cancelled booking out', async () => {
    await addTables(server, token, [{ tableNumber: 3, minCapacity: 1, maxCapacity: 4 }]);
    await paced(6);
    const first = await book({ date: '2026-11-30', startTime: '21:00', partySize: 4 });
    expect(first.status).toBe(201);
    const over = await book({ date: '2026-11-30', startTime: '21:00', partySize: 3, customerEmail: 'otra@example.com' });
    expect(over).toMatchObject({ status: 409, body: { code: 'no-tables' } });
    expect((await server.request('/api/tables/range/2026-11-30/21:00/23:00?partySize=3')).body.availableTables).toEqual([]);
    expect((await server.request('/api/tables/range/2026-11-30/21:00/23:00?partySize=2')).body.availableTables.length).toBeGreaterThan(0);
    expect((await book({ date: '2026-11-30', startTime: '21:30', partySize: 3, customerEmail: 'otra@example.com', customerPhone: '622222222' })).status).toBe(201);

    expect((await server.request(`/api/reservations/${first.body.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await book({ date: '2026-11-30', startTime: '21:00', partySize: 3, customerEmail: 'tercera@example.com', customerPhone: '633333333' })).status).toBe(201);
  });

  it('warns staff past the cap, says the nearest starts the party still fits, and lets them go over once they confirm', async () => {
    await paced(4);
    expect((await bookForStaff({ date: '2026-11-30', startTime: '21:00', endTime: '23:00', partySize: 3 })).status).toBe(201);
    // 20:30 is as full for a party of two, so it is not offered.
    expect((await bookForStaff({ date: '2026-11-30', startTime: '20:30', endTime: '21:00', partySize: 3 })).status).toBe(201);
    expect(await bookForStaff({ date: '2026-11-30', startTime: '21:00', endTime: '23:00', partySize: 2 })).toMatchObject({
      status: 409,
      body: {
        code: 'needs-confirmation',
        message: 'A las 21:00 ya empiezan 3 personas y el ritmo de la cena es de 4 por media hora. Aún caben a las 20:00, 21:30 y 22:00. ¿Reservar igualmente?',
      },
    });
    expect((await bookForStaff({ date: '2026-11-30', startTime: '21:00', endTime: '23:00', partySize: 2, confirmed: true })).status).toBe(201);
  });

  it('is a whole number of covers from 1 to 500, or none', async () => {
    expect((await paced(0)).body.message).toBe('El ritmo es un número de personas entre 1 y 500 por media hora, o nada para no limitarlo.');
    expect((await saveDay('2026-11-30', { services: [dinner('23:30', '00:00', null)] })).status).toBe(200);
  });
});

describe('the 03:00 roll-over and the 30-day window on special days', () => {
  it('offers a date opened until 02:00 past midnight, still "tonight" at 01:30, and no longer at 03:00', async () => {
    await saveDay('2026-11-24', { services: [dinner('01:30', '02:00')], note: 'Abrimos hasta tarde' });
    server.clock.set('2026-11-25T01:00:00+01:00');
    const tonight = (await server.request('/api/tables/availability')).body;
    expect(tonight.date).toBe('2026-11-24');
    expect(tonight.times).toEqual(['01:30']);
    server.clock.set('2026-11-25T03:00:00+01:00');
    expect((await server.request('/api/tables/availability')).body.date).toBe('2026-11-25');
  });

  it('refuses a special date past the 30-day window as any other', async () => {
    await saveDay('2026-12-24', { services: [dinner('23:30', '00:00')] });
    server.clock.set('2026-11-23T12:00:00+01:00');
    expect((await book({ date: '2026-12-24' })).body.message).toBe('La fecha debe estar entre hoy y 30 días vista');
  });

  it('keeps a past-midnight booking on the night daylight saving ends, on a date of its own', async () => {
    server.clock.set('2026-10-20T12:00:00+02:00');
    await saveDay('2026-10-24', { services: [dinner('01:00', '02:00')] });
    const late = await book({ date: '2026-10-24', startTime: '01:00', endTime: '02:00' });
    expect(late.body).toMatchObject({ date: '2026-10-24', endDate: '2026-10-25', startTime: '01:00', endTime: '02:00' });
    server.clock.set('2026-10-25T02:30:00+01:00');
    expect((await server.request('/api/tables/availability')).body.date).toBe('2026-10-24');
  });
});

describe("'Cancelar y avisar' on a date closed with bookings on it, through a real SMTP server", () => {
  let smtp: TestSmtp;
  let mailServer: TestServer;
  afterEach(async () => {
    await mailServer.close();
    await smtp.close();
  });

  it('cancels the bookings shown, writes to each diner with an e-mail with the owner’s note, and leaves alone one no longer outside', async () => {
    smtp = await startTestSmtp();
    mailServer = await startTestServer({ seed: 'demo', now: '2026-11-23T12:00:00+01:00', mail: { pollMs: 50, retryDelaysMs: [0, 0] } });
    const staffToken = await mailServer.login();
    await mailServer.request('/api/admin/settings/smtp', {
      method: 'PUT',
      token: staffToken,
      body: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' },
    });
    const post = (body: unknown, withToken: boolean) => mailServer.request('/api/reservations', { method: 'POST', token: withToken ? staffToken : undefined, body });
    const online = await post(dinerBooking({ date: '2026-12-03', startTime: '21:00', endTime: '23:00', customerEmail: 'marta@example.com' }), false);
    const phoned = await post(staffBooking({ date: '2026-12-03', startTime: '20:00', endTime: '22:00', customerEmail: 'admin@restaurante.local', customerPhone: '000000000' }), true);
    const lunch = await post(staffBooking({ date: '2026-12-03', startTime: '18:00', endTime: '20:00', customerName: 'Pronto' }), true);
    expect([online.status, phoned.status, lunch.status]).toEqual([201, 201, 201]);
    await smtp.waitFor(1);

    const shorter = await mailServer.request('/api/admin/calendar/days/2026-12-03', {
      method: 'PUT',
      token: staffToken,
      body: { services: [dinner('18:30', '20:00')], note: 'Cerramos a las 20:00 por avería en la cocina' },
    });
    expect(shorter.body.affected.map((r: { id: string }) => r.id)).toEqual([phoned.body.id, online.body.id]);

    const answer = await mailServer.request('/api/admin/calendar/days/2026-12-03/cancel-affected', {
      method: 'POST',
      token: staffToken,
      body: { ids: [online.body.id, phoned.body.id, lunch.body.id, 'no-existe'], note: 'Cerramos a las 20:00 por avería en la cocina' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.cancelled.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [online.body.id, 'cancelled'],
      [phoned.body.id, 'cancelled'],
    ]);
    expect(answer.body.notified).toEqual([online.body.id]);
    const [, cancellation] = await smtp.waitFor(2);
    expect(cancellation?.to).toMatchObject({ text: 'marta@example.com' });
    expect(cancellation?.text).toContain('está cancelada: ese día el restaurante no abre.');
    expect(cancellation?.text).toContain('Cerramos a las 20:00 por avería en la cocina');
    const day = (await mailServer.request('/api/reservations/date/2026-12-03', { token: staffToken })).body as { customerName: string; status: string }[];
    expect(day.find((r) => r.customerName === 'Pronto')?.status).toBe('confirmed');
  });
});
