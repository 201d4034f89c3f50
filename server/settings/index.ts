/** 'Ajustes': the mail server, the staff password, the QR codes, and 'Primeros pasos'. */
import type { RequestHandler } from 'express';
import type { SessionStore, StaffPassword } from '../auth';
import type { Backups } from '../backup';
import type { CalendarStore } from '../calendar';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { Outbox, SmtpSettingsStore } from '../mail';
import type { ReachabilityCheck } from '../tunnel';
import type { VenueSettings } from '../venue';
import { checklistEndpoint } from './checklist';
import { mailAndAccessEndpoints } from './endpoints';

type Needs = {
  venue: VenueSettings;
  calendar: CalendarStore;
  staffPassword: StaffPassword;
  sessions: SessionStore;
  passwordTries: RequestHandler[];
  smtpSettings: SmtpSettingsStore;
  outbox: Outbox;
  publicAddress: () => string | null;
  reachability: ReachabilityCheck;
  backups: Backups;
};

export function settingsFeature({ logger }: Kernel, needs: Needs): Feature {
  return {
    name: 'settings',
    provides: {},
    handlers: { settings: { ...mailAndAccessEndpoints(needs, logger, needs.passwordTries), ...checklistEndpoint(needs) } },
  };
}
