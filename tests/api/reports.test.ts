/**
 * 'Informes': the figures and the bookings file, against a data set whose every count is known:
 * cancelled and no-show bookings, a party past midnight, the weekend the clocks go back (25 October
 * 2026), bookings from before sources were recorded, one anonymised, and one outside the range.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../shared/api/dto';
import { openDatabase, type Db } from '../../server/db/open';
import { addTables, staffBooking } from '../helpers/booking';
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

  it('counts the range: bookings, covers, no-shows, cancellations and their rates', async () => {
    const answer = await context.server.request<Report>(`/api/admin/reports?${RANGE}`, { token: context.token });
    expect(answer.status).toBe(200);
    const report = answer.body;
    expect({ bookings: report.bookings, covers: report.covers, noShows: report.noShows, cancellations: report.cancellations }).toEqual({ bookings: 6, covers: 14, noShows: 1, cancellations: 1 });
    expect(report.cancellationRate).toBeCloseTo(1 / 6, 4);
    expect(report.noShowRate).toBeCloseTo(1 / 5, 4);
    expect(report.byDay).toEqual([
      { date: '2026-10-23', bookings: 2, covers: 6 },
      { date: '2026-10-24', bookings: 2, covers: 6 },
      { date: '2026-10-25', bookings: 2, covers: 2 },
    ]);
  });

  it('breaks them down by zone, source (before sources: unknown), party size and half hour of the week', async () => {
    const report = (await context.server.request<Report>(`/api/admin/reports?${RANGE}`, { token: context.token })).body;
    expect(report.byZone).toEqual([
      { zone: 'Salón', bookings: 3, covers: 10 },
      { zone: 'Terraza cubierta', bookings: 2, covers: 4 },
      { zone: 'VIP', bookings: 1, covers: 0 },
    ]);
    expect(report.bySource).toEqual([
      { source: 'online', bookings: 2, covers: 6 },
      { source: 'walk-in', bookings: 1, covers: 6 },
      { source: 'staff', bookings: 1, covers: 2 },
      { source: 'request', bookings: 1, covers: 0 },
      { source: 'unknown', bookings: 1, covers: 0 },
    ]);
    expect(report.byPartySize).toEqual([
      { partySize: 2, bookings: 3, covers: 4 },
      { partySize: 3, bookings: 1, covers: 0 },
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
