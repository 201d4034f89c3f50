import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import type { BackupList } from '../../shared/schemas/backup';
import type { Clock } from '../context';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import { nextNightlyRun } from './schedule';

/** Mounted at /admin behind the staff guard: the copies, 'Copia de seguridad ahora', and a copy as a zip to keep elsewhere. */
export function createBackupsRouter({ backups, venue }: Services, clock: Clock): Router {
  const router = Router();
  router.get('/backups', (_req, res) => {
    const answer: BackupList = { backups: backups.list(), nextNightly: nextNightlyRun(clock()).toISOString() };
    res.json(answer);
  });
  router.post('/backups', async (_req, res) => {
    res.status(201).json(await backups.take('manual'));
  });
  router.get('/backups/:id/download', (req, res) => {
    const zip = backups.archive(req.params.id);
    if (!zip) throw notFound(MESSAGES.backup.notFound);
    const name = (venue.read()?.name ?? 'restaurante').normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
    res.attachment(`copia-${name}-${req.params.id}.zip`);
    zip.pipe(res);
  });
  return router;
}
