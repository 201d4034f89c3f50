import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import { restoreRequestSchema, type BackupList } from '../../shared/schemas/backup';
import type { Clock } from '../context';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { Services } from '../services';
import { CorruptBackup } from './backups';
import { nextNightlyRun } from './schedule';

/** Mounted at /admin behind the staff guard: the copies, 'Copia de seguridad ahora', a copy as a zip to keep elsewhere, and a copy restored. */
export function createBackupsRouter({ backups, venue, staffPassword }: Services, clock: Clock, restore: (id: string) => void): Router {
  const router = Router();
  router.get('/backups', (_req, res) => {
    const answer: BackupList = { backups: backups.list(), nextNightly: nextNightlyRun(clock()).toISOString() };
    res.json(answer);
  });
  router.post('/backups', async (_req, res) => {
    res.status(201).json(await backups.take('manual'));
  });
  // The password again: restoring replaces every booking made since the copy.
  router.post('/backups/:id/restore', async (req, res) => {
    const { password } = restoreRequestSchema.parse(req.body ?? {});
    if (!(await staffPassword.check(password))) throw badRequest(MESSAGES.auth.currentPasswordWrong);
    try {
      if (!backups.check(req.params.id)) throw notFound(MESSAGES.backup.notFound);
    } catch (error) {
      if (error instanceof CorruptBackup) throw new HttpError(409, error.message);
      throw error;
    }
    res.on('finish', () => restore(req.params.id));
    res.status(202).json({ message: MESSAGES.backup.maintenance });
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
