import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTables, dinerBooking, staffBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer({ now: '2026-11-23T12:00:00+01:00' });
  token = await server.login();
});

afterEach(async () => {
  await server.close();
});

const table = (body: Record<string, unknown>, auth: string | null = token) => server.request('/api/admin/tables', { method: 'POST', token: auth, body });

describe('table administration', () => {
  it('is staff-only', async () => {
    expect((await server.request('/api/admin/tables')).status).toBe(401);
    expect((await table({ name: 'Mesa 1', tableNumber: 1 }, null)).status).toBe(401);
    expect((await server.request('/api/admin/tables/1', { method: 'PUT', body: {} })).status).toBe(401);
    expect((await server.request('/api/admin/tables/1', { method: 'DELETE' })).status).toBe(401);
  });

  it('creates tables with the default capacity and section in the first free cell of their section', async () => {
    const first = await table({ name: 'Mesa 1', tableNumber: 1 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ section: 'Salón', minCapacity: 1, maxCapacity: 8, isAvailable: true, positionX: 0, positionY: 0 });
    const second = await table({ name: 'Mesa 2', tableNumber: 2 });
    expect(second.body).toMatchObject({ positionX: 1, positionY: 0 });
    const terrace = await table({ name: 'Terraza 1', tableNumber: 1, section: 'Terraza cubierta' });
    expect(terrace.body).toMatchObject({ positionX: 0, positionY: 0, section: 'Terraza cubierta' });
    const listed = await server.request('/api/admin/tables', { token });
    expect(listed.body.map((t: { name: string }) => t.name)).toEqual(['Mesa 1', 'Mesa 2', 'Terraza 1']);
    expect((await server.request('/api/tables')).body).toHaveLength(3);
  });

  it('refuses a number or a cell already used in the section', async () => {
    await table({ name: 'Mesa 1', tableNumber: 1, positionX: 2, positionY: 3 });
    const number = await table({ name: 'Otra', tableNumber: 1 });
    expect(number.status).toBe(409);
    expect(number.body.message).toBe('Ya existe una mesa con el número 1 en la sección Salón');
    const cell = await table({ name: 'Otra', tableNumber: 2, positionX: 2, positionY: 3 });
    expect(cell.status).toBe(409);
    expect(cell.body.message).toBe('Ya hay una mesa en esa posición');
    const second = await table({ name: 'Mesa 2', tableNumber: 2 });
    const moved = await server.request(`/api/admin/tables/${second.body.id}`, { method: 'PUT', token, body: { positionX: 2, positionY: 3, section: 'Salón' } });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('Ya hay una mesa en esa posición');
    const renumbered = await server.request(`/api/admin/tables/${second.body.id}`, { method: 'PUT', token, body: { tableNumber: 1 } });
    expect(renumbered.status).toBe(409);
  });

  it('moves a table on the floor and changes its details', async () => {
    const created = await table({ name: 'Mesa 1', tableNumber: 1 });
    const moved = await server.request(`/api/admin/tables/${created.body.id}`, { method: 'PUT', token, body: { positionX: 4, positionY: 8, section: 'VIP' } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ positionX: 4, positionY: 8, section: 'VIP', name: 'Mesa 1' });
    const renamed = await server.request(`/api/admin/tables/${created.body.id}`, { method: 'PUT', token, body: { name: 'Ventana', maxCapacity: 2, isAvailable: false } });
    expect(renamed.body).toMatchObject({ name: 'Ventana', maxCapacity: 2, isAvailable: false });
    const db = new Database(path.join(server.dataDir, 'venue.db'), { readonly: true });
    try {
      expect(db.prepare('SELECT updated_at FROM dining_tables WHERE id = ?').pluck().get(created.body.id)).toBe(server.clock().toISOString());
    } finally {
      db.close();
    }
  });

  it("moved to another section by the table form, which names no cell, takes that section's first free cell", async () => {
    await table({ name: 'VIP 1', tableNumber: 1, section: 'VIP' });
    const created = await table({ name: 'Mesa 2', tableNumber: 2, positionX: 3, positionY: 3 });
    const moved = await server.request(`/api/admin/tables/${created.body.id}`, { method: 'PUT', token, body: { name: 'Reservado', tableNumber: 2, section: 'VIP', minCapacity: 2, maxCapacity: 6 } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: 'Reservado', section: 'VIP', positionX: 1, positionY: 0 });
  });

  it.each([
    [{ tableNumber: 1 }, 'El nombre de la mesa es obligatorio'],
    [{ name: 'x'.repeat(51), tableNumber: 1 }, 'El nombre no puede superar los 50 caracteres'],
    [{ name: 'Mesa', tableNumber: 0 }, 'El número de mesa debe ser un entero entre 1 y 999'],
    [{ name: 'Mesa', tableNumber: 1, maxCapacity: 21 }, 'La capacidad debe estar entre 1 y 20 personas'],
    [{ name: 'Mesa', tableNumber: 1, minCapacity: 6, maxCapacity: 4 }, 'La capacidad mínima no puede ser mayor que la máxima'],
    [{ name: 'Mesa', tableNumber: 1, positionX: 5, positionY: 0 }, 'La posición debe estar dentro de la cuadrícula de 5 columnas por 9 filas'],
    [{ name: 'Mesa', tableNumber: 1, section: 'Cocina' }, 'Obligatorio'],
  ])('refuses %o', async (body, message) => {
    const answer = await table(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await server.request('/api/admin/tables', { token })).body).toEqual([]);
  });

  it('answers 404 for unknown tables and 400 for bad ids', async () => {
    expect((await server.request('/api/admin/tables/999', { method: 'PUT', token, body: { name: 'x' } })).status).toBe(404);
    expect((await server.request('/api/admin/tables/999', { method: 'DELETE', token })).status).toBe(404);
    for (const bad of ['abc', '0x1', '1e3', '%201', '0']) {
      expect((await server.request(`/api/admin/tables/${bad}`, { method: 'DELETE', token })).body.message).toBe('Identificador inválido');
    }
  });

  it('keeps a section full of tables from taking a 46th', async () => {
    for (let n = 1; n <= 45; n++) expect((await table({ name: `M${n}`, tableNumber: n })).status).toBe(201);
    const answer = await table({ name: 'M46', tableNumber: 46 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('No quedan posiciones libres en esa sección');
  });

  it('does not delete a table with active future bookings, and keeps past bookings when it goes', async () => {
    const [only] = await addTables(server, token, [{ tableNumber: 1, minCapacity: 1, maxCapacity: 4 }]);
    const booked = await server.request('/api/reservations', { method: 'POST', body: dinerBooking() });
    const refused = await server.request(`/api/admin/tables/${only?.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No se puede eliminar una mesa con reservas activas');

    server.clock.set('2026-11-24T12:00:00+01:00');
    expect((await server.request(`/api/admin/tables/${only?.id}`, { method: 'DELETE', token })).status).toBe(200);
    const past = await server.request('/api/reservations/date/2026-11-23', { token });
    expect(past.body[0]).toMatchObject({ id: booked.body.id, tableId: null, tableNumber: 1, tableName: null });
  });
});

describe('availability for a range', () => {
  beforeEach(async () => {
    await addTables(server, token, [
      { tableNumber: 1, minCapacity: 1, maxCapacity: 2 },
      { tableNumber: 2, minCapacity: 2, maxCapacity: 4 },
      { tableNumber: 1, minCapacity: 1, maxCapacity: 6, section: 'Terraza cubierta' },
    ]);
  });

  it('lists the free tables that fit, with details, for diners without a token', async () => {
    const answer = await server.request('/api/tables/range/2026-11-23/20:00/22:00?partySize=2&preferredSection=Sal%C3%B3n');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      availableTables: [1, 2],
      tableDetails: [
        { id: expect.any(Number), tableNumber: 1, name: 'Mesa 1', capacity: '1-2', section: 'Salón' },
        { id: expect.any(Number), tableNumber: 2, name: 'Mesa 2', capacity: '2-4', section: 'Salón' },
      ],
      totalTables: 2,
      // Beside the specification's fields: no combination is defined here, and nothing else to suggest where there is a table.
      combinations: [],
      alternatives: [],
    });
  });

  it('turns to no availability as the section fills, and can leave out the booking being edited', async () => {
    const one = await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'a@example.com' }) });
    await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'b@example.com' }) });
    const full = await server.request('/api/tables/range/2026-11-23/21:00/23:00?partySize=2&preferredSection=Sal%C3%B3n');
    expect(full.body.availableTables).toEqual([]);
    const later = await server.request('/api/tables/range/2026-11-23/22:00/23:30?partySize=2&preferredSection=Sal%C3%B3n');
    expect(later.body.availableTables).toEqual([1, 2]);
    const editing = await server.request(`/api/tables/range/2026-11-23/20:00/22:00?excludeReservation=${one.body.id}`);
    expect(editing.body.tableDetails.map((t: { section: string; tableNumber: number }) => `${t.section} ${t.tableNumber}`)).toEqual(['Salón 1', 'Terraza cubierta 1']);
    expect(editing.body.totalTables).toBe(3);
  });

  it('tells staff what would work where a new booking finds no table: the nearest starts and the other zones with one; not while editing a booking', async () => {
    const staffRange = (query: string) => server.request(`/api/tables/range/2026-11-23/21:00/23:00?${query}`, { token });
    // No table of the Salón seats five: only another zone would.
    expect((await staffRange('partySize=5&preferredSection=Sal%C3%B3n')).body).toMatchObject({
      availableTables: [],
      totalTables: 0,
      alternatives: [{ startTime: '21:00', preferredSection: 'Terraza cubierta' }],
    });
    const one = await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'a@example.com' }) });
    await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'b@example.com' }) });
    // Both tables for two are taken from 20:00 to 22:00: two hours from 22:00 on, or in the terrace at 21:00.
    expect((await staffRange('partySize=2&preferredSection=Sal%C3%B3n')).body).toMatchObject({
      availableTables: [],
      totalTables: 2,
      alternatives: [
        { startTime: '22:00', preferredSection: 'Salón' },
        { startTime: '22:30', preferredSection: 'Salón' },
        { startTime: '23:00', preferredSection: 'Salón' },
        { startTime: '21:00', preferredSection: 'Terraza cubierta' },
      ],
    });
    expect((await staffRange(`partySize=2&preferredSection=Sal%C3%B3n&excludeReservation=${one.body.id}`)).body).toMatchObject({ availableTables: [1], alternatives: [] });
  });

  it('answers from memory between changes, and each booking, cancellation or table change shows on the next read', async () => {
    const ask = async () => (await server.request('/api/tables/range/2026-11-23/21:00/23:00?partySize=2&preferredSection=Sal%C3%B3n')).body.availableTables;
    expect(await ask()).toEqual([1, 2]);
    const booked = await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'a@example.com' }) });
    expect(await ask()).toEqual([2]);
    await server.request(`/api/reservations/${booked.body.id}`, { method: 'DELETE', token });
    expect(await ask()).toEqual([1, 2]);
    const tables = (await server.request('/api/admin/tables', { token })).body as { id: number; tableNumber: number; section: string }[];
    const two = tables.find((t) => t.section === 'Salón' && t.tableNumber === 2)!;
    await server.request(`/api/admin/tables/${two.id}`, { method: 'PUT', token, body: { isAvailable: false } });
    expect(await ask()).toEqual([1]);
    // A slot staff close is judged on every request, though it announces no change.
    await server.request('/api/admin/time-slots/2026-11-23/21:00', { method: 'PUT', token, body: { available: false, maxCapacity: 10 } });
    expect(await ask()).toEqual([]);
  });

  it('refuses diners a past date with the message a booking of it gets, and still answers staff looking back', async () => {
    // The clock stands at Monday 23 November, noon in Madrid: the 20th was three days ago.
    const past = '/api/tables/range/2026-11-20/20:00/22:00?partySize=2&preferredSection=Sal%C3%B3n';
    const diner = await server.request(past);
    expect(diner.status).toBe(400);
    expect(diner.body.message).toBe('La fecha debe estar entre hoy y 30 días vista');
    const booking = await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ date: '2026-11-20' }) });
    expect(booking.body.message).toBe(diner.body.message);
    const staff = await server.request(past, { token });
    expect(staff.status).toBe(200);
    expect(staff.body.availableTables).toEqual([1, 2]);
  });

  it('counts the evening as today until the service day ends at 03:00', async () => {
    server.clock.set('2026-11-24T01:30:00+01:00');
    const answer = await server.request('/api/tables/range/2026-11-23/22:00/23:30?partySize=2&preferredSection=Sal%C3%B3n');
    expect(answer.status).toBe(200);
    expect(answer.body.availableTables).toEqual([1, 2]);
  });

  it.each([
    ['/api/tables/range/2026-13-01/20:00/22:00', 'Fecha inválida'],
    ['/api/tables/range/2026-11-23/20:10/22:00', 'Hora de inicio requerida'],
    ['/api/tables/range/2026-11-23/20:00/19:00', 'La hora de fin no es válida para esa hora de inicio.'],
    ['/api/tables/range/2026-11-23/20:00/22:00?partySize=25', 'Máximo 20 personas'],
    ['/api/tables/range/2026-11-23/20:00/22:00?preferredSection=Bar', 'Obligatorio'],
    ['/api/tables/range/2026-11-23/20:00/22:00?excludeReservation=7', 'Identificador de reserva inválido'],
  ])('refuses %s', async (url, message) => {
    const answer = await server.request(url);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe("today's availability for prefetching", () => {
  it('lists free tables per section for every start time still ahead', async () => {
    await addTables(server, token, [
      { tableNumber: 1, minCapacity: 1, maxCapacity: 4 },
      { tableNumber: 2, minCapacity: 1, maxCapacity: 4 },
    ]);
    await server.request('/api/reservations', { method: 'POST', body: staffBooking({ tableNumber: 1, startTime: '21:00', time: '21:00', endTime: '22:00' }), token });
    server.clock.set('2026-11-23T20:10:00+01:00');
    const answer = await server.request('/api/tables/availability');
    expect(answer.status).toBe(200);
    expect(answer.body.date).toBe('2026-11-23');
    expect(answer.body.times[0]).toBe('20:30');
    const salon = answer.body.sections.find((s: { section: string }) => s.section === 'Salón');
    expect(salon.totalTables).toBe(2);
    expect(salon.freeTables['20:30']).toEqual([1, 2]);
    expect(salon.freeTables['21:00']).toEqual([2]);
    expect(salon.freeTables['21:30']).toEqual([2]);
    expect(salon.freeTables['22:00']).toEqual([1, 2]);
  });
});
