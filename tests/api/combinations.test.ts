/**
 * Joined tables ('Mesa 3 + 4'): made, listed, changed and separated by staff; refused across zones,
 * for tables already joined the same way, and for a name a zone already has. A table in a
 * combination is not deleted until it leaves it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTables } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;
let salon: number[];
let terrace: number[];

beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T12:00:00+01:00' });
  token = await server.login();
  const added = await addTables(server, token, [
    { tableNumber: 3, minCapacity: 2, maxCapacity: 4 },
    { tableNumber: 4, minCapacity: 2, maxCapacity: 4 },
    { tableNumber: 5, minCapacity: 2, maxCapacity: 6 },
    { tableNumber: 6, minCapacity: 2, maxCapacity: 6 },
    { tableNumber: 7, minCapacity: 2, maxCapacity: 6 },
    { tableNumber: 21, minCapacity: 2, maxCapacity: 4, section: 'Terraza cubierta' },
  ]);
  salon = added.filter((table) => table.section === 'Salón').map((table) => table.id);
  terrace = added.filter((table) => table.section === 'Terraza cubierta').map((table) => table.id);
});
afterAll(() => server.close());

const path = '/api/admin/table-combinations';
const combination = (overrides: Record<string, unknown> = {}) => ({ name: 'Mesa 3 + 4', section: 'Salón', tableIds: [salon[1], salon[0]], minCapacity: 5, maxCapacity: 8, online: true, ...overrides });
const make = (body: unknown) => server.request(path, { method: 'POST', token, body });
const list = async () => (await server.request(path, { token })).body;

describe('combinations of tables', () => {
  it('are made and listed with their tables, staff only', async () => {
    const made = await make(combination());
    expect(made).toMatchObject({ status: 201, body: { name: 'Mesa 3 + 4', section: 'Salón', tableIds: [salon[0], salon[1]], minCapacity: 5, maxCapacity: 8, online: true } });
    expect(await list()).toEqual([made.body]);
    expect((await server.request(path)).status).toBe(401);
    expect((await server.request(path, { method: 'POST', body: combination({ name: 'Otra' }) })).status).toBe(401);
  });

  it.each([
    ['tables of two zones', () => combination({ name: 'Mezcla', tableIds: [salon[2], terrace[0]] }), 400, 'Las mesas de una combinación son todas de la misma zona: elige mesas de Salón.'],
    ['the same tables joined again', () => combination({ name: 'Mesa 4 + 3' }), 409, 'Esas mesas ya forman la combinación «Mesa 3 + 4».'],
    ['a name the zone already has', () => combination({ tableIds: [salon[2], salon[3]] }), 409, 'Ya hay una combinación «Mesa 3 + 4» en Salón: elige otro nombre.'],
    ['a table that does not exist', () => combination({ name: 'Fantasma', tableIds: [salon[2], 99_999] }), 400, 'Alguna de las mesas elegidas ya no existe: vuelve a elegirlas.'],
    ['one table alone', () => combination({ name: 'Sola', tableIds: [salon[2]] }), 400, 'Una combinación junta de 2 a 4 mesas distintas.'],
    ['five tables', () => combination({ name: 'Cinco', tableIds: [...salon, terrace[0]] }), 400, 'Una combinación junta de 2 a 4 mesas distintas.'],
    ['a table twice', () => combination({ name: 'Doble', tableIds: [salon[2], salon[2]] }), 400, 'Una combinación junta de 2 a 4 mesas distintas.'],
    [
      'fewer people at most than at least',
      () => combination({ name: 'Al revés', tableIds: [salon[2], salon[3]], minCapacity: 12, maxCapacity: 10 }),
      400,
      'Las personas de una combinación van de 1 a 20, la mínima no mayor que la máxima.',
    ],
    [
      'more than 20 people',
      () => combination({ name: 'Enorme', tableIds: [salon[2], salon[3]], maxCapacity: 24 }),
      400,
      'Las personas de una combinación van de 1 a 20, la mínima no mayor que la máxima.',
    ],
  ])('refuse %s, in Spanish, and store nothing', async (_case, body, status, message) => {
    const before = await list();
    expect(await make(body())).toMatchObject({ status, body: { message } });
    expect(await list()).toEqual(before);
  });

  it('may share a table with another combination of other tables', async () => {
    expect((await make(combination({ name: 'Mesa 4 + 5', tableIds: [salon[1], salon[2]], maxCapacity: 10 }))).status).toBe(201);
    expect((await list()).map((joined: { name: string }) => joined.name)).toEqual(['Mesa 3 + 4', 'Mesa 4 + 5']);
  });

  it('are changed, and a change is checked as a new one is', async () => {
    const [first, second] = await list();
    const changed = await server.request(`${path}/${first.id}`, {
      method: 'PUT',
      token,
      body: combination({ name: 'Ventanal', tableIds: [salon[0], salon[1], salon[3]], maxCapacity: 14, online: false }),
    });
    expect(changed).toMatchObject({ status: 200, body: { id: first.id, name: 'Ventanal', tableIds: [salon[0], salon[1], salon[3]], maxCapacity: 14, online: false } });
    const clash = await server.request(`${path}/${first.id}`, { method: 'PUT', token, body: combination({ name: 'Ventanal', tableIds: second.tableIds }) });
    expect(clash).toMatchObject({ status: 409, body: { message: 'Esas mesas ya forman la combinación «Mesa 4 + 5».' } });
    expect((await server.request(`${path}/99999`, { method: 'PUT', token, body: combination({ name: 'Nadie' }) })).status).toBe(404);
  });

  it('keep their tables: a member table is deleted only once its combinations are separated', async () => {
    const refused = await server.request(`/api/admin/tables/${salon[3]}`, { method: 'DELETE', token });
    expect(refused).toMatchObject({ status: 409, body: { message: 'La mesa forma parte de la combinación «Ventanal»: quítala de la combinación antes de eliminarla.' } });
    for (const joined of await list()) expect(await server.request(`${path}/${joined.id}`, { method: 'DELETE', token })).toMatchObject({ status: 200, body: { success: true } });
    expect(await list()).toEqual([]);
    expect((await server.request(`/api/admin/tables/${salon[3]}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await server.request(`${path}/99999`, { method: 'DELETE', token })).status).toBe(404);
  });
});
