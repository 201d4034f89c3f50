/**
 * 'Ajustes' and the venue: details, mail, password, QR codes, internet access, tablets, copies and
 * privacy. A guest's export and a copy's zip are files, declared by their type (`type<…>()`).
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
import { at, errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const TAG = 'Ajustes';
const smtpView = z.object({ settings: smtpViewSchema.nullable() });
const tunnelView = tunnelViewSchema;
const lanView = lanViewSchema;
const backupId = z.object({ params: z.object({ id: z.string() }) });
/** A setting as it is now. */
const read = <Output extends z.ZodType>(path: `/api/${string}`, output: Output) => staffEndpoint.route(at('GET', path, TAG)).output(output);

export const venueContract = {
  /** The venue's name, address, hours and photo, for the site and the e-mails. */
  details: publicEndpoint
    .route(at('GET', '/api/venue', TAG))
    .errors(errorsOf('not-found'))
    .output(venueDto),
  /** What the privacy policy states about keeping data. */
  privacyTerms: publicEndpoint.route(at('GET', '/api/privacy', TAG)).output(privacyTermsSchema),
  saveDetails: staffEndpoint
    .route(at('PUT', '/api/admin/settings/venue', TAG))
    .meta({ emits: 'venue-changed' })
    .input(z.object({ body: venueDetailsSchema }))
    .output(venueDto),
};

export const settingsContract = {
  qrCodes: read('/api/admin/settings/qr-codes', qrSheetSchema),
  smtp: read('/api/admin/settings/smtp', smtpView),
  saveSmtp: staffEndpoint
    .route(at('PUT', '/api/admin/settings/smtp', TAG))
    .input(z.object({ body: smtpSettingsSchema }))
    .output(smtpView),
  clearSmtp: staffEndpoint.route(at('DELETE', '/api/admin/settings/smtp', TAG)).output(smtpView),
  /** 'Enviar correo de prueba': sent at once; a failure says why in the owner's words, never the mail server's own. */
  testSmtp: staffEndpoint
    .route(at('POST', '/api/admin/settings/smtp/test', TAG))
    .errors(errorsOf('mail-failed'))
    .output(z.object({ recipient: z.string() })),
  mailLog: read('/api/admin/settings/mail-log', mailLogSchema),
  /** A new staff password signs every other device out. */
  changePassword: staffEndpoint
    .route(at('POST', '/api/admin/settings/password', TAG))
    .errors(errorsOf('too-many-requests'))
    .input(z.object({ body: passwordChangeSchema }))
    .output(z.object({ success: z.literal(true) })),
  tunnel: read('/api/admin/settings/tunnel', tunnelView),
  saveTunnel: staffEndpoint
    .route(at('PUT', '/api/admin/settings/tunnel', TAG))
    .errors(errorsOf('conflict'))
    .input(z.object({ body: tunnelSettingsSchema }))
    .output(tunnelView),
  clearTunnel: staffEndpoint
    .route(at('DELETE', '/api/admin/settings/tunnel', TAG))
    .errors(errorsOf('conflict'))
    .output(tunnelView),
  /** 'Comprobar': the server asks for its own site through its public address, as a diner's phone would, and says whether it got there. */
  /** 'Primeros pasos': which of the first steps are done. */
  checklist: read('/api/admin/settings/checklist', z.object({ items: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })) })),
  checkPublicAddress: staffEndpoint
    .route(at('POST', '/api/admin/settings/public-address/check', TAG))
    .output(z.object({ address: z.string().nullable(), reachable: z.boolean(), message: z.string() })),
  lan: read('/api/admin/settings/lan', lanView),
  saveLan: staffEndpoint
    .route(at('PUT', '/api/admin/settings/lan', TAG))
    .errors(errorsOf('conflict'))
    .input(z.object({ body: lanSettingsSchema }))
    .output(lanView),
  privacy: read('/api/admin/settings/privacy', z.object({ settings: privacySettingsSchema })),
  /** A shorter period applies at once. */
  savePrivacy: staffEndpoint
    .route(at('PUT', '/api/admin/settings/privacy', TAG))
    .meta({ emits: 'reservation-updated' })
    .input(z.object({ body: privacySettingsSchema }))
    .output(z.object({ settings: privacySettingsSchema, removed: retentionResultSchema })),
  /** One diner's data, as a JSON file. */
  exportGuest: staffEndpoint
    .route(at('GET', '/api/admin/guests/export', TAG))
    .input(z.object({ query: guestQuerySchema }))
    .output(type<unknown>()),
  eraseGuest: staffEndpoint
    .route(at('POST', '/api/admin/guests/erase', TAG))
    .meta({ emits: 'reservation-updated' })
    .input(z.object({ body: guestQuerySchema }))
    .output(erasureResultSchema),
  backups: read('/api/admin/backups', backupListSchema),
  backUpNow: staffEndpoint.route(at('POST', '/api/admin/backups', TAG, 201)).output(backupEntrySchema),
  /** Asks for the password again: restoring replaces everything since the copy. The server restarts its data after answering. */
  restore: staffEndpoint
    .route(at('POST', '/api/admin/backups/{id}/restore', TAG, 202))
    .errors(errorsOf('not-found', 'conflict', 'too-many-requests'))
    .input(backupId.extend({ body: restoreRequestSchema }))
    .output(z.object({ message: z.string() })),
  /** A copy as a zip file. */
  downloadBackup: staffEndpoint
    .route(at('GET', '/api/admin/backups/{id}/download', TAG))
    .errors(errorsOf('not-found'))
    .input(backupId)
    .output(type<Blob>()),
};

export const dayContract = {
  /** The day at a glance: counts, next arrivals, requests, slot limits and the public address. */
  overview: staffEndpoint
    .route(at('GET', '/api/admin/dashboard', 'Reservas'))
    .input(z.object({ query: dayQuerySchema }))
    .output(dayOverviewDto),
  timeSlots: staffEndpoint
    .route(at('GET', '/api/admin/time-slots/{date}', 'Reservas'))
    .input(z.object({ params: dateParamsSchema }))
    .output(z.array(timeSlotDto)),
  /** Close a start slot to online bookings, or cap the bookings starting in it. */
  limitTimeSlot: staffEndpoint
    .route(at('PUT', '/api/admin/time-slots/{date}/{time}', 'Reservas'))
    .meta({ emits: 'calendar-changed' })
    .input(z.object({ params: timeSlotParamsSchema, body: timeSlotLimitSchema }))
    .output(timeSlotDto),
  clearTimeSlot: staffEndpoint
    .route(at('DELETE', '/api/admin/time-slots/{date}/{time}', 'Reservas'))
    .meta({ emits: 'calendar-changed' })
    .errors(errorsOf('not-found'))
    .input(z.object({ params: timeSlotParamsSchema }))
    .output(deletedDto),
};
