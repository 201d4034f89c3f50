import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeBooking, tempDatabase, type TempDatabase } from '../../tests/helpers/database';
import { HttpError } from '../http/errors';
import { createOccupancy } from './occupancy';
import { createTablePlacement, type TablePlacement } from './placement';
import { createTableRepository } from './repository';

let now: Date;
const clock = () => now;
let database: TempDatabase;
let placement: TablePlacement;

const newTable = (tableNumber: number, extra: { section?: 'Salón' | 'VIP'; positionX?: number; positionY?: number } = {}) => ({
  name: `Mesa ${tableNumber}`,
  tableNumber,
  minCapacity: 1,
  maxCapacity: 4,
  section: 'Salón' as const,
  isAvailable: true,
  ...extra,
});

/** What a call was refused with, or null when it went through. */
function refusal(work: () => unknown): { status: number; message: string } | null {
  try {
    work();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
}

beforeEach(() => {
  now = new Date('2026-11-23T12:00:00+01:00');
  database = tempDatabase();
  placement = createTablePlacement(createTableRepository(database.db, clock), createOccupancy(database.db), clock);
});

afterEach(() => database.close());

describe('a new table', () => {
  it('takes the first free cell of its section, row by row, when it names none', () => {
    expect(placement.create(newTable(1))).toMatchObject({ positionX: 0, positionY: 0 });
    placement.create(newTable(2, { positionX: 1, positionY: 0 }));
    expect(placement.create(newTable(3))).toMatchObject({ positionX: 2, positionY: 0 });
    expect(placement.create(newTable(1, { section: 'VIP' }))).toMatchObject({ positionX: 0, positionY: 0, section: 'VIP' });
  });

  it('is refused a number or a cell its section already uses', () => {
    placement.create(newTable(1, { positionX: 2, positionY: 3 }));
    expect(refusal(() => placement.create(newTable(1)))).toEqual({ status: 409, message: 'Ya existe una mesa con el número 1 en la sección Salón' });
    expect(refusal(() => placement.create(newTable(2, { positionX: 2, positionY: 3 })))).toEqual({ status: 409, message: 'Ya hay una mesa en esa posición' });
    expect(refusal(() => placement.create(newTable(1, { section: 'VIP', positionX: 2, positionY: 3 })))).toBeNull();
  });

  it('is refused when every cell of the 5 by 9 grid is taken', () => {
    for (let n = 1; n <= 45; n++) placement.create(newTable(n));
    expect(refusal(() => placement.create(newTable(46)))).toEqual({ status: 409, message: 'No quedan posiciones libres en esa sección' });
  });
});

describe('moving or editing a table', () => {
  it('moves to a free cell, and may stay in its own', () => {
    const table = placement.create(newTable(1));
    expect(placement.update(table.id, { positionX: 4, positionY: 8 })).toMatchObject({ positionX: 4, positionY: 8 });
    expect(refusal(() => placement.update(table.id, { positionX: 4, positionY: 8, name: 'Ventana' }))).toBeNull();
  });

  it('changed to another section by its form, takes the first free cell there', () => {
    placement.create(newTable(9, { section: 'VIP' }));
    const table = placement.create(newTable(1, { positionX: 0, positionY: 0 }));
    expect(placement.update(table.id, { section: 'VIP', name: 'Reservado' })).toMatchObject({ section: 'VIP', positionX: 1, positionY: 0, name: 'Reservado' });
    expect(placement.update(table.id, { section: 'Salón', positionX: 3, positionY: 2 })).toMatchObject({ section: 'Salón', positionX: 3, positionY: 2 });
  });

  it('is refused a taken cell, a taken number, capacities out of order and an unknown id', () => {
    const first = placement.create(newTable(1));
    const second = placement.create(newTable(2));
    expect(refusal(() => placement.update(second.id, { positionX: first.positionX, positionY: first.positionY }))).toEqual({ status: 409, message: 'Ya hay una mesa en esa posición' });
    expect(refusal(() => placement.update(second.id, { tableNumber: 1 }))).toEqual({ status: 409, message: 'Ya existe una mesa con el número 1 en la sección Salón' });
    expect(refusal(() => placement.update(second.id, { minCapacity: 6 }))).toEqual({ status: 400, message: 'La capacidad mínima no puede ser mayor que la máxima' });
    expect(refusal(() => placement.update(999, { name: 'X' }))).toEqual({ status: 404, message: 'Mesa no encontrada' });
  });
});

describe('deleting a table', () => {
  it('is refused while a booking on it is still ahead, and allowed once the evening is over', () => {
    const table = placement.create(newTable(1));
    storeBooking(database.db, { tableId: table.id, tableNumber: 1 });
    expect(refusal(() => placement.remove(table.id))).toEqual({ status: 409, message: 'No se puede eliminar una mesa con reservas activas' });
    now = new Date('2026-11-23T22:00:00+01:00');
    expect(refusal(() => placement.remove(table.id))).toBeNull();
    expect(refusal(() => placement.remove(table.id))).toEqual({ status: 404, message: 'Mesa no encontrada' });
  });
});
