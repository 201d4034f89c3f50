import type { Request, RequestHandler, Response } from 'express';
import type { offsiteCopyContract } from '../../shared/api/offsite-copy';
import { OFFSITE_MESSAGES } from '../../shared/messages/offsite';
import { BACKUP_MESSAGES } from './messages';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { PASSPHRASE_HEADER, STAFF_PASSWORD_HEADER } from '../../shared/schemas/offsite-copy';
import { SENT, type Handlers } from '../api/endpoints';
import { assertFromOwnPanel } from '../auth';
import { checkPasswordAgain } from '../auth';
import type { Clock } from '../kernel';
import { badRequest, conflict, HttpError } from '../http/errors';
import { allowLongUpload } from '../http/timeouts';
import { ImportDiskFull, ImportTooLarge, importCopy, MAX_IMPORT_GB } from './import';
import { DamagedCopy, WrongPassphrase } from './offsite-file';
import type { StaffPassword } from '../auth';
import type { OffsiteCopy } from './offsite-copy';

const M = OFFSITE_MESSAGES;

/** A header sent percent-encoded as UTF-8 (headers carry Latin-1 only); one that does not decode is taken as typed. */
function headerText(req: Request, name: string): string | null {
  const raw = req.get(name);
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const isOctetStream = (req: Request) => (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/octet-stream';

interface ImportDeps {
  dataDir: string;
  clock: Clock;
  /** Puts copy `id` in place of the database (server/start.ts), after the answer has gone out. */
  restore(id: string): void;
  /** The sign-in's count of wrong staff passwords. */
  passwordTries: RequestHandler[];
}

/**
 * 'Copia fuera del local' on 'Ajustes', and restoring one of its files: by staff, with the staff
 * password again as restoring a listed copy asks (a stolen session must not replace the data); and
 * on a new install's first-run screen, where no password exists yet, under the rule that lets the
 * owner choose it (this computer, this server's own page), and only until it is chosen.
 */
export function offsiteCopyEndpoints(
  { offsiteCopy, staffPassword }: { offsiteCopy: OffsiteCopy; staffPassword: StaffPassword },
  { dataDir, clock, restore, passwordTries }: ImportDeps,
): Handlers<typeof offsiteCopyContract> {
  /** Reads the file, checks it and keeps it as a copy; the restore starts once the 202 is sent. */
  async function receive(req: Request, res: Response): Promise<{ message: string } | typeof SENT> {
    const passphrase = headerText(req, PASSPHRASE_HEADER);
    if (!passphrase) throw badRequest(M.passphraseHeader);
    // Accepted: a copy of hundreds of MB may take minutes to arrive, as long as it keeps arriving.
    allowLongUpload(req);
    try {
      const { id } = await importCopy(req, passphrase, { dataDir, clock });
      res.on('finish', () => restore(id));
      return { message: BACKUP_MESSAGES.maintenance };
    } catch (error) {
      if (error instanceof WrongPassphrase) throw badRequest(M.wrongPassphrase);
      if (error instanceof DamagedCopy) throw badRequest(M.damaged);
      if (error instanceof ImportTooLarge) throw new HttpError(413, M.tooLarge(MAX_IMPORT_GB));
      if (error instanceof ImportDiskFull) throw new HttpError(507, M.diskFull, 'disk-full');
      // Cut for its silence (server/http/timeouts.ts), or the browser gave up: no one is left to answer.
      if (req.socket.destroyed) return SENT;
      throw error;
    }
  }
  const passwordAgain = (req: Request, typed: string) => checkPasswordAgain(req, typed, staffPassword.check);
  const needsFile = (req: Request) => {
    if (!isOctetStream(req)) throw new HttpError(415, M.notOctetStream);
  };

  return {
    settings: () => offsiteCopy.view(),
    // The staff password again, counted with the sign-in's: where copies go is worth a stolen session's while.
    save: {
      before: passwordTries,
      handle: async ({ body }, { req }) => {
        await passwordAgain(req, body.staffPassword);
        const problem = await offsiteCopy.configure(body.folder, body.passphrase);
        if (problem) throw badRequest(problem);
        return offsiteCopy.view();
      },
    },
    turnOff: {
      before: passwordTries,
      handle: async ({ body }, { req }) => {
        await passwordAgain(req, body.staffPassword);
        offsiteCopy.turnOff();
        return offsiteCopy.view();
      },
    },
    importCopy: {
      before: passwordTries,
      handle: async (_input, { req, res }) => {
        needsFile(req);
        // Checked before the file is read: a wrong password costs no upload.
        await passwordAgain(req, headerText(req, STAFF_PASSWORD_HEADER) ?? '');
        return receive(req, res);
      },
    },
    restoreOnFirstRun: async (_input, { req, res }) => {
      if (staffPassword.isSet()) throw conflict(AUTH_MESSAGES.alreadySetUp);
      assertFromOwnPanel(req, { localOnly: M.firstRunLocalOnly, fromPanelOnly: M.firstRunFromPanelOnly });
      needsFile(req);
      return receive(req, res);
    },
  };
}
