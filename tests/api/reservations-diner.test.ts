import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTables, cancelAsDiner, dinerBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';

// Monday 2026-11-23 at noon in Madrid.
const MONDAY_NOON = '2026-11-23T12:00:00+01:00';

let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer({ now: MONDAY_NOON });
  token = await server.login();
});

afterEach(async () => {
  await server.close();
});

const book = (overrides: Record<string, unknown> = {}) => server.request('/api/reservations', { method: 'POST', body: dinerBooking(overrides) });

describe('a diner books a table', () => {
  it('gets a confirmation number, the best-fitting table and every slot stored', async () => {
    await addTables(server, token, [
      { tableNumber: 1, minCapacity: 4, maxCapacity: 6 },
      { tableNumber: 2, minCapacity: 1, maxCapacity: 4 },
      { tableNumber: 3, minCapacity: 1, maxCapacity: 2 },
    ]);
    const answer = await book();
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      customerName: 'Lucía Martín',
      date: '2026-11-23',
      endDate: null,
      startTime: '20:00',
      endTime: '22:00',
      time: '20:00',
      tableNumber: 3,
      tableName: 'Mesa 3',
      tableSection: 'Salón',
      preferredSection: 'Salón',
      partySize: 2,
      status: 'confirmed',
      hasArrived: false,
      hasLeft: false,
      specialRequests: null,
      source: 'online',
    });
    expect(answer.body.confirmationNumber).toMatch(/^RES-[A-HJ-NP-Z2-9]{8}$/);
    expect(JSON.parse(answer.body.times)).toEqual(['20:00', '20:30', '21:00', '21:30']);

    const found = await server.request('/api/reservations/search', {
      method: 'POST',
      body: { email: '  LUCIA@example.com ', confirmationNumber: ` ${answer.body.confirmationNumber.toLowerCase()} ` },
    });
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(1);
    expect(found.body[0].id).toBe(answer.body.id);
  });

  it('takes the smallest table that fits, then the lowest number, and never a table already taken', async () => {
    await addTables(server, token, [
      { tableNumber: 5, minCapacity: 1, maxCapacity: 2 },
      { tableNumber: 4, minCapacity: 1, maxCapacity: 2 },
      { tableNumber: 7, minCapacity: 2, maxCapacity: 4 },
      { tableNumber: 9, minCapacity: 1, maxCapacity: 8, isAvailable: false },
    ]);
    const first = await book({ customerEmail: 'a@example.com' });
    const second = await book({ customerEmail: 'b@example.com' });
    const third = await book({ customerEmail: 'c@example.com' });
    const fourth = await book({ customerEmail: 'd@example.com' });
    expect([first.body.tableNumber, second.body.tableNumber, third.body.tableNumber]).toEqual([4, 5, 7]);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toContain('No hay mesas disponibles');
  });

  it('respects the minimum capacity of a table', async () => {
    await addTables(server, token, [{ tableNumber: 1, minCapacity: 4, maxCapacity: 6 }]);
    const answer = await book({ partySize: 2 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('No hay mesas disponibles');
  });

  it('refuses a second overlapping booking for the same e-mail', async () => {
    await addTables(server, token, [
      { tableNumber: 1, minCapacity: 1, maxCapacity: 4 },
      { tableNumber: 2, minCapacity: 1, maxCapacity: 4 },
    ]);
    expect((await book()).status).toBe(201);
    const again = await book({ startTime: '21:00', time: '21:00', endTime: '23:00', customerEmail: 'Lucia@Example.com' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya tienes una reserva para esta fecha y hora.');
    const later = await book({ startTime: '22:00', time: '22:00', endTime: '23:30' });
    expect(later.status).toBe(201);
  });

  it('frees a table when a booking is cancelled or the party has left', async () => {
    await addTables(server, token, [{ tableNumber: 1, minCapacity: 1, maxCapacity: 4 }]);
    const first = await book({ customerEmail: 'first@example.com' });
    expect((await book({ customerEmail: 'second@example.com' })).status).toBe(409);

    const cancelled = await cancelAsDiner(server, first.body);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const second = await book({ customerEmail: 'second@example.com' });
    expect(second.status).toBe(201);

    await server.request(`/api/reservations/${second.body.id}/checkin`, { method: 'PATCH', token, body: { hasArrived: true } });
    const left = await server.request(`/api/reservations/${second.body.id}/checkout`, { method: 'PATCH', token });
    expect(left.body.hasLeft).toBe(true);
    expect((await book({ customerEmail: 'third@example.com' })).status).toBe(201);
  });

  it('treats a Friday booking past midnight as overlapping the early hours, not Saturday lunch', async () => {
    await addTables(server, token, [{ tableNumber: 1, minCapacity: 1, maxCapacity: 4 }]);
    const late = await book({ date: '2026-11-27', startTime: '23:00', time: '23:00', endTime: '01:00', endDate: '2026-11-28' });
    expect(late.status).toBe(201);
    expect(late.body.endDate).toBe('2026-11-28');
    expect(JSON.parse(late.body.times)).toEqual(['23:00', '23:30', '00:00', '00:30']);

    const afterMidnight = await book({ customerEmail: 'x@example.com', date: '2026-11-27', startTime: '00:30', time: '00:30', endTime: '01:30' });
    expect(afterMidnight.status).toBe(409);
    const atOne = await book({ customerEmail: 'y@example.com', date: '2026-11-27', startTime: '01:00', time: '01:00', endTime: '02:00' });
    expect(atOne.status).toBe(201);
    const saturdayLunch = await book({ customerEmail: 'z@example.com', date: '2026-11-28', startTime: '14:00', time: '14:00', endTime: '17:00' });
    expect(saturdayLunch.status).toBe(201);
  });

  it('never gives a table twice when 50 diners book the last tables at once', async () => {
    await addTables(server, token, [
      { tableNumber: 1, minCapacity: 1, maxCapacity: 4 },
      { tableNumber: 2, minCapacity: 1, maxCapacity: 4 },
      { tableNumber: 3, minCapacity: 1, maxCapacity: 4 },
    ]);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => book({ customerEmail: `diner${i}@example.com` })));
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(47);
    expect(new Set(created.map((answer) => answer.body.tableNumber))).toEqual(new Set([1, 2, 3]));
    const day = await server.request('/api/reservations/date/2026-11-23', { token });
    expect(day.body).toHaveLength(3);
  });
});

describe('the booking rules are enforced on the server', () => {
  beforeEach(async () => {
    await addTables(server, token, [
      { tableNumber: 1, minCapacity: 1, maxCapacity: 8 },
      { tableNumber: 1, minCapacity: 1, maxCapacity: 12, section: 'Terraza cubierta' },
    ]);
  });

  it.each([
    ['a short name', { customerName: 'L' }, 'El nombre debe tener al menos 2 caracteres'],
    ['a bad e-mail', { customerEmail: 'lucia@' }, 'Email inválido'],
    ['a short phone', { customerPhone: '61234' }, 'El teléfono debe tener al menos 9 dígitos'],
    ['a date past the window', { date: '2026-12-24' }, 'La fecha debe estar entre hoy y 30 días vista'],
    ['a date before today', { date: '2026-11-22' }, 'La fecha debe estar entre hoy y 30 días vista'],
    ['no start time', { startTime: undefined, time: undefined }, 'Hora de inicio requerida'],
    ['no end time', { endTime: undefined }, 'Hora de fin requerida'],
    ['a time off the grid', { startTime: '20:15', time: '20:15' }, 'Hora de inicio requerida'],
    ['a weekday lunch', { startTime: '14:00', time: '14:00', endTime: '17:00' }, 'La hora de inicio no está disponible para esa fecha.'],
    ['a Monday start past 23:30', { startTime: '00:00', time: '00:00', endTime: '00:30' }, 'La hora de inicio no está disponible para esa fecha.'],
    ['an end past the Monday limit', { startTime: '23:00', time: '23:00', endTime: '00:30' }, 'La hora de fin no es válida para esa hora de inicio.'],
    ['an end before the start', { endTime: '19:30' }, 'La hora de fin no es válida para esa hora de inicio.'],
    ['no privacy acceptance', { privacyAccepted: false }, 'Debe aceptar la Política de Privacidad para continuar'],
    ['an unknown section', { preferredSection: 'Barra' }, 'Obligatorio'],
    ['a party of 0', { partySize: 0 }, 'Mínimo 1 persona'],
    ['a party of 21', { partySize: 21 }, 'Máximo 20 personas'],
    ['a VIP request', { preferredSection: 'VIP' }, 'Las reservas de la zona VIP se gestionan por teléfono, WhatsApp o email.'],
    ['seven in the Salón', { partySize: 7 }, 'Los grupos grandes se gestionan por teléfono, WhatsApp o email.'],
    ['eleven on the covered terrace', { preferredSection: 'Terraza cubierta', partySize: 11 }, 'Los grupos grandes se gestionan por teléfono, WhatsApp o email.'],
    ['the lawn terrace', { preferredSection: 'Terraza césped' }, 'Esta sección no admite reservas online.'],
    ['a table chosen by the diner', { tableId: 1 }, 'Mesa inválida'],
    ['a wrong endDate', { endDate: '2026-11-24' }, 'La fecha de fin no corresponde al horario elegido.'],
  ])('refuses %s with its Spanish message and stores nothing', async (_label, overrides, message) => {
    const answer = await book(overrides);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await server.request('/api/reservations/date/2026-11-23', { token })).body).toEqual([]);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['the same date, as a client following the booking payload sends it', '2026-11-23'],
  ])('accepts a same-day booking whose endDate is %s', async (_label, endDate) => {
    const answer = await book({ endDate });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ date: '2026-11-23', endDate: null, endTime: '22:00' });
  });

  it('accepts the next date as endDate only for a booking past midnight', async () => {
    const late = await book({ date: '2026-11-27', startTime: '23:00', time: '23:00', endTime: '01:00', endDate: '2026-11-28' });
    expect(late.status).toBe(201);
    const sameDayForLate = await book({ customerEmail: 'otra@example.com', date: '2026-11-27', startTime: '23:30', time: '23:30', endTime: '01:00', endDate: '2026-11-27' });
    expect(sameDayForLate.status).toBe(400);
    expect(sameDayForLate.body.message).toBe('La fecha de fin no corresponde al horario elegido.');
  });

  it('refuses start times already past today', async () => {
    server.clock.set('2026-11-23T20:10:00+01:00');
    expect((await book()).body.message).toBe('La hora de inicio no está disponible para esa fecha.');
    expect((await book({ startTime: '20:30', time: '20:30' })).status).toBe(201);
  });

  it('lets a diner book Friday 01:30 at 01:00 on Saturday, the same service night', async () => {
    server.clock.set('2026-11-28T01:00:00+01:00');
    const answer = await book({ date: '2026-11-27', startTime: '01:30', time: '01:30', endTime: '02:00' });
    expect(answer.status).toBe(201);
    expect(answer.body.endDate).toBe('2026-11-28');
  });

  it('accepts the covered terrace up to 10 and a weekend lunch', async () => {
    const answer = await book({ preferredSection: 'Terraza cubierta', partySize: 10, date: '2026-11-28', startTime: '14:30', time: '14:30', endTime: '17:00' });
    expect(answer.status).toBe(201);
    expect(answer.body.tableSection).toBe('Terraza cubierta');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const answer = await server.request('/api/reservations', { method: 'POST', body: '{"customerName": ' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('El cuerpo de la petición no es JSON válido.');
  });
});

describe('search and cancel', () => {
  beforeEach(async () => {
    await addTables(server, token, [{ tableNumber: 1, minCapacity: 1, maxCapacity: 4 }]);
  });

  it.each([
    [{ confirmationNumber: 'RES-AAAAAAAA' }, 'Email requerido'],
    [{ email: '   ', confirmationNumber: 'RES-AAAAAAAA' }, 'Email requerido'],
    [{ email: 'lucia@example.com' }, 'Número de confirmación requerido'],
  ])('requires both fields: %o', async (body, message) => {
    const answer = await server.request('/api/reservations/search', { method: 'POST', body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('finds nothing with a wrong number, and only the one booking whose e-mail and number match, cancelled or not', async () => {
    const first = await book();
    const second = await book({ date: '2026-11-24' });
    await cancelAsDiner(server, first.body);
    const wrong = await server.request('/api/reservations/search', { method: 'POST', body: { email: 'lucia@example.com', confirmationNumber: 'RES-AAAAAAAA' } });
    expect(wrong.body).toEqual([]);
    const found = await server.request('/api/reservations/search', {
      method: 'POST',
      body: { email: 'lucia@example.com', confirmationNumber: first.body.confirmationNumber },
    });
    expect(found.body.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([[first.body.id, 'cancelled']]);
    const other = await server.request('/api/reservations/search', { method: 'POST', body: { email: 'LUCIA@example.com ', confirmationNumber: second.body.confirmationNumber.toLowerCase() } });
    expect(other.body.map((r: { id: string }) => r.id)).toEqual([second.body.id]);
  });

  it("gives the booking as the confirmation's calendar file to its e-mail and number, and nothing to a wrong number", async () => {
    const booked = await book();
    const query = (confirmationNumber: string) => `/api/reservations/calendar?${new URLSearchParams({ email: 'LUCIA@example.com', confirmationNumber })}`;
    const file = await fetch(server.url + query(booked.body.confirmationNumber));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename=reserva-${booked.body.confirmationNumber}.ics`);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const text = await file.text();
    expect(text).toContain(`DTSTART;TZID=Europe/Madrid:${booked.body.date.replace(/-/g, '')}T${booked.body.startTime.replace(':', '')}00`);
    expect(text).toContain(`DTEND;TZID=Europe/Madrid:${booked.body.date.replace(/-/g, '')}T${booked.body.endTime.replace(':', '')}00`);
    expect(text).toContain(booked.body.confirmationNumber);
    // A file to add by hand, not an invitation: no one organises it nor is asked to attend.
    expect(text).toContain('METHOD:PUBLISH');
    expect(text).not.toMatch(/^(ORGANIZER|ATTENDEE)/m);
    const wrong = await server.request(query('RES-AAAAAAAA'));
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('No encontramos ninguna reserva con ese email y ese número.');
    expect((await server.request('/api/reservations/calendar?confirmationNumber=RES-AAAAAAAA')).body.message).toBe('Email requerido');

    await cancelAsDiner(server, booked.body);
    const cancelled = await server.request(query(booked.body.confirmationNumber));
    expect(cancelled.status).toBe(404);
    expect(cancelled.body.message).toBe('Esta reserva está cancelada: no hay nada que añadir al calendario.');
  });

  it('keeps the cancelled row, answers unknown ids with 404 and bad ids with 400', async () => {
    const booked = await book();
    expect((await cancelAsDiner(server, booked.body)).body.status).toBe('cancelled');
    expect((await cancelAsDiner(server, booked.body)).status).toBe(200);
    const unknown = await cancelAsDiner(server, { ...booked.body, id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Reserva no encontrada');
    const bad = await server.request('/api/reservations/not-an-id', { method: 'DELETE' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Identificador de reserva inválido');
  });

  it('does not let a diner cancel once the booking has started, but staff can', async () => {
    const booked = await book();
    server.clock.set('2026-11-23T20:30:00+01:00');
    const diner = await cancelAsDiner(server, booked.body);
    expect(diner.status).toBe(409);
    expect(diner.body.message).toBe('La reserva ya ha comenzado y no se puede cancelar.');
    const staff = await server.request(`/api/reservations/${booked.body.id}`, { method: 'DELETE', token });
    expect(staff.body.status).toBe('cancelled');
  });
});

describe('reservation attempts (VIP and large groups)', () => {
  const attempt = {
    customerName: 'Marta Gil',
    customerEmail: 'marta@example.com',
    customerPhone: '600111222',
    date: '2026-11-28',
    startTime: '21:00',
    endTime: '23:00',
    partySize: 12,
    preferredSection: 'VIP',
    specialRequests: 'Cumpleaños',
  };

  it('stores the attempt for staff to follow up', async () => {
    const sent = await server.request('/api/reservation-attempt', { method: 'POST', body: attempt });
    expect(sent.status).toBe(201);
    const listed = await server.request('/api/admin/reservation-attempts', { token });
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject(attempt);
    expect((await server.request('/api/admin/reservation-attempts?date=2026-11-29', { token })).body).toEqual([]);
  });

  it('refuses a bad attempt and keeps the list staff-only', async () => {
    const bad = await server.request('/api/reservation-attempt', { method: 'POST', body: { ...attempt, customerEmail: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Email inválido');
    expect((await server.request('/api/admin/reservation-attempts')).status).toBe(401);
    expect((await server.request('/api/admin/reservation-attempts?date=ayer', { token })).status).toBe(400);
  });
});
