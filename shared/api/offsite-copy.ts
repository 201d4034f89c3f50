/**
 * 'Copia fuera del local' on 'Ajustes', and restoring one of its files: by staff, or on a new PC's
 * first-run screen before any staff password exists. The file travels as the raw body
 * (application/octet-stream); the passphrase in the X-Backup-Passphrase header, percent-encoded.
 */
import { z } from 'zod';
import { offsiteCopySettingsSchema, offsiteCopyTurnOffSchema, offsiteCopyViewSchema, PASSPHRASE_HEADER, STAFF_PASSWORD_HEADER } from '../schemas/offsite-copy';
import { at, errorsOf, publicEndpoint, rawBody, staffEndpoint } from './endpoint';

const TAG = 'Ajustes';
const restoring = z.object({ message: z.string() });

/** What OpenAPI says of the body and headers an import takes (the handler reads them; they are not JSON). */
const importSpec =
  (headers: string[]) =>
  <Operation extends object>(operation: Operation) => ({
    ...operation,
    parameters: headers.map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' }, description: 'Codificada como encodeURIComponent (UTF-8).' })),
    requestBody: rawBody('application/octet-stream', 'El archivo de la copia, tal cual.'),
  });

export const offsiteCopyContract = {
  /** The folder, the last copy's time and the last failure in words; never the passphrase. */
  settings: staffEndpoint.route(at('GET', '/api/admin/settings/offsite-copy', TAG, 'Copia fuera del local')).output(offsiteCopyViewSchema),
  /**
   * Chooses the folder and the recovery passphrase, with the staff password again; a folder that is
   * not there or cannot be written to is refused.
   */
  save: staffEndpoint
    .route(at('PUT', '/api/admin/settings/offsite-copy', TAG, 'Elegir la carpeta y la frase de la copia fuera del local'))
    .errors(errorsOf('too-many-requests'))
    .input(z.object({ body: offsiteCopySettingsSchema }))
    .output(offsiteCopyViewSchema),
  /** Stops writing copies there, with the staff password again; the files already written stay. */
  turnOff: staffEndpoint
    .route(at('DELETE', '/api/admin/settings/offsite-copy', TAG, 'Dejar de hacer la copia fuera del local'))
    .errors(errorsOf('too-many-requests'))
    .input(z.object({ body: offsiteCopyTurnOffSchema }))
    .output(offsiteCopyViewSchema),
  /**
   * Restores a file of 'Copia fuera del local', with the staff password again (X-Staff-Password),
   * as restoring a listed copy asks. The server restarts its data after answering.
   */
  importCopy: staffEndpoint
    .route({ ...at('POST', '/api/admin/backups/import', TAG, 'Restaurar un archivo de la copia fuera del local', 202), spec: importSpec([PASSPHRASE_HEADER, STAFF_PASSWORD_HEADER]) })
    .errors(errorsOf('too-large', 'unsupported-media', 'too-many-requests', 'disk-full'))
    .output(restoring),
  /** The same on a new install's first-run screen: only while no staff password is set, only from this computer's own panel. */
  restoreOnFirstRun: publicEndpoint
    .route({ ...at('POST', '/api/setup/restore', 'Acceso', 'Restaurar una copia en un ordenador nuevo (primera vez)', 202), spec: importSpec([PASSPHRASE_HEADER]) })
    .errors(errorsOf('forbidden', 'conflict', 'too-large', 'unsupported-media', 'disk-full'))
    .output(restoring),
};
