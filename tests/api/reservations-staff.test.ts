import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTables, dinerBooking, staffBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;
let tables: { id: number; tableNumber: number; section: string }[];

beforeEach(async () => {
  server = await startTestServer({ now: '2026-11-23T12:00:00+01:00' });
  token = await server.login();
  tables = await addTables(server, token, [
    { tableNumber: 1, minCapacity: 1, maxCapacity: 4 },
    { tableNumber: 2, minCapacity: 1, maxCapacity: 4 },
    { tableNumber: 3, minCapacity: 4, maxCapacity: 8 },
  ]);
});

afterEach(async () => {
  await server.close();
});

const staffBook = (overrides: Record<string, unknown> = {}, auth: string | null = token) => server.request('/api/reservations', { method: 'POST', token: auth, body: staffBooking(overrides) });
const tableId = (n: number) => tables.find((t) => t.tableNumber === n)?.id;

describe('staff bookings', () => {
  it('need a session token', async () => {
    const answer = await staffBook({}, null);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('No autorizado: inicia sesión como administrador.');
  });

  it('may name a table, use placeholder contact details many times and skip the diner window', async () => {
    const first = await staffBook({ tableId: tableId(3), partySize: 2 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ tableNumber: 3, isAdminAction: true });
    const sameEmail = await staffBook({ tableId: tableId(1) });
    expect(sameEmail.status).toBe(201);
    const farAway = await staffBook({ date: '2027-03-01', tableNumber: 2 });
    expect(farAway.status).toBe(201);
    expect(farAway.body.tableNumber).toBe(2);
    const lunchOnMonday = await staffBook({ startTime: '14:00', time: '14:00', endTime: '16:00', tableId: tableId(2) });
    expect(lunchOnMonday.status).toBe(201);
  });

  it('never double-books a table', async () => {
    expect((await staffBook({ tableId: tableId(1) })).status).toBe(201);
    const clash = await staffBook({ tableId: tableId(1), startTime: '21:30', time: '21:30', endTime: '23:00' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('Ya existe una reserva');
    const diner = await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ partySize: 4 }) });
    expect(diner.body.tableNumber).toBe(2);
  });

  it('allocates the best table when none is named, and says so when none is left', async () => {
    const answer = await staffBook({ partySize: 6 });
    expect(answer.body.tableNumber).toBe(3);
    const none = await staffBook({ partySize: 6 });
    expect(none.status).toBe(409);
    expect(none.body.message).toContain('No hay mesas disponibles');
  });

  it('accept an endDate equal to the date for a same-day booking and refuse any other date', async () => {
    const sameDay = await staffBook({ tableId: tableId(1), endDate: '2026-11-23' });
    expect(sameDay.status).toBe(201);
    expect(sameDay.body.endDate).toBeNull();
    const pastMidnight = await staffBook({ tableId: tableId(2), startTime: '23:00', time: '23:00', endTime: '01:00', endDate: '2026-11-24' });
    expect(pastMidnight.status).toBe(201);
    const wrong = await staffBook({ tableId: tableId(3), endDate: '2026-11-25' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('La fecha de fin no corresponde al horario elegido.');
  });

  it('refuses an unknown table and a range the staff lists cannot produce', async () => {
    expect((await staffBook({ tableId: 999 })).status).toBe(404);
    const range = await staffBook({ startTime: '22:00', time: '22:00', endTime: '21:00' });
    expect(range.status).toBe(400);
    expect(range.body.message).toContain('El horario no es válido');
  });
});

describe("the day's reservations", () => {
  it('are staff-only, in the staff slot order, with table name and section, without cancelled ones', async () => {
    expect((await server.request('/api/reservations/date/2026-11-23')).status).toBe(401);
    await staffBook({ customerName: 'Tarde', startTime: '00:30', time: '00:30', endTime: '01:30', tableId: tableId(1) });
    await staffBook({ customerName: 'Noche', startTime: '23:30', time: '23:30', endTime: '00:30', tableId: tableId(2) });
    await staffBook({ customerName: 'Comida', startTime: '14:00', time: '14:00', endTime: '16:00', tableId: tableId(1) });
    await staffBook({ customerName: 'Cena', startTime: '20:00', time: '20:00', endTime: '22:00', tableId: tableId(2) });
    const gone = await staffBook({ customerName: 'Anulada', startTime: '18:00', time: '18:00', endTime: '19:00', tableId: tableId(3) });
    await server.request(`/api/reservations/${gone.body.id}`, { method: 'DELETE', token });

    const day = await server.request('/api/reservations/date/2026-11-23', { token });
    expect(day.status).toBe(200);
    expect(day.body.map((r: { customerName: string }) => r.customerName)).toEqual(['Comida', 'Cena', 'Noche', 'Tarde']);
    expect(day.body[0]).toMatchObject({ tableName: 'Mesa 1', tableSection: 'Salón' });
    expect((await server.request('/api/reservations/date/23-11-2026', { token })).status).toBe(400);
  });
});

describe('editing a reservation', () => {
  it('moves it to a free table and time, recomputing its slots', async () => {
    const booked = await staffBook({ tableId: tableId(1) });
    const edited = await server.request(`/api/reservations/${booked.body.id}`, {
      method: 'PUT',
      token,
      body: { startTime: '23:00', time: '23:00', endTime: '01:00', tableId: tableId(2), partySize: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ tableNumber: 2, startTime: '23:00', endTime: '01:00', endDate: '2026-11-24', partySize: 3 });
    expect(JSON.parse(edited.body.times)).toEqual(['23:00', '23:30', '00:00', '00:30']);
  });

  it('takes the endDate a client sends with the edited times, and refuses one that does not match them', async () => {
    const late = await staffBook({ tableId: tableId(1), startTime: '23:00', time: '23:00', endTime: '01:00' });
    const earlier = await server.request(`/api/reservations/${late.body.id}`, {
      method: 'PUT',
      token,
      body: { date: '2026-11-23', endDate: '2026-11-23', startTime: '20:00', time: '20:00', endTime: '22:00' },
    });
    expect(earlier.status).toBe(200);
    expect(earlier.body).toMatchObject({ startTime: '20:00', endTime: '22:00', endDate: null });
    const timesOnly = await server.request(`/api/reservations/${late.body.id}`, { method: 'PUT', token, body: { startTime: '23:30', time: '23:30', endTime: '01:00' } });
    expect(timesOnly.body.endDate).toBe('2026-11-24');
    const wrong = await server.request(`/api/reservations/${late.body.id}`, { method: 'PUT', token, body: { endDate: '2026-11-23' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('La fecha de fin no corresponde al horario elegido.');
  });

  it('refuses a clash, a bad range, unknown ids and missing tokens', async () => {
    const first = await staffBook({ tableId: tableId(1) });
    const second = await staffBook({ tableId: tableId(2) });
    const clash = await server.request(`/api/reservations/${second.body.id}`, { method: 'PUT', token, body: { tableId: tableId(1) } });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('Ya existe una reserva');
    const kept = await server.request(`/api/reservations/${first.body.id}`, { method: 'PUT', token, body: { customerName: 'Lucía' } });
    expect(kept.body).toMatchObject({ customerName: 'Lucía', tableNumber: 1 });
    const badRange = await server.request(`/api/reservations/${first.body.id}`, { method: 'PUT', token, body: { endTime: '19:00' } });
    expect(badRange.status).toBe(400);
    const badEmail = await server.request(`/api/reservations/${first.body.id}`, { method: 'PUT', token, body: { customerEmail: 'x' } });
    expect(badEmail.body.message).toBe('Email inválido');
    const unknown = await server.request('/api/reservations/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', { method: 'PUT', token, body: {} });
    expect(unknown.status).toBe(404);
    expect((await server.request(`/api/reservations/${first.body.id}`, { method: 'PUT', body: {} })).status).toBe(401);
  });
});

describe('arrivals and departures', () => {
  it("seats a walk-in as it is booked ('Sentar ahora')", async () => {
    const seated = await staffBook({ tableId: tableId(1), seated: true });
    expect(seated.status).toBe(201);
    expect(seated.body).toMatchObject({ hasArrived: true, hasLeft: false, source: 'walk-in' });
    expect((await staffBook({ tableId: tableId(2), seated: 'sí' })).body.message).toBe('seated debe ser verdadero o falso');
  });

  it('records where each booking came from: online, phoned, a walk-in or a request', async () => {
    expect((await staffBook({ tableId: tableId(1) })).body.source).toBe('staff');
    expect((await staffBook({ tableId: tableId(2), source: 'request' })).body.source).toBe('request');
    expect((await staffBook({ tableId: tableId(3), source: 'walk-in' })).body.source).toBe('walk-in');
    const refused = await staffBook({ tableId: tableId(4), source: 'online' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('El origen de la reserva debe ser staff, walk-in o request');
  });

  it('marks arrival, reverses it, and marks the party as gone', async () => {
    const booked = await staffBook({ tableId: tableId(1) });
    const path = `/api/reservations/${booked.body.id}`;
    expect((await server.request(`${path}/checkin`, { method: 'PATCH', token, body: { hasArrived: true } })).body.hasArrived).toBe(true);
    expect((await server.request(`${path}/checkin`, { method: 'PATCH', token, body: { hasArrived: false } })).body.hasArrived).toBe(false);
    const left = await server.request(`${path}/checkout`, { method: 'PATCH', token });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ hasArrived: true, hasLeft: true });
    const back = await server.request(`${path}/checkout`, { method: 'PATCH', token, body: { hasLeft: false } });
    expect(back.body).toMatchObject({ hasArrived: true, hasLeft: false });
  });

  it("undoes 'Ido' only while nobody has been given the table meanwhile", async () => {
    const first = await staffBook({ tableId: tableId(1), startTime: '20:00', endTime: '22:00' });
    const path = `/api/reservations/${first.body.id}`;
    expect((await server.request(`${path}/checkout`, { method: 'PATCH', token })).body.hasLeft).toBe(true);
    // The table freed at once: a walk-in is seated on it for the rest of that time.
    expect((await staffBook({ tableId: tableId(1), startTime: '21:00', endTime: '22:30', customerName: 'Sin reserva' })).status).toBe(201);
    const refused = await server.request(`${path}/checkout`, { method: 'PATCH', token, body: { hasLeft: false } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'table-taken', message: 'Ya existe una reserva en esa mesa para ese horario.' } });
    expect((await server.request(`${path}/checkout`, { method: 'PATCH', token, body: { hasLeft: 'no' } })).body.message).toBe('hasLeft debe ser verdadero o falso');
  });

  it('refuses a cancelled booking, bad bodies, unknown ids and missing tokens', async () => {
    const booked = await staffBook({ tableId: tableId(1) });
    const path = `/api/reservations/${booked.body.id}`;
    expect((await server.request(`${path}/checkin`, { method: 'PATCH', body: { hasArrived: true } })).status).toBe(401);
    expect((await server.request(`${path}/checkout`, { method: 'PATCH' })).status).toBe(401);
    expect((await server.request(`${path}/checkin`, { method: 'PATCH', token, body: { hasArrived: 'sí' } })).status).toBe(400);
    expect((await server.request('/api/reservations/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/checkout', { method: 'PATCH', token })).status).toBe(404);
    await server.request(path, { method: 'DELETE', token });
    const late = await server.request(`${path}/checkin`, { method: 'PATCH', token, body: { hasArrived: true } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('La reserva está cancelada.');
  });
});

describe('a party that never came (no-show)', () => {
  const noShow = (id: string, value: unknown, auth: string | null = token) => server.request(`/api/reservations/${id}/no-show`, { method: 'PATCH', token: auth, body: { noShow: value } });
  // The 20:00 parties of the examples are 15 minutes late: the dashboard offers 'No presentado'.
  const late = () => server.clock.set('2026-11-23T20:15:00+01:00');

  it('is refused until the party is 15 minutes late, saying from when, as the dashboard offers it; a past evening is marked at any time', async () => {
    const booked = await staffBook({ tableId: tableId(1) });
    server.clock.set('2026-11-23T20:14:00+01:00');
    const early = await noShow(booked.body.id, true);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Aún no se puede marcar como no presentado: espera hasta las 20:15.');
    // Marking it by editing its status is the same mark.
    const edited = await server.request(`/api/reservations/${booked.body.id}`, { method: 'PUT', token, body: { status: 'no-show' } });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toBe(early.body.message);
    const tomorrow = await staffBook({ tableId: tableId(1), date: '2026-11-24', startTime: '00:00', time: '00:00', endTime: '01:30' });
    expect((await noShow(tomorrow.body.id, true)).body.message).toBe('Aún no se puede marcar como no presentado: espera hasta el martes, 24 de noviembre de 2026 a las 00:15.');
    const day = await server.request('/api/reservations/date/2026-11-23', { token });
    expect(day.body.map((r: { status: string }) => r.status)).toEqual(['confirmed']);

    late();
    expect((await noShow(booked.body.id, true)).body.status).toBe('no-show');
    const lastWeek = await staffBook({ tableId: tableId(2), date: '2026-11-16', startTime: '23:30', time: '23:30', endTime: '01:00' });
    server.clock.set('2026-11-23T12:00:00+01:00');
    expect((await noShow(lastWeek.body.id, true)).body.status).toBe('no-show');
  });

  it('frees the table, stays on the day list as no-show, and reads so on the diner side', async () => {
    const booked = await staffBook({ tableId: tableId(1), customerEmail: 'nadie@example.com' });
    late();
    const marked = await noShow(booked.body.id, true);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ status: 'no-show', tableNumber: 1 });
    const again = await staffBook({ tableId: tableId(1), customerName: 'Sin Reserva' });
    expect(again.status).toBe(201);
    const day = await server.request('/api/reservations/date/2026-11-23', { token });
    expect(day.body.map((r: { status: string }) => r.status).sort()).toEqual(['confirmed', 'no-show']);
    const found = await server.request('/api/reservations/search', { method: 'POST', body: { email: 'nadie@example.com', confirmationNumber: booked.body.confirmationNumber } });
    expect(found.body[0].status).toBe('no-show');
  });

  it('is undone back to confirmed while its table is still free, and refused once another party has it', async () => {
    const first = await staffBook({ tableId: tableId(1) });
    late();
    await noShow(first.body.id, true);
    const undone = await noShow(first.body.id, false);
    expect(undone.body.status).toBe('confirmed');

    await noShow(first.body.id, true);
    await staffBook({ tableId: tableId(1), customerName: 'Sin Reserva' });
    const refused = await noShow(first.body.id, false);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Ya existe una reserva');
    const day = await server.request('/api/reservations/date/2026-11-23', { token });
    expect(day.body.find((r: { id: string }) => r.id === first.body.id).status).toBe('no-show');
  });

  it('refuses a party that has arrived, a cancelled booking, arrival while marked, a bad body and a missing token', async () => {
    const arrived = await staffBook({ tableId: tableId(1) });
    await server.request(`/api/reservations/${arrived.body.id}/checkin`, { method: 'PATCH', token, body: { hasArrived: true } });
    const refusedArrived = await noShow(arrived.body.id, true);
    expect(refusedArrived.status).toBe(409);
    expect(refusedArrived.body.message).toBe('El cliente ya ha llegado: no se puede marcar como no presentado.');

    const gone = await staffBook({ tableId: tableId(2) });
    await server.request(`/api/reservations/${gone.body.id}`, { method: 'DELETE', token });
    expect((await noShow(gone.body.id, true)).body.message).toBe('La reserva está cancelada.');

    const marked = await staffBook({ tableId: tableId(3) });
    late();
    expect((await noShow(marked.body.id, true)).status).toBe(200);
    const arrival = await server.request(`/api/reservations/${marked.body.id}/checkin`, { method: 'PATCH', token, body: { hasArrived: true } });
    expect(arrival.status).toBe(409);
    expect(arrival.body.message).toBe('La reserva está marcada como no presentada.');

    expect((await noShow(marked.body.id, 'sí')).body.message).toBe('noShow debe ser verdadero o falso');
    expect((await noShow(marked.body.id, true, null)).status).toBe(401);
  });
});

describe('slot limits set by staff', () => {
  it('close a start slot to diners and cap the bookings starting in it', async () => {
    const closed = await server.request('/api/admin/time-slots/2026-11-23/20:00', { method: 'PUT', token, body: { available: false } });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ available: false, currentBookings: 0 });
    const refused = await server.request('/api/reservations', { method: 'POST', body: dinerBooking() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('No hay mesas disponibles');
    const range = await server.request('/api/tables/range/2026-11-23/20:00/22:00?partySize=2&preferredSection=Sal%C3%B3n');
    expect(range.body.availableTables).toEqual([]);

    await server.request('/api/admin/time-slots/2026-11-23/20:00', { method: 'PUT', token, body: { available: true, maxCapacity: 1 } });
    expect((await server.request('/api/reservations', { method: 'POST', body: dinerBooking() })).status).toBe(201);
    const full = await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'otra@example.com' }) });
    expect(full.status).toBe(409);
    expect((await staffBook({ tableId: tableId(3) })).status).toBe(201);

    const listed = await server.request('/api/admin/time-slots/2026-11-23', { token });
    expect(listed.body).toEqual([expect.objectContaining({ time: '20:00', maxCapacity: 1, currentBookings: 2 })]);
    expect((await server.request('/api/admin/time-slots/2026-11-23/20:00', { method: 'DELETE', token })).status).toBe(200);
    expect((await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'otra@example.com' }) })).status).toBe(201);
  });

  it('validate their input and stay staff-only', async () => {
    expect((await server.request('/api/admin/time-slots/2026-11-23/20:00', { method: 'PUT', body: {} })).status).toBe(401);
    expect((await server.request('/api/admin/time-slots/2026-11-23/20:10', { method: 'PUT', token, body: {} })).status).toBe(400);
    expect((await server.request('/api/admin/time-slots/2026-11-23/20:00', { method: 'PUT', token, body: { maxCapacity: -1 } })).status).toBe(400);
    expect((await server.request('/api/admin/time-slots/2026-11-23/21:00', { method: 'DELETE', token })).status).toBe(404);
  });
});

describe('the day overview', () => {
  it('counts bookings, covers, arrivals and attempts of the service day', async () => {
    const a = await staffBook({ tableId: tableId(1), partySize: 2 });
    await staffBook({ tableId: tableId(3), partySize: 6 });
    await server.request(`/api/reservations/${a.body.id}/checkin`, { method: 'PATCH', token, body: { hasArrived: true } });
    await server.request('/api/reservation-attempt', {
      method: 'POST',
      body: { customerName: 'Grupo', customerEmail: 'g@example.com', customerPhone: '600000000', date: '2026-11-23', startTime: '21:00', endTime: '23:00', partySize: 14, preferredSection: 'Salón' },
    });
    expect((await server.request('/api/admin/dashboard')).status).toBe(401);
    const overview = await server.request('/api/admin/dashboard', { token });
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({
      date: '2026-11-23',
      reservations: { total: 2, covers: 8, pending: 1, arrived: 1, departed: 0 },
      tables: { total: 3, inService: 3, occupiedNow: 1 },
    });
    expect(overview.body.nextArrivals).toHaveLength(1);
    expect(overview.body.reservationAttempts).toHaveLength(1);
  });
});
