import { REMINDER_DEFAULTS, reminderSettingsSchema, type ReminderSettings } from '../../shared/schemas/reminders';
import type { Db } from '../db/open';
import { jsonSetting, type JsonSetting } from '../db/settings-store';

export type ReminderSettingsStore = JsonSetting<ReminderSettings>;

/**
 * The owner's reminders on 'Ajustes': on, 24 hours before, big or far-ahead bookings asked to
 * reconfirm, the survey the morning after, until the owner chooses otherwise. What was saved before
 * a choice existed reads with that choice's default.
 */
export function createReminderSettings(db: Db): ReminderSettingsStore {
  const stored = jsonSetting<unknown>(db, 'reminders', REMINDER_DEFAULTS);
  return { read: () => reminderSettingsSchema.parse(stored.read()), write: (value) => reminderSettingsSchema.parse(stored.write(value)) };
}
