/**
 * 'Informes': the figures and the bookings file, against a data set whose every count is known:
 * cancelled and no-show bookings (in no figure but their own), a party past midnight, the weekend the
 * clocks go back (25 October 2026), bookings from before sources were recorded, one anonymised, and
 * one outside the range. Then occupancy against a floor and a calendar with a closed day, and a
 * booking made and cancelled through the API that leaves every figure as it was.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../shared/api/dto';
import { openDatabase, type Db } from '../../server/db/open';
import { addTables, dinerBooking, staffBooking } from '../helpers/booking';
import { storeBooking } from '../helpers/database';
import { signedInServer } from '../helpers/server';

const RANGE = 'from=2026-10-23&to=2026-10-25';

function storeDataSet(db: Db): void {
  // Friday 23 (Madrid is UTC+2): 21:05 to 22:35 at the table, 90 minutes.
  storeBooking(db, {
    tableId: null,
    date: '2026-10-23',
    startTime: '21:00',
    endTime: '23:00',
    partySize: 4,
    source: 'online',
    arrivedAt: '2026-10-23T19:05:00Z',
    leftAt: '2026-10-23T20:35:00Z',
    customerName: 'Ana Núñez',
  });
  // The same service, past midnight.
  storeBooking(db, {
    tableId: null,
    date: '2026-10-23',
    startTime: '00:30',
    endTime: '02:00',
    partySize: 2,
    preferredSection: 'Terraza cubierta',
    source: 'staff',
    customerName: '=HIPERVINCULO("x")',
  });
  // Saturday 24: a walk-in, 150 minutes at the table; a cancelled request.
  storeBooking(db, { tableId: null, date: '2026-10-24', startTime: '21:00', endTime: '23:30', partySize: 6, source: 'walk-in', arrivedAt: '2026-10-24T19:00:00Z', leftAt: '2026-10-24T21:30:00Z' });
  storeBooking(db, { tableId: null, date: '2026-10-24', startTime: '21:30', endTime: '23:30', partySize: 2, preferredSection: 'VIP', source: 'request', status: 'cancelled' });
  // Sunday 25, the clocks back at 03:00 (UTC+1 from then): a no-show from before sources; 60 minutes at the table.
  storeBooking(db, { tableId: null, date: '2026-10-25', startTime: '14:00', endTime: '16:00', partySize: 3, source: null, status: 'no-show' });
  storeBooking(db, {
    tableId: null,
    date: '2026-10-25',
    startTime: '14:00',
    endTime: '16:00',
    partySize: 2,
    preferredSection: 'Terraza cubierta',
    source: 'online',
    arrivedAt: '2026-10-25T13:00:00Z',
    leftAt: '2026-10-25T14:00:00Z',
    anonymisedAt: '2026-11-01T00:00:00Z',
    customerName: '',
  });
  // Outside the range, and the same dates a year before.
  storeBooking(db, { tableId: null, date: '2026-10-26', startTime: '21:00', endTime: '23:00', partySize: 5, source: 'online' });
  storeBooking(db, { tableId: null, date: '2025-10-24', startTime: '21:00', endTime: '23:00', partySize: 4, source: 'online' });
}

describe('reports', () => {
  const context = signedInServer();
  let db: Db;

  beforeAll(() => {
    db = openDatabase({ dataDir: context.server.dataDir });
    storeDataSet(db);
  });
  afterAll(() => db.$client.close());

  it('counts the bookings that stand, and the no-shows and cancellations apart, with their rates', async () => {
    const answer = await context.server.request<Report>(`/api/admin/reports?${RANGE}`, { token: context.token });
    expect(answer.status).toBe(200);
    const report = answer.body;
    expect({ bookings: report.bookings, covers: report.covers, noShows: report.noShows, cancellations: report.cancellations }).toEqual({ bookings: 4, covers: 14, noShows: 1, cancellations: 1 });
    // Of the 6 made for the dates; the no-shows of the 5 parties expected.
    expect(report.cancellationRate).toBeCloseTo(1 / 6, 4);
    expect(report.noShowRate).toBeCloseTo(1 / 5, 4);
    expect(report.byDay).toEqual([
      { date: '2026-10-23', bookings: 2, covers: 6 },
      { date: '2026-10-24', bookings: 1, covers: 6 },
      { date: '2026-10-25', bookings: 1, covers: 2 },
    ]);
  });

  it('breaks them down by zone, source, party size and half hour of the week: no row for a cancellation or a no-show alone', async () => {
    const report = (await context.server.request<Report>(`/api/admin/reports?${RANGE}`, { token: context.token })).body;
    // The cancelled VIP request, and the no-show from before sources ('sin dato') of three, have no row.
    expect(report.byZone).toEqual([
      { zone: 'Salón', bookings: 2, covers: 10 },
      { zone: 'Terraza cubierta', bookings: 2, covers: 4 },
    ]);
    expect(report.bySource).toEqual([
      { source: 'online', bookings: 2, covers: 6 },
      { source: 'walk-in', bookings: 1, covers: 6 },
      { source: 'staff', bookings: 1, covers: 2 },
    ]);
    expect(report.byPartySize).toEqual([
      { partySize: 2, bookings: 2, covers: 4 },
      { partySize: 4, bookings: 1, covers: 4 },
      { partySize: 6, bookings: 1, covers: 6 },
    ]);
    // Monday 0 … Sunday 6; the party past midnight counts on Friday's service.
    expect(report.bySlot).toEqual([
      { weekday: 5, time: '21:00', covers: 6 },
      { weekday: 4, time: '21:00', covers: 4 },
      { weekday: 4, time: '00:30', covers: 2 },
      { weekday: 6, time: '14:00', covers: 2 },
    ]);
  });

  it('averages the time at the table across the change of time, and puts the same dates a year before beside them', async () => {
    const report = (await context.server.request<Report>(`/api/admin/reports?${RANGE}`, { token: context.token })).body;
    expect(report.averageMinutesAtTable).toBe(100);
    expect(report.seatedWithTimes).toBe(3);
    expect(report.lastYear).toEqual({ from: '2025-10-23', to: '2025-10-25', bookings: 1, covers: 4, noShows: 0, cancellations: 0, noShowRate: 0, cancellationRate: 0 });
    const empty = (await context.server.request<Report>('/api/admin/reports?from=2026-12-01&to=2026-12-07', { token: context.token })).body;
    expect({ bookings: empty.bookings, average: empty.averageMinutesAtTable, lastYear: empty.lastYear, days: empty.byDay.length }).toEqual({ bookings: 0, average: null, lastYear: null, days: 7 });
  });

  it('refuses a range that is not one, or longer than a year and a day, in Spanish; and is for staff only', async () => {
    const ask = (query: string) => context.server.request<{ message: string }>(`/api/admin/reports?${query}`, { token: context.token });
    expect((await ask('from=2026-10-25&to=2026-10-23')).body.message).toBe('Elige un intervalo de fechas válido: desde y hasta, con «desde» antes que «hasta».');
    expect((await ask('from=2025-01-01&to=2026-01-02')).body.message).toBe('Elige como mucho 366 días seguidos.');
    expect((await ask('from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await context.server.request(`/api/admin/reports?${RANGE}`)).status).toBe(401);
    expect((await context.server.request(`/api/admin/reports/bookings.csv?${RANGE}`)).status).toBe(401);
  });

  it('gives the bookings as a file Spanish Excel opens: BOM, semicolons, a header, a row a booking, accents intact, no contacts', async () => {
    const answer = await fetch(`${context.server.url}/api/admin/reports/bookings.csv?${RANGE}`, { headers: { authorization: `Bearer ${context.token}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toContain('reservas-2026-10-23-a-2026-10-25.csv');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(Buffer.from(bytes), { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Fecha', 'Hora de inicio', 'Hora de fin', 'Zona', 'Mesa', 'Personas', 'Estado', 'Origen', 'Llegada', 'Salida']);
    expect(rows).toHaveLength(7);
    expect(rows[1]).toEqual(['2026-10-23', '00:30', '02:00', 'Terraza cubierta', '', '2', 'Confirmada', 'Personal', '', '']);
    expect(rows[2]).toEqual(['2026-10-23', '21:00', '23:00', 'Salón', '', '4', 'Confirmada', 'Web', '21:05', '22:35']);
    expect(rows.find((row) => row[6] === 'No se presentó')?.[7]).toBe('sin dato');
    // After the clocks went back, the venue's own clock: 14:00 to 15:00.
    expect(rows.find((row) => row[0] === '2026-10-25' && row[7] === 'Web')?.slice(8)).toEqual(['14:00', '15:00']);
    expect(rows.find((row) => row[6] === 'Cancelada')?.[7]).toBe('Solicitud');
  });

  it("records when staff press 'Llegó' and 'Ido', and forgets them when undone", async () => {
    const { server, token } = context;
    await addTables(server, token, [{ tableNumber: 31, minCapacity: 1, maxCapacity: 4 }]);
    const booked = await server.request<{ id: string }>('/api/reservations', { method: 'POST', token, body: staffBooking({ date: '2026-11-23', startTime: '20:00', endTime: '22:00' }) });
    expect(booked.status).toBe(201);
    const times = () => db.$client.prepare('select arrived_at as arrivedAt, left_at as leftAt from reservations where id = ?').get(booked.body.id);
    const patch = (action: string, body: object) => server.request(`/api/reservations/${booked.body.id}/${action}`, { method: 'PATCH', token, body });
    server.clock.set('2026-11-23T20:04:00+01:00');
    await patch('checkin', { hasArrived: true });
    server.clock.set('2026-11-23T21:49:00+01:00');
    await patch('checkout', { hasLeft: true });
    expect(times()).toEqual({ arrivedAt: '2026-11-23T19:04:00.000Z', leftAt: '2026-11-23T20:49:00.000Z' });
    const report = (await server.request<Report>('/api/admin/reports?from=2026-11-23&to=2026-11-23', { token })).body;
    expect({ average: report.averageMinutesAtTable, seated: report.seatedWithTimes }).toEqual({ average: 105, seated: 1 });
    await patch('checkout', { hasLeft: false });
    expect(times()).toEqual({ arrivedAt: '2026-11-23T19:04:00.000Z', leftAt: null });
    await patch('checkin', { hasArrived: false });
    expect(times()).toEqual({ arrivedAt: null, leftAt: null });
  });

  it('adds names and contacts only when asked, never for an anonymised booking, and keeps a typed formula as text', async () => {
    const answer = await fetch(`${context.server.url}/api/admin/reports/bookings.csv?${RANGE}&personal=1`, { headers: { authorization: `Bearer ${context.token}` } });
    const rows = parse(Buffer.from(await answer.arrayBuffer()), { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]!.slice(-3)).toEqual(['Nombre', 'Teléfono', 'Email']);
    expect(rows[2]!.slice(-3)).toEqual(['Ana Núñez', '600000000', expect.stringMatching(/@example\.com$/)]);
    expect(rows[1]![10]).toBe(`'=HIPERVINCULO("x")`);
    const anonymised = rows.find((row) => row[0] === '2026-10-25' && row[7] === 'Web');
    expect(anonymised?.slice(-3)).toEqual(['', '', '']);
  });
});

describe('occupancy, and a cancelled booking', () => {
  const context = signedInServer();
  let db: Db;
  // Thursday 3 to Sunday 6 December 2026: dinner every day, lunch on Sunday, Saturday closed.
  const WEEK = 'from=2026-12-03&to=2026-12-06';
  const report = async () => (await context.server.request<Report>(`/api/admin/reports?${WEEK}`, { token: context.token })).body;

  beforeAll(async () => {
    const { server, token } = context;
    db = openDatabase({ dataDir: server.dataDir });
    // 4 + 6 seats to book; the eight that cannot be booked is no seat.
    await addTables(server, token, [
      { tableNumber: 1, minCapacity: 2, maxCapacity: 4 },
      { tableNumber: 2, minCapacity: 2, maxCapacity: 6 },
      { tableNumber: 3, minCapacity: 1, maxCapacity: 8, isAvailable: false },
    ]);
    expect((await server.request('/api/admin/calendar/days/2026-12-05', { method: 'PUT', token, body: { closed: true, note: 'Inventario' } })).status).toBe(200);
    storeBooking(db, { tableId: null, date: '2026-12-03', startTime: '21:00', endTime: '23:00', partySize: 4, source: 'staff' });
    storeBooking(db, { tableId: null, date: '2026-12-04', startTime: '21:30', endTime: '23:30', partySize: 6, source: 'walk-in' });
    // Written down on the closed Saturday: in the totals, in no service.
    storeBooking(db, { tableId: null, date: '2026-12-05', startTime: '21:00', endTime: '23:00', partySize: 3, source: 'staff' });
    storeBooking(db, { tableId: null, date: '2026-12-06', startTime: '14:00', endTime: '16:00', partySize: 5, source: 'staff' });
    storeBooking(db, { tableId: null, date: '2026-12-06', startTime: '14:00', endTime: '16:00', partySize: 4, source: 'staff', status: 'no-show' });
    storeBooking(db, { tableId: null, date: '2026-12-06', startTime: '22:00', endTime: '23:30', partySize: 2, source: 'staff' });
  });
  afterAll(() => db.$client.close());

  it("measures the covers against the seats of the tables that can be booked, once per service the calendar opens; the closed day's none", async () => {
    const { occupancy } = await report();
    // Lunch: Sunday's (10 seats), 5 people; dinner: Thursday's, Friday's and Sunday's (30 seats), 12 people.
    expect(occupancy).toEqual({
      tableSeats: 10,
      services: [
        { service: 'Comida', openings: 1, covers: 5, seats: 10, rate: 0.5 },
        { service: 'Cena', openings: 3, covers: 12, seats: 30, rate: 0.4 },
      ],
      covers: 17,
      seats: 40,
      rate: 0.425,
      outsideCovers: 3,
    });
  });

  it('leaves a booking cancelled through the API out of every figure but the cancellations', async () => {
    const { server, token } = context;
    const before = await report();
    const booked = await server.request<{ id: string }>('/api/reservations', { method: 'POST', body: dinerBooking({ date: '2026-12-03', startTime: '21:00', endTime: '23:00', partySize: 2 }) });
    expect(booked.status).toBe(201);
    const live = await report();
    expect({ bookings: live.bookings, covers: live.covers, web: live.bySource.find((row) => row.source === 'online') }).toEqual({
      bookings: 6,
      covers: 22,
      web: { source: 'online', bookings: 1, covers: 2 },
    });
    expect((await server.request(`/api/reservations/${booked.body.id}`, { method: 'DELETE', token })).status).toBe(200);
    const after = await report();
    expect(after.cancellations).toBe(1);
    expect(after.cancellationRate).toBeCloseTo(1 / 7, 4);
    // Nothing else moved: totals, days, zones, sources (no 'Web' row), sizes, half hours, occupancy.
    expect({ ...after, cancellations: 0, cancellationRate: 0 }).toEqual(before);
  });
});
