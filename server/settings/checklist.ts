/**
 * 'Primeros pasos': each first step's state, read from what the app already keeps: the venue's
 * description, the week's hours saved by staff, the last mail that left (or a test that did), the public
 * address reached by 'Comprobar', a backup on disk.
 */
import type { settingsContract } from '../../shared/api/settings';
import type { SetupStep } from '../../shared/setup-steps';
import type { Handlers } from '../api/endpoints';
import type { Backups } from '../backup';
import type { CalendarStore } from '../calendar';
import type { Outbox, SmtpSettingsStore } from '../mail';
import type { ReachabilityCheck } from '../tunnel';
import type { VenueSettings } from '../venue';

export function checklistEndpoint({
  venue,
  calendar,
  smtpSettings,
  outbox,
  reachability,
  backups,
}: {
  venue: VenueSettings;
  calendar: CalendarStore;
  smtpSettings: SmtpSettingsStore;
  outbox: Outbox;
  reachability: ReachabilityCheck;
  backups: Backups;
}): Pick<Handlers<typeof settingsContract>, 'checklist'> {
  const checklist = () => {
    const details = venue.read();
    const done: Record<SetupStep, boolean> = {
      venue: details !== null && details.description.trim() !== '',
      hours: calendar.weekSaved(),
      mail: smtpSettings.view() !== null && (smtpSettings.tested() || outbox.lastSettledWasSent()),
      internet: reachability.lastReached() !== null,
      backup: backups.list().length > 0,
    };
    return { items: (Object.keys(done) as SetupStep[]).map((step) => ({ step, done: done[step] })) };
  };
  return { checklist };
}
