/**
 * 'Ajustes' and the venue: details, mail, password, QR codes, internet access, tablets, copies and
 * privacy. A guest's export and a copy's zip are files: typed for the code by `type<…>()`, for the document
 * by `answerAs`.
 */
import { type } from '@orpc/contract';
import { z } from 'zod';
import { qrSheetSchema } from '../qr-codes';
import { SETUP_STEPS } from '../setup-steps';
import { backupEntrySchema, backupListSchema, restoreRequestSchema } from '../schemas/backup';
import { dateParamsSchema, dayQuerySchema } from '../schemas/reservation';
import { lanSettingsSchema, lanViewSchema } from '../schemas/lan';
import { passwordChangeSchema } from '../schemas/password';
import { erasureResultSchema, guestQuerySchema, privacySettingsSchema, privacyTermsSchema, retentionResultSchema } from '../schemas/privacy';
import { mailLogSchema, smtpSettingsSchema, smtpViewSchema } from '../schemas/smtp';
import { timeSlotLimitSchema, timeSlotParamsSchema } from '../schemas/time-slot';
import { tunnelSettingsSchema, tunnelViewSchema } from '../schemas/tunnel';
import { venueDetailsSchema } from '../schemas/venue';
import { dayOverviewDto, deletedDto, timeSlotDto, venueDto } from './dto';
import { answerAs, at, errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const TAG = 'Ajustes';
const smtpView = z.object({ settings: smtpViewSchema.nullable() });
const tunnelView = tunnelViewSchema;
const lanView = lanViewSchema;
const backupId = z.object({ params: z.object({ id: z.string() }) });
/** A setting as it is now. */
const read = <Output extends z.ZodType>(path: `/api/${string}`, summary: string, output: Output) => staffEndpoint.route(at('GET', path, TAG, summary)).output(output);

export const venueContract = {
  /** The venue's name, address, hours and photo, for the site and the e-mails. */
  details: publicEndpoint
    .route(at('GET', '/api/venue', TAG, 'Datos del restaurante'))
    .errors(errorsOf('not-found'))
    .output(venueDto),
  /** What the privacy policy states about keeping data. */
  privacyTerms: publicEndpoint.route(at('GET', '/api/privacy', TAG, 'Plazos de conservación de datos (política de privacidad)')).output(privacyTermsSchema),
  saveDetails: staffEndpoint
    .route(at('PUT', '/api/admin/settings/venue', TAG, 'Guardar los datos del restaurante'))
    .meta({ emits: 'venue-changed' })
    .input(z.object({ body: venueDetailsSchema }))
    .output(venueDto),
};

export const settingsContract = {
  qrCodes: read('/api/admin/settings/qr-codes', 'Códigos QR de la carta y las reservas', qrSheetSchema),
  smtp: read('/api/admin/settings/smtp', 'Ajustes del correo saliente', smtpView),
  saveSmtp: staffEndpoint
    .route(at('PUT', '/api/admin/settings/smtp', TAG, 'Guardar los ajustes del correo saliente'))
    .input(z.object({ body: smtpSettingsSchema }))
    .output(smtpView),
  clearSmtp: staffEndpoint.route(at('DELETE', '/api/admin/settings/smtp', TAG, 'Quitar los ajustes del correo saliente')).output(smtpView),
  /**
   * 'Enviar correo de prueba': sent at once; a failure says why in the owner's words, never the mail
   * server's own. With `settings`, sent with them as typed, saved or not (checked as a save checks them;
   * the stored password goes only to the server it was saved for); nothing is stored. Without, the
   * stored ones.
   */
  testSmtp: staffEndpoint
    .route(at('POST', '/api/admin/settings/smtp/test', TAG, 'Enviar un correo de prueba'))
    .errors(errorsOf('mail-failed'))
    .input(z.object({ body: z.object({ settings: smtpSettingsSchema.optional() }) }))
    .output(z.object({ recipient: z.string() })),
  mailLog: read('/api/admin/settings/mail-log', 'Registro de correos enviados', mailLogSchema),
  /** A new staff password signs every other device out. */
  changePassword: staffEndpoint
    .route(at('POST', '/api/admin/settings/password', TAG, 'Cambiar la contraseña del personal'))
    .errors(errorsOf('too-many-requests'))
    .input(z.object({ body: passwordChangeSchema }))
    .output(z.object({ success: z.literal(true) })),
  tunnel: read('/api/admin/settings/tunnel', 'Acceso desde internet (túnel)', tunnelView),
  saveTunnel: staffEndpoint
    .route(at('PUT', '/api/admin/settings/tunnel', TAG, 'Guardar el acceso desde internet'))
    .errors(errorsOf('conflict'))
    .input(z.object({ body: tunnelSettingsSchema }))
    .output(tunnelView),
  clearTunnel: staffEndpoint
    .route(at('DELETE', '/api/admin/settings/tunnel', TAG, 'Quitar el acceso desde internet'))
    .errors(errorsOf('conflict'))
    .output(tunnelView),
  /** 'Primeros pasos': which of the first steps are done. */
  checklist: read('/api/admin/settings/checklist', 'Primeros pasos', z.object({ items: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })) })),
  /** 'Comprobar': the server asks for its own site through its public address, as a diner's phone would, and says whether it got there. */
  checkPublicAddress: staffEndpoint
    .route(at('POST', '/api/admin/settings/public-address/check', TAG, 'Comprobar la dirección pública'))
    .output(z.object({ address: z.string().nullable(), reachable: z.boolean(), message: z.string() })),
  lan: read('/api/admin/settings/lan', 'Acceso desde la red del local', lanView),
  saveLan: staffEndpoint
    .route(at('PUT', '/api/admin/settings/lan', TAG, 'Guardar el acceso desde la red del local'))
    .errors(errorsOf('conflict'))
    .input(z.object({ body: lanSettingsSchema }))
    .output(lanView),
  privacy: read('/api/admin/settings/privacy', 'Ajustes de privacidad', z.object({ settings: privacySettingsSchema })),
  /** A shorter period applies at once. */
  savePrivacy: staffEndpoint
    .route(at('PUT', '/api/admin/settings/privacy', TAG, 'Guardar los ajustes de privacidad'))
    .meta({ emits: 'reservation-updated' })
    .input(z.object({ body: privacySettingsSchema }))
    .output(z.object({ settings: privacySettingsSchema, removed: retentionResultSchema })),
  /** One diner's data, as a JSON file. */
  exportGuest: staffEndpoint
    .route({
      ...at('GET', '/api/admin/guests/export', TAG, 'Exportar los datos de un cliente'),
      ...answerAs(
        'application/json',
        'Los datos del cliente como archivo JSON para descargar: su ficha, sus reservas, sus solicitudes, sus entradas en la lista de espera y los correos que se le enviaron.',
        {
          schema: { type: 'object' },
          filename: 'datos-{correo o teléfono}.json',
        },
      ),
    })
    .input(z.object({ query: guestQuerySchema }))
    .output(type<unknown>()),
  eraseGuest: staffEndpoint
    .route(at('POST', '/api/admin/guests/erase', TAG, 'Borrar los datos de un cliente'))
    .meta({ emits: 'reservation-updated' })
    .input(z.object({ body: guestQuerySchema }))
    .output(erasureResultSchema),
  backups: read('/api/admin/backups', 'Copias de seguridad', backupListSchema),
  backUpNow: staffEndpoint.route(at('POST', '/api/admin/backups', TAG, 'Hacer una copia de seguridad ahora', 201)).output(backupEntrySchema),
  /** Asks for the password again: restoring replaces everything since the copy. The server restarts its data after answering. */
  restore: staffEndpoint
    .route(at('POST', '/api/admin/backups/{id}/restore', TAG, 'Restaurar una copia de seguridad', 202))
    .errors(errorsOf('not-found', 'conflict', 'too-many-requests'))
    .input(backupId.extend({ body: restoreRequestSchema }))
    .output(z.object({ message: z.string() })),
  /** A copy as a zip file. */
  downloadBackup: staffEndpoint
    .route({
      ...at('GET', '/api/admin/backups/{id}/download', TAG, 'Descargar una copia de seguridad'),
      ...answerAs('application/zip', 'La copia como archivo zip.', { schema: { type: 'string', format: 'binary' }, filename: 'copia-{restaurante}-{id}.zip' }),
    })
    .errors(errorsOf('not-found'))
    .input(backupId)
    .output(type<Blob>()),
};

export const dayContract = {
  /** The day at a glance: counts, next arrivals, requests, slot limits and the public address. */
  overview: staffEndpoint
    .route(at('GET', '/api/admin/dashboard', 'Reservas', 'Resumen del día'))
    .input(z.object({ query: dayQuerySchema }))
    .output(dayOverviewDto),
  timeSlots: staffEndpoint
    .route(at('GET', '/api/admin/time-slots/{date}', 'Reservas', 'Horas de llegada de un día y sus límites'))
    .input(z.object({ params: dateParamsSchema }))
    .output(z.array(timeSlotDto)),
  /** Close a start slot to online bookings, or cap the bookings starting in it. */
  limitTimeSlot: staffEndpoint
    .route(at('PUT', '/api/admin/time-slots/{date}/{time}', 'Reservas', 'Cerrar o limitar una hora de llegada'))
    .meta({ emits: 'calendar-changed' })
    .input(z.object({ params: timeSlotParamsSchema, body: timeSlotLimitSchema }))
    .output(timeSlotDto),
  clearTimeSlot: staffEndpoint
    .route(at('DELETE', '/api/admin/time-slots/{date}/{time}', 'Reservas', 'Quitar el límite de una hora de llegada'))
    .meta({ emits: 'calendar-changed' })
    .errors(errorsOf('not-found'))
    .input(z.object({ params: timeSlotParamsSchema }))
    .output(deletedDto),
};
