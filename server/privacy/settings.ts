import { RETENTION_MONTHS, type PrivacySettings } from '../../shared/schemas/privacy';
import type { Db } from '../db/open';
import { jsonSetting, type JsonSetting } from '../db/settings-store';

export type PrivacySettingsStore = JsonSetting<PrivacySettings>;

/** The owner's retention period on 'Ajustes'; 24 months until the owner chooses another. */
export const createPrivacySettings = (db: Db): PrivacySettingsStore => jsonSetting(db, 'privacy', { retentionMonths: RETENTION_MONTHS.default });
