/**
 * Parties at joined tables: diners given a combination only where no single table seats them and the
 * owner offers it online; every member table held for the booking's interval and a booking on any
 * member blocking the combination; twenty diners racing for the last one; staff seating one party at
 * a combination or at tables joined for it; a combination with bookings ahead kept as it is.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addTables, dinerBooking, staffBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;
/** Table ids by number. */
const table = new Map<number, number>();
let joined: number;
let staffOnly: number;

const terrace = (overrides: Record<string, unknown> = {}) => dinerBooking({ preferredSection: 'Terraza cubierta', partySize: 8, ...overrides });
const book = (body: Record<string, unknown>) => server.request('/api/reservations', { method: 'POST', body });
const bookAsStaff = (body: Record<string, unknown>) => server.request('/api/reservations', { method: 'POST', token, body: staffBooking(body) });
const range = (query: string, withToken = false) => server.request(`/api/tables/range/2026-11-23/20:00/22:00?${query}`, withToken ? { token } : {});
const ids = (...numbers: number[]) => numbers.map((number) => table.get(number) as number);
const named = (...numbers: number[]) => numbers.map((number) => ({ id: table.get(number), name: `Mesa ${number}`, tableNumber: number }));

async function combine(name: string, tables: number[], minCapacity: number, maxCapacity: number, online: boolean): Promise<number> {
  const made = await server.request('/api/admin/table-combinations', {
    method: 'POST',
    token,
    body: { name, section: 'Terraza cubierta', tableIds: ids(...tables), minCapacity, maxCapacity, online },
  });
  expect(made.status).toBe(201);
  return made.body.id;
}

beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T12:00:00+01:00' });
  token = await server.login();
  const added = await addTables(server, token, [
    { tableNumber: 21, minCapacity: 2, maxCapacity: 4, section: 'Terraza cubierta' },
    { tableNumber: 22, minCapacity: 2, maxCapacity: 4, section: 'Terraza cubierta' },
    { tableNumber: 23, minCapacity: 2, maxCapacity: 6, section: 'Terraza cubierta' },
    { tableNumber: 24, minCapacity: 2, maxCapacity: 6, section: 'Terraza cubierta' },
    { tableNumber: 25, minCapacity: 2, maxCapacity: 4, section: 'Terraza cubierta' },
    { tableNumber: 3, minCapacity: 2, maxCapacity: 4 },
  ]);
  for (const { id, tableNumber } of added) table.set(tableNumber, id);
  joined = await combine('Mesa 21 + 22', [21, 22], 5, 8, true);
  staffOnly = await combine('Mesa 23 + 24', [23, 24], 7, 12, false);
});
afterAll(() => server.close());

/** Each test starts from an evening without bookings. */
beforeEach(async () => {
  const day = await server.request('/api/reservations/date/2026-11-23', { token });
  for (const { id } of day.body as { id: string }[]) await server.request(`/api/reservations/${id}`, { method: 'DELETE', token });
});

describe('a party no single table seats', () => {
  it('finds the combination the owner offers online in the availability answer, staff every free one', async () => {
    const forDiners = await range('partySize=8&preferredSection=Terraza%20cubierta');
    expect(forDiners.body).toMatchObject({ availableTables: [], combinations: [{ id: joined, name: 'Mesa 21 + 22', capacity: '5-8', section: 'Terraza cubierta', tables: named(21, 22) }] });
    const forStaff = await range('partySize=8&preferredSection=Terraza%20cubierta', true);
    expect(forStaff.body.combinations.map((combination: { name: string }) => combination.name)).toEqual(['Mesa 21 + 22', 'Mesa 23 + 24']);
    // A zone and party the form sends to the contact dialog is not offered joined tables online.
    expect((await range('partySize=12&preferredSection=Terraza%20cubierta')).body.combinations).toEqual([]);
  });

  it('books the combination online, its answer lists both tables, and both are then taken', async () => {
    const booked = await book(terrace());
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ tableId: table.get(21), tableNumber: 21, tableName: 'Mesa 21', tables: named(21, 22), combinationId: joined });
    const day = await server.request('/api/reservations/date/2026-11-23', { token });
    expect(day.body).toHaveLength(1);
    expect(day.body[0].tables).toEqual(named(21, 22));

    const onMember = await bookAsStaff({ tableId: table.get(22), startTime: '21:00', endTime: '23:00' });
    expect(onMember).toMatchObject({ status: 409, body: { message: 'Ya existe una reserva en esa mesa para ese horario.' } });
    expect((await range('partySize=3&preferredSection=Terraza%20cubierta')).body.availableTables).toEqual([25, 23, 24]);
    // The staff-only combination seats 8 but is never given to a diner.
    expect(await book(terrace({ customerEmail: 'otra@example.com' }))).toMatchObject({ status: 409, body: { code: 'no-tables' } });
  });

  it('is not given the combination while a booking holds one of its tables', async () => {
    expect((await bookAsStaff({ tableId: table.get(21), startTime: '19:00', endTime: '20:30', preferredSection: 'Terraza cubierta' })).status).toBe(201);
    expect((await range('partySize=8&preferredSection=Terraza%20cubierta')).body.combinations).toEqual([]);
    expect(await book(terrace())).toMatchObject({ status: 409, body: { code: 'no-tables' } });
    expect((await book(terrace({ startTime: '20:30', endTime: '22:30' }))).body.tables).toEqual(named(21, 22));
  });

  it('is booked once when twenty diners ask for the last combination at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(terrace({ customerEmail: `grupo${i}@example.com` }))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.code === 'no-tables')).toHaveLength(19);
    expect((await server.request('/api/reservations/date/2026-11-23', { token })).body).toHaveLength(1);
  });
});

describe('one party at joined tables', () => {
  it("reads 'Mesas 21 + 22' in its guest's history and in the accountant's file, and uses both tables of the evening", async () => {
    const booked = await book(terrace({ customerName: 'Grupo Peña', customerEmail: 'pena@example.com', customerPhone: '699000111' }));
    expect(booked.status).toBe(201);
    expect((await server.request(`/api/reservations/${booked.body.id}/checkin`, { method: 'PATCH', token, body: { hasArrived: true } })).status).toBe(200);
    const guests = await server.request('/api/admin/guests?q=Pe%C3%B1a', { token });
    const profile = await server.request(`/api/admin/guests/${guests.body[0].id}`, { token });
    expect(profile.body.bookings.map((booking: { tableName: string }) => booking.tableName)).toEqual(['Mesas 21 + 22']);
    const file = await fetch(`${server.url}/api/admin/reports/bookings.csv?from=2026-11-23&to=2026-11-23`, { headers: { authorization: `Bearer ${token}` } });
    // One line for the party (the earlier tests' cancelled bookings are lines of their own).
    const standing = (await file.text()).split('\r\n').filter((line) => line.includes(';Confirmada;'));
    expect(standing).toHaveLength(1);
    expect(standing[0]).toContain(';Mesas 21 + 22;8;Confirmada;');
    const overview = await server.request('/api/admin/dashboard?date=2026-11-23', { token });
    expect(overview.body.tables.occupiedNow).toBe(2);
  });
});

describe('a party a single table seats', () => {
  it('never gets a combination, and tables in none are given first', async () => {
    const four = await book(terrace({ partySize: 4 }));
    expect(four.body.tables).toEqual(named(25));
    const another = await book(terrace({ partySize: 4, customerEmail: 'b@example.com' }));
    expect(another.body).toMatchObject({ tables: named(21), combinationId: null });
  });
});

describe('staff', () => {
  it('seat one party at a combination, or at tables they join for it, as one booking', async () => {
    const onCombination = await bookAsStaff({ combinationId: staffOnly, partySize: 12, preferredSection: 'Terraza cubierta' });
    expect(onCombination).toMatchObject({ status: 201, body: { tables: named(23, 24), combinationId: staffOnly } });
    const adHoc = await bookAsStaff({ tableIds: ids(25, 21, 22), partySize: 11, preferredSection: 'Terraza cubierta' });
    expect(adHoc).toMatchObject({ status: 201, body: { tables: named(21, 22, 25), combinationId: null } });
    expect(await bookAsStaff({ tableIds: ids(22, 25), startTime: '21:00', endTime: '23:00' })).toMatchObject({ status: 409, body: { code: 'table-taken' } });
  });

  it('are told when the joined tables are of two zones, or do not exist, and nothing is stored', async () => {
    expect(await bookAsStaff({ tableIds: ids(25, 3) })).toMatchObject({
      status: 400,
      body: { message: 'Las mesas de una combinación son todas de la misma zona: elige mesas de Salón.' },
    });
    expect(await bookAsStaff({ tableIds: [table.get(25), 99_999] })).toMatchObject({ status: 404, body: { message: 'La mesa seleccionada no existe.' } });
    expect(await bookAsStaff({ tableIds: ids(25) })).toMatchObject({ status: 400, body: { message: 'Para unir mesas, marca de 2 a 4 mesas distintas de la zona.' } });
    expect(await bookAsStaff({ combinationId: 99_999 })).toMatchObject({ status: 404, body: { message: 'Combinación no encontrada' } });
    expect((await server.request('/api/reservations/date/2026-11-23', { token })).body).toEqual([]);
  });

  it('move a joined party in time on its tables, or to one table, which frees the others', async () => {
    const booked = await book(terrace());
    const later = await server.request(`/api/reservations/${booked.body.id}`, {
      method: 'PUT',
      token,
      body: { tableId: table.get(21), startTime: '20:30', time: '20:30', endTime: '22:30' },
    });
    expect(later.body).toMatchObject({ startTime: '20:30', tables: named(21, 22), combinationId: joined });
    const moved = await server.request(`/api/reservations/${booked.body.id}`, { method: 'PUT', token, body: { tableId: table.get(23) } });
    expect(moved.body).toMatchObject({ tables: named(23), combinationId: null });
    expect((await range('partySize=8&preferredSection=Terraza%20cubierta')).body.combinations).toHaveLength(1);
  });

  it("take a party back after 'Ido' only while nobody has any of its tables", async () => {
    const booked = await book(terrace());
    const at = (action: string, body: unknown) => server.request(`/api/reservations/${booked.body.id}/${action}`, { method: 'PATCH', token, body });
    expect((await at('checkin', { hasArrived: true })).status).toBe(200);
    expect((await at('checkout', { hasLeft: true })).status).toBe(200);
    expect((await bookAsStaff({ tableId: table.get(22), startTime: '21:00', endTime: '22:00', preferredSection: 'Terraza cubierta' })).status).toBe(201);
    expect(await at('checkout', { hasLeft: false })).toMatchObject({ status: 409, body: { code: 'table-taken' } });
    expect(await at('checkin', { hasArrived: false })).toMatchObject({ status: 409, body: { code: 'table-taken' } });
  });

  it('join other tables for a booking in place of its own, and keep a table in a combination in its zone', async () => {
    const booked = await book(terrace());
    const changed = await server.request(`/api/reservations/${booked.body.id}`, { method: 'PUT', token, body: { tableId: table.get(21), tableIds: ids(21, 25) } });
    expect(changed.body).toMatchObject({ tables: named(21, 25), combinationId: null });
    const moved = await server.request(`/api/admin/tables/${table.get(22)}`, { method: 'PUT', token, body: { section: 'Salón' } });
    expect(moved).toMatchObject({
      status: 409,
      body: { message: 'La mesa forma parte de la combinación «Mesa 21 + 22», que es de su zona: quítala de la combinación antes de cambiarla de zona.' },
    });
  });

  it('keep a combination with bookings ahead: its tables and its removal wait, its name and range do not', async () => {
    await book(terrace());
    const path = `/api/admin/table-combinations/${joined}`;
    const body = { name: 'Mesa 21 + 22', section: 'Terraza cubierta', tableIds: ids(21, 22), minCapacity: 5, maxCapacity: 8, online: true };
    const refused = 'Mesa 21 + 22» tiene próximas reservas: muévelas a otras mesas o cancélalas antes de separarla o de cambiar sus mesas.';
    expect((await server.request(path, { method: 'DELETE', token })).body.message).toContain(refused);
    expect((await server.request(path, { method: 'PUT', token, body: { ...body, tableIds: ids(21, 22, 25) } })).status).toBe(409);
    expect((await server.request(path, { method: 'PUT', token, body: { ...body, maxCapacity: 9 } })).status).toBe(200);
    expect((await server.request(path, { method: 'PUT', token, body })).status).toBe(200);
  });
});
