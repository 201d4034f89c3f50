import { sameSmtpServer, type SmtpSettings, type SmtpSettingsInput, type SmtpSettingsView } from '../../shared/schemas/smtp';
import type { Db } from '../db/open';
import type { Sealer } from '../kernel/sealer';
import { deleteSetting, readSetting, writeSetting } from '../db/settings-store';

const KEY = 'smtp';
/** Set when a test message left with the stored settings; any change of them clears it. */
const TESTED = 'smtp.tested';

export interface SmtpSettingsStore {
  /** The stored settings with their password, for the mail worker only; null while e-mail is off. */
  read(): SmtpSettings | null;
  /** Whether e-mail is on (a mail server is set), without opening the sealed password. */
  configured(): boolean;
  view(): SmtpSettingsView | null;
  /**
   * Settings as typed, with the stored password where it may go on (the password left blank, the
   * same server): what saving them would store, unsealed. Nothing is stored.
   */
  asTyped(input: SmtpSettingsInput): SmtpSettings;
  write(input: SmtpSettingsInput): SmtpSettingsView;
  /** Turns e-mail off. */
  clear(): void;
  markTested(): void;
  /** Whether a test message left with the settings as they are. */
  tested(): boolean;
}

/** Whether two sets of settings send the same way, password included. */
export const sameSmtpSettings = (a: SmtpSettings, b: SmtpSettings): boolean => sameSmtpServer(a, b) && a.from === b.from && a.password === b.password;

/** The password is stored sealed (server/secrets/sealer.ts); '' stays '' (a server without sign-in). */
export function createSmtpSettings(db: Db, sealer: Sealer): SmtpSettingsStore {
  const stored = (): SmtpSettings | null => {
    const row = readSetting(db, KEY);
    return row === null ? null : (JSON.parse(row) as SmtpSettings);
  };
  const read = (): SmtpSettings | null => {
    const settings = stored();
    return settings && { ...settings, password: settings.password === '' ? '' : (sealer.open(settings.password) ?? '') };
  };
  const view = (): SmtpSettingsView | null => {
    const settings = stored();
    if (!settings) return null;
    const { password, ...rest } = settings;
    const unreadable = password !== '' && sealer.open(password) === null;
    return { ...rest, hasPassword: password !== '' && !unreadable, passwordUnreadable: unreadable };
  };
  const asTyped = (input: SmtpSettingsInput): SmtpSettings => {
    const before = read();
    // Left blank, the stored password goes on only to the server it was typed for: a token that
    // changes the host and keeps the password would be handed the owner's password at its own server.
    const password = input.password ? input.password : before && sameSmtpServer(before, input) ? before.password : '';
    return { ...input, password };
  };
  return {
    read,
    configured: () => readSetting(db, KEY) !== null,
    view,
    asTyped,
    write(input) {
      const { password } = asTyped(input);
      const settings: SmtpSettings = { ...input, password: password === '' ? '' : sealer.seal(password) };
      writeSetting(db, KEY, JSON.stringify(settings));
      deleteSetting(db, TESTED);
      return view() as SmtpSettingsView;
    },
    clear: () => {
      deleteSetting(db, KEY);
      deleteSetting(db, TESTED);
    },
    markTested: () => writeSetting(db, TESTED, 'true'),
    tested: () => readSetting(db, TESTED) !== null,
  };
}
