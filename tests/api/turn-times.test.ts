/**
 * 'Duración de la mesa': Tablein's defaults until the owner saves, bands checked before anything is
 * stored, and the longest online booking refused with until when a diner may book (staff are not held to it).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addTables, dinerBooking, staffBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';

const DEFAULTS = {
  comida: [
    { upTo: 4, minutes: 120 },
    { upTo: 6, minutes: 150 },
    { upTo: 20, minutes: 180 },
  ],
  cena: [
    { upTo: 4, minutes: 120 },
    { upTo: 6, minutes: 150 },
    { upTo: 20, minutes: 180 },
  ],
  maxOnlineMinutes: null,
};

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T12:00:00+01:00' });
  token = await server.login();
  await addTables(server, token, [
    { tableNumber: 1, minCapacity: 1, maxCapacity: 4 },
    { tableNumber: 2, minCapacity: 1, maxCapacity: 4 },
    { tableNumber: 3, minCapacity: 1, maxCapacity: 4 },
  ]);
});
afterAll(() => server.close());

const save = (body: unknown) => server.request('/api/admin/settings/turn-times', { method: 'PUT', token, body });
const stored = async () => (await server.request('/api/admin/settings/turn-times', { token })).body;
const book = (overrides: Record<string, unknown>) => server.request('/api/reservations', { method: 'POST', body: dinerBooking(overrides) });

describe('Duración de la mesa', () => {
  beforeEach(async () => {
    expect((await save(DEFAULTS)).status).toBe(200);
  });

  it('is Tablein’s defaults with no online limit, for staff and for the booking form', async () => {
    expect(await stored()).toEqual(DEFAULTS);
    expect((await server.request('/api/turn-times')).body).toEqual(DEFAULTS);
    expect((await server.request('/api/admin/settings/turn-times')).status).toBe(401);
    expect((await server.request('/api/admin/settings/turn-times', { method: 'PUT', body: DEFAULTS })).status).toBe(401);
  });

  it('keeps what the owner saves, and the booking form reads it', async () => {
    const chosen = {
      comida: [{ upTo: 20, minutes: 90 }],
      cena: [
        { upTo: 2, minutes: 90 },
        { upTo: 8, minutes: 150 },
        { upTo: 20, minutes: 210 },
      ],
      maxOnlineMinutes: 150,
    };
    expect(await save(chosen)).toMatchObject({ status: 200, body: chosen });
    expect(await stored()).toEqual(chosen);
    expect((await server.request('/api/turn-times')).body).toEqual(chosen);
  });

  it.each([
    [
      'bands out of order',
      {
        cena: [
          { upTo: 6, minutes: 120 },
          { upTo: 4, minutes: 150 },
          { upTo: 20, minutes: 180 },
        ],
      },
      'Los tramos van de menos a más personas, sin repetir ninguno.',
    ],
    [
      'a last band short of 20',
      {
        comida: [
          { upTo: 4, minutes: 120 },
          { upTo: 12, minutes: 180 },
        ],
      },
      'El último tramo llega hasta 20 personas, para que todos los grupos tengan duración.',
    ],
    ['minutes off the half hour', { cena: [{ upTo: 20, minutes: 135 }] }, 'La duración va de 60 a 360 minutos, de media en media hora.'],
    ['under an hour', { cena: [{ upTo: 20, minutes: 30 }] }, 'La duración va de 60 a 360 minutos, de media en media hora.'],
    ['no band at all', { comida: [] }, 'Cada servicio lleva entre 1 y 20 tramos de personas.'],
    ['a party of 21', { comida: [{ upTo: 21, minutes: 120 }] }, 'Cada tramo dice hasta cuántas personas llega: un número entero entre 1 y 20.'],
    ['an online limit over six hours', { maxOnlineMinutes: 390 }, 'La reserva online más larga va de 60 a 360 minutos, de media en media hora, o sin límite.'],
  ])('refuses %s in Spanish, and stores nothing', async (_case, change, message) => {
    const refused = await save({ ...DEFAULTS, maxOnlineMinutes: 120, ...change });
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid-input', message } });
    expect(await stored()).toEqual(DEFAULTS);
  });
});

describe('the longest online booking', () => {
  // Three tables of four: each booking here takes its own.
  it('refuses a diner’s longer booking saying until when, and takes one within it', async () => {
    expect((await save({ ...DEFAULTS, maxOnlineMinutes: 120 })).status).toBe(200);
    const longer = await book({ startTime: '20:00', endTime: '23:00', customerEmail: 'larga@example.com' });
    expect(longer).toMatchObject({
      status: 400,
      body: { code: 'too-long', message: 'En la web, la mesa se puede reservar como mucho hasta las 22:00 para esa hora de inicio. Para quedaros más tiempo, llámanos.' },
    });
    expect(await book({ startTime: '20:00', endTime: '22:00', customerEmail: 'justa@example.com' })).toMatchObject({ status: 201, body: { endTime: '22:00' } });
  });

  it('ends a lunch at the limit instead of at the service’s last end', async () => {
    expect((await save({ ...DEFAULTS, maxOnlineMinutes: 120 })).status).toBe(200);
    const saturday = { date: '2026-11-28', startTime: '14:00' };
    expect(await book({ ...saturday, endTime: '17:00', customerEmail: 'comida-larga@example.com' })).toMatchObject({
      status: 400,
      body: { message: 'En la web, la mesa se puede reservar como mucho hasta las 16:00 para esa hora de inicio. Para quedaros más tiempo, llámanos.' },
    });
    expect(await book({ ...saturday, endTime: '16:00', customerEmail: 'comida@example.com' })).toMatchObject({ status: 201, body: { endTime: '16:00' } });
  });

  it('does not hold staff to it, and without a limit a diner books to the close as before', async () => {
    expect((await save({ ...DEFAULTS, maxOnlineMinutes: 60 })).status).toBe(200);
    const staff = await server.request('/api/reservations', { method: 'POST', token, body: staffBooking({ startTime: '20:00', endTime: '23:30' }) });
    expect(staff).toMatchObject({ status: 201, body: { endTime: '23:30' } });
    expect((await save(DEFAULTS)).status).toBe(200);
    expect(await book({ startTime: '20:00', endTime: '00:00', customerEmail: 'hasta-el-cierre@example.com' })).toMatchObject({ status: 201, body: { endTime: '00:00' } });
  });
});
