import { REMINDER_HOURS, type ReminderSettings } from '../../shared/schemas/reminders';
import type { Db } from '../db/open';
import { jsonSetting, type JsonSetting } from '../db/settings-store';

export type ReminderSettingsStore = JsonSetting<ReminderSettings>;

/** The owner's reminder on 'Ajustes': on, 24 hours before, until the owner chooses otherwise. */
export const createReminderSettings = (db: Db): ReminderSettingsStore => jsonSetting(db, 'reminders', { enabled: true, hoursBefore: REMINDER_HOURS.default });
