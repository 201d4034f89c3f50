/** Every endpoint's handler, feature by feature, in the contract's shape (shared/api/index.ts). */
import type { ApiContract } from '../shared/api';
import { authEndpoints } from './auth/endpoints';
import { backupEndpoints } from './backup/endpoints';
import { offsiteCopyEndpoints } from './backup/offsite-endpoints';
import { calendarEndpoints } from './calendar/endpoints';
import type { AppConfig, Clock, Db, Logger } from './kernel';
import type { Services } from './services';
import { dayEndpoints } from './dashboard/endpoints';
import { liveEventsEndpoint } from './events/endpoint';
import { menuAdminEndpoints, menuEndpoints } from './menu/endpoints';
import { outageEndpoints } from './outages/endpoints';
import { lanEndpoints } from './network/endpoints';
import { uploadEndpoints } from './objects/endpoints';
import { privacyEndpoints } from './privacy/endpoints';
import { guestEndpoints } from './guests/endpoints';
import { reminderEndpoints } from './reminders/endpoints';
import { reportEndpoints } from './reports/endpoints';
import { reservationEndpoints } from './reservations/endpoints';
import { mailAndAccessEndpoints, venueEndpoints } from './settings/endpoints';
import { tableEndpoints } from './tables/endpoints';
import { checklistEndpoint } from './settings/checklist';
import { tunnelEndpoints } from './tunnel/endpoints';
import { CHALLENGE_HEADER, PROOF_HEADER } from './tunnel/reachability';
import type { Handlers } from './api/endpoints';
import { openApiDocument } from './api/openapi';
import { loginLimiter, type Sleep } from './auth/login-limiter';

/** What the handlers are built from. */
export interface HandlerDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  logger: Logger;
  /** Every store and service (server/services.ts), shared with the background work `startServer` runs. */
  services: Services;
  /** Puts backup `id` in place of the database, after the answer that asked for it has gone out. */
  restore(id: string): void;
}

export function apiHandlers({ db, clock, logger, services, restore, config }: HandlerDeps, sleep: Sleep): Handlers<ApiContract> {
  const openapi = openApiDocument();
  // One count of wrong staff passwords, wherever one is typed (server/auth/login-limiter.ts).
  const passwordTries = loginLimiter(sleep);
  return {
    reservations: reservationEndpoints(services, clock),
    reminders: reminderEndpoints(services),
    day: dayEndpoints(services, clock),
    tables: tableEndpoints(services, clock),
    calendar: calendarEndpoints(services),
    menu: menuEndpoints(services),
    menuAdmin: menuAdminEndpoints(services),
    auth: authEndpoints(db, services, passwordTries),
    venue: venueEndpoints(services),
    settings: {
      ...mailAndAccessEndpoints(services, logger, passwordTries),
      ...tunnelEndpoints(services),
      ...checklistEndpoint(services),
      ...lanEndpoints(services),
      ...privacyEndpoints(services),
      ...backupEndpoints(services, clock, restore, passwordTries),
    },
    guests: guestEndpoints(services),
    offsiteCopy: offsiteCopyEndpoints(services, { dataDir: config.dataDir, clock, restore, passwordTries }),
    reports: reportEndpoints(services),
    outages: outageEndpoints(services, clock),
    system: {
      // 'Comprobar' knows it reached this very server through the public address: only it can answer its challenge.
      health: (_input, { req, res }) => {
        const proof = services.reachability.proof(req.get(CHALLENGE_HEADER));
        if (proof !== null) res.set(PROOF_HEADER, proof);
        return { status: 'ok' as const };
      },
      openapi: () => openapi(),
      events: liveEventsEndpoint(services.events, services.sessions),
      ...uploadEndpoints(services, clock),
    },
  };
}
