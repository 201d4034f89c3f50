/**
 * The venue's calendar: the specification's week until the owner changes it, dates closed or given
 * their own hours, holidays shown, and online bookings paused; diners are told why they cannot book.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTables, dinerBooking, largeGroupRequest, staffBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';

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
const dinner = (lastStart: string, lastEnd: string) => ({ name: 'Cena', firstStart: '18:00', lastStart, lastEnd });
const lunch = { name: 'Comida', firstStart: '14:00', lastStart: '15:30', lastEnd: '17:00' };

describe('the calendar diners read', () => {
  it('is the specification’s week on a new install, with the holidays of Spain and Madrid named', async () => {
    const [monday, , , , , saturday] = await days('2026-11-23', '2026-11-28');
    expect(monday).toEqual({ date: '2026-11-23', open: true, services: [dinner('23:30', '00:00')], note: null, special: false, holiday: null, online: 'open' });
    expect(saturday.services).toEqual([lunch, dinner('01:30', '02:00')]);
    const [constitution, , immaculate] = await days('2026-12-06', '2026-12-08');
    expect(constitution.holiday).toBe('Día de la Constitución Española');
    expect(immaculate.holiday).toBe('La inmaculada concepción');
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
  it('is refused to diners with the owner’s note, in booking and availability; staff may still book it', async () => {
    const closed = await saveDay('2026-12-24', { closed: true, note: 'Cerrado por Nochebuena' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ date: '2026-12-24', open: false, services: [], note: 'Cerrado por Nochebuena', special: true, online: 'closed', affected: [] });

    const refused = await book({ date: '2026-12-24' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'closed', message: 'El restaurante está cerrado ese día: Cerrado por Nochebuena Elige otra fecha.' } });
    const range = await server.request('/api/tables/range/2026-12-24/20:00/22:00?partySize=2&preferredSection=Sal%C3%B3n');
    expect(range).toMatchObject({ status: 409, body: { code: 'closed' } });
    expect((await server.request('/api/reservations', { method: 'POST', token, body: staffBooking({ date: '2026-12-24' }) })).status).toBe(201);
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
    for (const [method, path] of [['GET', '/api/admin/calendar/week'], ['PUT', '/api/admin/calendar/days/2026-12-24'], ['PUT', '/api/admin/online-bookings']]) {
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
