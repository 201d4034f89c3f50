import type { SmtpSettings, SmtpSettingsInput, SmtpSettingsView } from '../../shared/schemas/smtp';
import type { Db } from '../db/open';
import { deleteSetting, readSetting, writeSetting } from '../settings/store';

const KEY = 'smtp';

export interface SmtpSettingsStore {
  /** The stored settings with their password, for the mail worker only; null while e-mail is off. */
  read(): SmtpSettings | null;
  view(): SmtpSettingsView | null;
  write(input: SmtpSettingsInput): SmtpSettingsView;
  /** Turns e-mail off. */
  clear(): void;
}

const toView = ({ password, ...rest }: SmtpSettings): SmtpSettingsView => ({ ...rest, hasPassword: password !== '' });

export function createSmtpSettings(db: Db): SmtpSettingsStore {
  const read = (): SmtpSettings | null => {
    const stored = readSetting(db, KEY);
    return stored === null ? null : (JSON.parse(stored) as SmtpSettings);
  };
  return {
    read,
    view: () => {
      const stored = read();
      return stored && toView(stored);
    },
    write(input) {
      const password = input.password ? input.password : (read()?.password ?? '');
      const settings: SmtpSettings = { ...input, password };
      writeSetting(db, KEY, JSON.stringify(settings));
      return toView(settings);
    },
    clear: () => deleteSetting(db, KEY),
  };
}
