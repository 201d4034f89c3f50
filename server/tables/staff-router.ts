import { Router } from 'express';
import { idParams } from '../../shared/schemas/common';
import { newTableSchema, tableUpdateSchema } from '../../shared/schemas/table';
import type { Services } from '../services';
import { answerRange, RANGE_PATH } from './public-router';

/** Mounted at /admin/tables behind the staff guard: the floor plan's tables. */
export function createTablesAdminRouter({ tables, placement }: Services): Router {
  const router = Router();

  router.get('/', (_req, res) => {
    res.json(tables.list());
  });

  router.post('/', (req, res) => {
    res.status(201).json(placement.create(newTableSchema.parse(req.body ?? {})));
  });

  router.put('/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    res.json(placement.update(id, tableUpdateSchema.parse(req.body ?? {})));
  });

  router.delete('/:id', (req, res) => {
    const { id } = idParams.parse(req.params);
    placement.remove(id);
    res.json({ success: true });
  });

  return router;
}

/** Mounted at /tables behind the staff guard: the range as staff see it, closed slots included. */
export function createTablesStaffRouter({ occupancy }: Services): Router {
  const router = Router();
  router.get(RANGE_PATH, (req, res) => {
    res.set('Cache-Control', 'no-store').json(answerRange(occupancy, req, () => true));
  });
  return router;
}
