/** 'Copia fuera del local': the folder every backup is also written to, encrypted with the owner's recovery passphrase. */
import { z } from 'zod';
import { OFFSITE_MESSAGES } from '../messages/offsite';
import { staffPasswordAgainSchema } from './backup';

const M = OFFSITE_MESSAGES;

const PASSPHRASE_MIN = 12;
const PASSPHRASE_MAX = 200;
const FOLDER_MAX = 1000;

const passphraseSchema = z
  .string({ error: M.passphraseRequired })
  .min(1, M.passphraseRequired)
  .min(PASSPHRASE_MIN, M.passphraseTooShort(PASSPHRASE_MIN))
  .max(PASSPHRASE_MAX, M.passphraseTooLong(PASSPHRASE_MAX));

/**
 * Where every future copy goes, and whether any does, asks for the staff password again: a stolen
 * session must not point the copies at its own folder and passphrase, nor stop them.
 */
const withStaffPassword = z.object({ staffPassword: staffPasswordAgainSchema });

/** PUT /api/admin/settings/offsite-copy. The passphrase is never stored readable, and never answered. */
export const offsiteCopySettingsSchema = withStaffPassword.extend({
  folder: z.string({ error: M.folderRequired }).trim().min(1, M.folderRequired).max(FOLDER_MAX, M.folderTooLong),
  passphrase: passphraseSchema,
});

/** DELETE /api/admin/settings/offsite-copy. */
export const offsiteCopyTurnOffSchema = withStaffPassword;

/** The form: the passphrase typed twice, since it is never shown again. */
export const offsiteCopyFormSchema = offsiteCopySettingsSchema
  .extend({ repeatPassphrase: z.string() })
  .refine((form) => form.passphrase === form.repeatPassphrase, { path: ['repeatPassphrase'], message: M.passphrasesDiffer });

export type OffsiteCopySettings = z.infer<typeof offsiteCopySettingsSchema>;
export type OffsiteCopyForm = z.input<typeof offsiteCopyFormSchema>;

export const offsiteCopyViewSchema = z.object({
  /** Where the copies go; null while the off-site copy is off. */
  folder: z.string().nullable(),
  /** When the last file was written there. */
  lastCopyAt: z.string().nullable(),
  /** The last attempt's failure in words (folder missing, disk full, no permission); null once a copy succeeds. */
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
});

export type OffsiteCopyView = z.infer<typeof offsiteCopyViewSchema>;

/** The off-site files' ending: what the first-run screen's file picker offers. */
export const OFFSITE_FILE_EXTENSION = '.cifrada';

/**
 * Headers carry Latin-1 only: the passphrase (and the staff password) travel percent-encoded as
 * UTF-8, as `encodeURIComponent` writes them, so an accent or a '€' arrives as typed.
 */
export const PASSPHRASE_HEADER = 'X-Backup-Passphrase';
export const STAFF_PASSWORD_HEADER = 'X-Staff-Password';
