/**
 * The server's features, in dependency order: each is built from the kernel and what the ones
 * before it provide (the type checker refuses one whose needs come later), and together they answer
 * the whole API contract. A new feature is its folder and one line here.
 */
import { apiDocumentFeature } from './api/openapi';
import { authFeature, type Sleep } from './auth';
import { backupFeature } from './backup';
import { calendarFeature } from './calendar';
import { combinationsFeature } from './combinations';
import { dashboardFeature } from './dashboard';
import { liveEventsFeature } from './events';
import { fairUseFeature } from './fair-use';
import { feedbackFeature } from './feedback';
import { guestsFeature } from './guests';
import type { Kernel } from './kernel';
import { FeatureList } from './kernel/feature';
import { mailFeature, type MailOptions } from './mail';
import { menuFeature } from './menu';
import { networkFeature } from './network';
import { objectsFeature } from './objects';
import { outagesFeature } from './outages';
import { privacyFeature } from './privacy';
import { remindersFeature } from './reminders';
import { reportsFeature } from './reports';
import { reservationsFeature } from './reservations';
import { settingsFeature } from './settings';
import { tablesFeature } from './tables';
import { tunnelFeature, type TunnelOptions } from './tunnel';
import { turnTimesFeature } from './turn-times';
import { venueFeature } from './venue';
import { waitlistFeature } from './waitlist';

/** What `startServer` passes down: the tests' shorter waits and stand-ins, and the restore it runs. */
export interface FeatureOptions {
  sleep: Sleep;
  mail?: MailOptions;
  tunnel: TunnelOptions;
  heartbeatMs?: number;
  reminderPollMs?: number;
  waitlistPollMs?: number;
  restore(id: string): void;
}

export function buildFeatures(kernel: Kernel, options: FeatureOptions) {
  return (
    FeatureList.of(kernel)
      .add(outagesFeature(options.heartbeatMs))
      .add(fairUseFeature)
      // Early: the day's bookings read from the menu what each party must avoid.
      .add(menuFeature)
      .add(objectsFeature)
      .add(calendarFeature)
      .add(turnTimesFeature)
      .add(privacyFeature)
      .add(venueFeature)
      .add(authFeature(options.sleep))
      .add(mailFeature(options.mail))
      .add(tunnelFeature(options.tunnel))
      .add(networkFeature)
      .add(guestsFeature)
      .add(tablesFeature)
      .add(combinationsFeature)
      .add(reservationsFeature)
      .add(dashboardFeature)
      .add(remindersFeature(options.reminderPollMs))
      .add(feedbackFeature(options.reminderPollMs))
      .add(waitlistFeature(options.waitlistPollMs))
      .add(reportsFeature)
      .add(backupFeature(options.restore))
      .add(settingsFeature)
      .add(liveEventsFeature)
      .add(apiDocumentFeature)
  );
}

export type Features = ReturnType<typeof buildFeatures>;
