/** The whole API, feature by feature: what the server mounts, the React app calls and /api/openapi.json lists. */
import { calendarContract } from './calendar';
import { combinationsContract } from './combinations';
import { dinerAllergiesContract } from './diner-allergies';
import { feedbackContract } from './feedback';
import { guestsContract } from './guests';
import { menuAdminContract, menuContract } from './menu';
import { offsiteCopyContract } from './offsite-copy';
import { outagesContract } from './outages';
import { remindersContract } from './reminders';
import { reportsContract } from './reports';
import { reservationsContract } from './reservations';
import { dayContract, settingsContract, venueContract } from './settings';
import { authContract } from './staff-access';
import { systemContract } from './system';
import { tablesContract } from './tables';
import { turnTimesContract } from './turn-times';
import { waitlistContract } from './waitlist';

/** Raised when an endpoint changes in a way an integrator would notice. */
export const API_VERSION = '1.0.0';

export const apiContract = {
  reservations: reservationsContract,
  dinerAllergies: dinerAllergiesContract,
  reminders: remindersContract,
  feedback: feedbackContract,
  waitlist: waitlistContract,
  day: dayContract,
  tables: tablesContract,
  combinations: combinationsContract,
  calendar: calendarContract,
  turnTimes: turnTimesContract,
  menu: menuContract,
  menuAdmin: menuAdminContract,
  auth: authContract,
  venue: venueContract,
  settings: settingsContract,
  // After 'settings': its /api/admin/guests/export and /erase are mounted before /api/admin/guests/{id}.
  guests: guestsContract,
  offsiteCopy: offsiteCopyContract,
  reports: reportsContract,
  outages: outagesContract,
  system: systemContract,
};

export type ApiContract = typeof apiContract;
