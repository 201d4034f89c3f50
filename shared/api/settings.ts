/**
 * 'Ajustes' and the venue: details, mail, password, QR codes, internet access, tablets, copies and
 * privacy. Answers that only 'Ajustes' reads are declared by their TypeScript type (`type<…>()`).
 */
import { type } from '@orpc/contract';
import { z } from 'zod';
import type { QrSheet } from '../qr-codes';
import { restoreRequestSchema, type BackupEntry, type BackupList } from '../schemas/backup';
import { dateParamsSchema } from '../schemas/reservation';
import { lanSettingsSchema, type LanView } from '../schemas/lan';
import { passwordChangeSchema } from '../schemas/password';
import { guestQuerySchema, privacySettingsSchema, type ErasureResult, type PrivacySettings, type PrivacyTerms, type RetentionResult } from '../schemas/privacy';
import { smtpSettingsSchema, type MailLog, type SmtpSettingsView } from '../schemas/smtp';
import { timeSlotLimitSchema, timeSlotParamsSchema } from '../schemas/time-slot';
import { tunnelSettingsSchema, type TunnelView } from '../schemas/tunnel';
import { venueDetailsSchema, type VenueDetails } from '../schemas/venue';
import { dayOverviewDto, deletedDto, timeSlotDto } from './dto';
import { errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const TAG = ['Ajustes'];
const smtpView = type<{ settings: SmtpSettingsView | null }>();

export const venueContract = {
  /** The venue's name, address, hours and photo, for the site and the e-mails. */
  details: publicEndpoint
    .route({ method: 'GET', path: '/api/venue', tags: TAG })
    .errors(errorsOf('not-found'))
    .output(type<VenueDetails>()),
  /** What the privacy policy states about keeping data. */
  privacyTerms: publicEndpoint.route({ method: 'GET', path: '/api/privacy', tags: TAG }).output(type<PrivacyTerms>()),
  saveDetails: staffEndpoint
    .route({ method: 'PUT', path: '/api/admin/settings/venue', inputStructure: 'detailed', tags: TAG })
    .meta({ emits: 'venue-changed' })
    .input(z.object({ body: venueDetailsSchema }))
    .output(type<VenueDetails>()),
};

export const settingsContract = {
  qrCodes: staffEndpoint.route({ method: 'GET', path: '/api/admin/settings/qr-codes', tags: TAG }).output(type<QrSheet>()),
  smtp: staffEndpoint.route({ method: 'GET', path: '/api/admin/settings/smtp', tags: TAG }).output(smtpView),
  saveSmtp: staffEndpoint
    .route({ method: 'PUT', path: '/api/admin/settings/smtp', inputStructure: 'detailed', tags: TAG })
    .input(z.object({ body: smtpSettingsSchema }))
    .output(smtpView),
  clearSmtp: staffEndpoint.route({ method: 'DELETE', path: '/api/admin/settings/smtp', tags: TAG }).output(smtpView),
  /** 'Enviar correo de prueba': sent at once, so the owner reads what the mail server says. */
  testSmtp: staffEndpoint
    .route({ method: 'POST', path: '/api/admin/settings/smtp/test', tags: TAG })
    .errors(errorsOf('mail-failed'))
    .output(z.object({ recipient: z.string() })),
  mailLog: staffEndpoint.route({ method: 'GET', path: '/api/admin/settings/mail-log', tags: TAG }).output(type<MailLog>()),
  /** A new staff password signs every other device out. */
  changePassword: staffEndpoint
    .route({ method: 'POST', path: '/api/admin/settings/password', inputStructure: 'detailed', tags: TAG })
    .input(z.object({ body: passwordChangeSchema }))
    .output(z.object({ success: z.literal(true) })),
  tunnel: staffEndpoint.route({ method: 'GET', path: '/api/admin/settings/tunnel', tags: TAG }).output(type<TunnelView>()),
  saveTunnel: staffEndpoint
    .route({ method: 'PUT', path: '/api/admin/settings/tunnel', inputStructure: 'detailed', tags: TAG })
    .errors(errorsOf('conflict'))
    .input(z.object({ body: tunnelSettingsSchema }))
    .output(type<TunnelView>()),
  clearTunnel: staffEndpoint
    .route({ method: 'DELETE', path: '/api/admin/settings/tunnel', tags: TAG })
    .errors(errorsOf('conflict'))
    .output(type<TunnelView>()),
  lan: staffEndpoint.route({ method: 'GET', path: '/api/admin/settings/lan', tags: TAG }).output(type<LanView>()),
  saveLan: staffEndpoint
    .route({ method: 'PUT', path: '/api/admin/settings/lan', inputStructure: 'detailed', tags: TAG })
    .errors(errorsOf('conflict'))
    .input(z.object({ body: lanSettingsSchema }))
    .output(type<LanView>()),
  privacy: staffEndpoint.route({ method: 'GET', path: '/api/admin/settings/privacy', tags: TAG }).output(type<{ settings: PrivacySettings }>()),
  /** A shorter period applies at once. */
  savePrivacy: staffEndpoint
    .route({ method: 'PUT', path: '/api/admin/settings/privacy', inputStructure: 'detailed', tags: TAG })
    .meta({ emits: 'reservation-updated' })
    .input(z.object({ body: privacySettingsSchema }))
    .output(type<{ settings: PrivacySettings; removed: RetentionResult }>()),
  /** One diner's data, as a JSON file. */
  exportGuest: staffEndpoint
    .route({ method: 'GET', path: '/api/admin/guests/export', inputStructure: 'detailed', tags: TAG })
    .input(z.object({ query: guestQuerySchema }))
    .output(type<unknown>()),
  eraseGuest: staffEndpoint
    .route({ method: 'POST', path: '/api/admin/guests/erase', inputStructure: 'detailed', tags: TAG })
    .meta({ emits: 'reservation-updated' })
    .input(z.object({ body: guestQuerySchema }))
    .output(type<ErasureResult>()),
  backups: staffEndpoint.route({ method: 'GET', path: '/api/admin/backups', tags: TAG }).output(type<BackupList>()),
  backUpNow: staffEndpoint
    .route({ method: 'POST', path: '/api/admin/backups', successStatus: 201, tags: TAG })
    .output(type<BackupEntry>()),
  /** Asks for the password again: restoring replaces everything since the copy. The server restarts its data after answering. */
  restore: staffEndpoint
    .route({ method: 'POST', path: '/api/admin/backups/{id}/restore', inputStructure: 'detailed', successStatus: 202, tags: TAG })
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: z.object({ id: z.string() }), body: restoreRequestSchema }))
    .output(z.object({ message: z.string() })),
  /** A copy as a zip file. */
  downloadBackup: staffEndpoint
    .route({ method: 'GET', path: '/api/admin/backups/{id}/download', inputStructure: 'detailed', tags: TAG })
    .errors(errorsOf('not-found'))
    .input(z.object({ params: z.object({ id: z.string() }) }))
    .output(type<Blob>()),
};

export const dayContract = {
  /** The day at a glance: counts, next arrivals, requests, slot limits and the public address. */
  overview: staffEndpoint
    .route({ method: 'GET', path: '/api/admin/dashboard', inputStructure: 'detailed', tags: ['Reservas'] })
    .input(z.object({ query: z.object({ date: dateParamsSchema.shape.date.optional() }) }))
    .output(dayOverviewDto),
  timeSlots: staffEndpoint
    .route({ method: 'GET', path: '/api/admin/time-slots/{date}', inputStructure: 'detailed', tags: ['Reservas'] })
    .input(z.object({ params: dateParamsSchema }))
    .output(z.array(timeSlotDto)),
  /** Close a start slot to online bookings, or cap the bookings starting in it. */
  limitTimeSlot: staffEndpoint
    .route({ method: 'PUT', path: '/api/admin/time-slots/{date}/{time}', inputStructure: 'detailed', tags: ['Reservas'] })
    .input(z.object({ params: timeSlotParamsSchema, body: timeSlotLimitSchema }))
    .output(timeSlotDto),
  clearTimeSlot: staffEndpoint
    .route({ method: 'DELETE', path: '/api/admin/time-slots/{date}/{time}', inputStructure: 'detailed', tags: ['Reservas'] })
    .errors(errorsOf('not-found'))
    .input(z.object({ params: timeSlotParamsSchema }))
    .output(deletedDto),
};
