import { RETENTION_MONTHS, type PrivacySettings } from '../../shared/schemas/privacy';
import type { Db } from '../db/open';
import { readSetting, writeSetting } from '../settings/store';

const KEY = 'privacy';

export interface PrivacySettingsStore {
  read(): PrivacySettings;
  write(settings: PrivacySettings): PrivacySettings;
}

/** The owner's retention period on 'Ajustes'; 24 months until the owner chooses another. */
export function createPrivacySettings(db: Db): PrivacySettingsStore {
  return {
    read: () => {
      const stored = readSetting(db, KEY);
      return stored === null ? { retentionMonths: RETENTION_MONTHS.default } : (JSON.parse(stored) as PrivacySettings);
    },
    write(settings) {
      writeSetting(db, KEY, JSON.stringify(settings));
      return settings;
    },
  };
}
