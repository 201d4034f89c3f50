import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import { firstFreeCell } from '../../shared/floor';
import { idParams } from '../../shared/schemas/common';
import { rangeParamsSchema, rangeQuerySchema } from '../../shared/schemas/reservation';
import { newTableSchema, tableUpdateSchema } from '../../shared/schemas/table';
import { SECTIONS } from '../../shared/sections';
import { nowOnTimeline, serviceDate, serviceMinutes, startTimes } from '../../shared/schedule';
import type { RangeAvailability } from '../../shared/types';
import { isAdminRequest } from '../auth/guard';
import type { AppDeps } from '../context';
import { badRequest, conflict, notFound } from '../http/errors';
import { bookingInterval } from '../reservations/interval';
import { createOccupancy } from '../reservations/occupancy';
import { createSlotLimits } from '../reservations/slot-limits';
import { eveningAvailability } from './availability';
import { createTableRepository } from './repository';

const M = MESSAGES.tables;

export function createTablesRouter(deps: AppDeps): Router {
  const router = Router();
  const tables = createTableRepository(deps.db, deps.clock);
  const occupancy = createOccupancy(deps.db);
  const slotLimits = createSlotLimits(deps.db);

  router.get('/tables', (_req, res) => {
    res.json(tables.list());
  });

  router.get('/tables/range/:date/:startTime/:endTime', (req, res) => {
    const { date, startTime, endTime } = rangeParamsSchema.parse(req.params);
    const { partySize, preferredSection, excludeReservation } = rangeQuerySchema.parse(req.query);
    if (serviceMinutes(endTime) <= serviceMinutes(startTime)) throw badRequest(MESSAGES.booking.endInvalid);
    const section = preferredSection ?? null;
    const party = partySize ?? null;
    // Staff may seat guests in a slot they closed to online bookings; diners may not.
    const slotOpen = isAdminRequest(deps, req) || slotLimits.refusal(date, startTime) === null;
    const free = slotOpen
      ? occupancy.freeTables({ section, partySize: party, ...bookingInterval(date, startTime, endTime), excludeReservationId: excludeReservation ?? null })
      : [];
    const answer: RangeAvailability = {
      availableTables: free.map((table) => table.tableNumber),
      tableDetails: free.map((table) => ({
        id: table.id,
        tableNumber: table.tableNumber,
        name: table.name,
        capacity: `${table.minCapacity}-${table.maxCapacity}`,
        section: table.section,
      })),
      totalTables: occupancy.tablesInService(section, party),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.get('/tables/availability', (_req, res) => {
    const now = deps.clock();
    const date = serviceDate(now);
    const times = startTimes(date, now);
    res.json({ date, times, sections: eveningAvailability(occupancy, tables.list(), SECTIONS, date, times) });
  });

  router.get('/admin/tables', (_req, res) => {
    res.json(tables.list());
  });

  router.post('/admin/tables', (req, res) => {
    const input = newTableSchema.parse(req.body ?? {});
    if (tables.numberTaken(input.section, input.tableNumber, null)) throw conflict(M.numberTaken(input.tableNumber, input.section));
    let cell = { positionX: input.positionX, positionY: input.positionY };
    if (cell.positionX === undefined || cell.positionY === undefined) {
      const free = firstFreeCell(tables.cellsOf(input.section));
      if (!free) throw conflict(M.sectionFull);
      cell = free;
    } else if (tables.cellTaken(input.section, cell.positionX, cell.positionY, null)) {
      throw conflict(M.positionTaken);
    }
    res.status(201).json(tables.insert({ ...input, positionX: cell.positionX, positionY: cell.positionY }));
  });

  router.put('/admin/tables/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    const patch = tableUpdateSchema.parse(req.body ?? {});
    const current = tables.find(id);
    if (!current) throw notFound(M.notFound);
    const next = { ...current, ...patch };
    if (next.minCapacity > next.maxCapacity) throw badRequest(M.capacityOrder);
    if (tables.numberTaken(next.section, next.tableNumber, id)) throw conflict(M.numberTaken(next.tableNumber, next.section));
    if (tables.cellTaken(next.section, next.positionX, next.positionY, id)) throw conflict(M.positionTaken);
    res.json(tables.update(id, patch));
  });

  router.delete('/admin/tables/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    if (!tables.find(id)) throw notFound(M.notFound);
    if (occupancy.hasActiveFutureBookings(id, nowOnTimeline(deps.clock()))) throw conflict(M.hasActiveBookings);
    tables.remove(id);
    res.json({ success: true });
  });

  return router;
}
