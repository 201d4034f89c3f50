/** The staff password as the owner chooses it on 'Ajustes' (and on the first run). */
import { z } from 'zod';
import { AUTH_MESSAGES } from '../messages/auth';

const M = AUTH_MESSAGES;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** A new password, typed twice so a slip of the finger does not lock the staff out. */
export const newPasswordFields = z
  .object({
    newPassword: z
      .string({ error: M.newPasswordTooShort(PASSWORD_MIN) })
      .min(PASSWORD_MIN, M.newPasswordTooShort(PASSWORD_MIN))
      .max(PASSWORD_MAX, M.newPasswordTooLong(PASSWORD_MAX)),
    repeatPassword: z.string({ error: M.passwordsDiffer }),
  })
  .refine((value) => value.newPassword === value.repeatPassword, { path: ['repeatPassword'], message: M.passwordsDiffer });

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(PASSWORD_MAX, M.currentPasswordWrong),
  })
  .and(newPasswordFields)
  .refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], message: M.passwordUnchanged });

export type PasswordChange = z.infer<typeof passwordChangeSchema>;
