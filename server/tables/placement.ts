/**
 * Where tables stand on the floor plan: a table number is unique within its section, two tables
 * never share a cell, a new table without a cell takes the first free one, and a table with
 * bookings still ahead cannot be deleted.
 */
import { TABLE_MESSAGES } from '../../shared/messages/tables';
import { firstFreeCell } from '../../shared/floor';
import type { NewTable, TableUpdate } from '../../shared/schemas/table';
import { nowOnTimeline } from '../../shared/schedule';
import type { TableRow } from '../db/rows';
import type { Clock } from '../kernel';
import { badRequest, conflict, notFound } from '../http/errors';
import type { Occupancy } from './occupancy';
import type { TableRepository } from './repository';

const M = TABLE_MESSAGES;

export function createTablePlacement(tables: TableRepository, occupancy: Occupancy, clock: Clock) {
  return {
    create(input: NewTable): TableRow {
      if (tables.numberTaken(input.section, input.tableNumber, null)) throw conflict(M.numberTaken(input.tableNumber, input.section));
      const { positionX, positionY } = input;
      if (positionX !== undefined && positionY !== undefined) {
        if (tables.cellTaken(input.section, positionX, positionY, null)) throw conflict(M.positionTaken);
        return tables.insert({ ...input, positionX, positionY });
      }
      const free = firstFreeCell(tables.cellsOf(input.section));
      if (!free) throw conflict(M.sectionFull);
      return tables.insert({ ...input, ...free });
    },

    /**
     * A drag on the floor plan sends only the new cell and section; a form sends the rest. A form
     * moving the table to another section names no cell: it takes the first free one there.
     */
    update(id: number, patch: TableUpdate): TableRow {
      const current = tables.find(id);
      if (!current) throw notFound(M.notFound);
      // A combination's tables are all of one zone.
      const combination = patch.section && patch.section !== current.section ? tables.combinationOf(id) : undefined;
      if (combination) throw conflict(M.inCombinationZone(combination));
      if (patch.section && patch.section !== current.section && patch.positionX === undefined && patch.positionY === undefined) {
        const free = firstFreeCell(tables.cellsOf(patch.section));
        if (!free) throw conflict(M.sectionFull);
        patch = { ...patch, ...free };
      }
      const next = { ...current, ...patch };
      if (next.minCapacity > next.maxCapacity) throw badRequest(M.capacityOrder);
      if (tables.numberTaken(next.section, next.tableNumber, id)) throw conflict(M.numberTaken(next.tableNumber, next.section));
      if (tables.cellTaken(next.section, next.positionX, next.positionY, id)) throw conflict(M.positionTaken);
      return tables.update(id, patch);
    },

    remove(id: number): void {
      if (!tables.find(id)) throw notFound(M.notFound);
      if (occupancy.hasActiveFutureBookings(id, nowOnTimeline(clock()))) throw conflict(M.hasActiveBookings);
      const combination = tables.combinationOf(id);
      if (combination) throw conflict(M.inCombination(combination));
      tables.remove(id);
    },
  };
}

export type TablePlacement = ReturnType<typeof createTablePlacement>;
