/** Every endpoint's handler, feature by feature, in the contract's shape (shared/api/index.ts). */
import type { ApiContract } from '../../shared/api';
import { authEndpoints } from '../auth/endpoints';
import { backupEndpoints } from '../backup/endpoints';
import { calendarEndpoints } from '../calendar/endpoints';
import type { AppDeps } from '../context';
import { dayEndpoints } from '../dashboard/endpoints';
import { liveEventsEndpoint } from '../events/endpoint';
import { menuAdminEndpoints, menuEndpoints } from '../menu/endpoints';
import { lanEndpoints } from '../network/endpoints';
import { uploadEndpoints } from '../objects/endpoints';
import { privacyEndpoints } from '../privacy/endpoints';
import { guestEndpoints } from '../guests/endpoints';
import { reminderEndpoints } from '../reminders/endpoints';
import { reportEndpoints } from '../reports/endpoints';
import { reservationEndpoints } from '../reservations/endpoints';
import { mailAndAccessEndpoints, venueEndpoints } from '../settings/endpoints';
import { tableEndpoints } from '../tables/endpoints';
import { checklistEndpoint } from '../settings/checklist';
import { tunnelEndpoints } from '../tunnel/endpoints';
import { INSTANCE_HEADER } from '../tunnel/reachability';
import type { Handlers } from './endpoints';
import { openApiDocument } from './openapi';
import type { Sleep } from '../auth/login-limiter';

export function apiHandlers({ db, clock, services, restore }: AppDeps, sleep: Sleep): Handlers<ApiContract> {
  const openapi = openApiDocument();
  return {
    reservations: reservationEndpoints(services, clock),
    reminders: reminderEndpoints(services),
    day: dayEndpoints(services, clock),
    tables: tableEndpoints(services, clock),
    calendar: calendarEndpoints(services),
    menu: menuEndpoints(services),
    menuAdmin: menuAdminEndpoints(services),
    auth: authEndpoints(db, services, sleep),
    venue: venueEndpoints(services),
    settings: {
      ...mailAndAccessEndpoints(services),
      ...tunnelEndpoints(services),
      ...checklistEndpoint(services),
      ...lanEndpoints(services),
      ...privacyEndpoints(services),
      ...backupEndpoints(services, clock, restore),
    },
    guests: guestEndpoints(services),
    reports: reportEndpoints(services),
    system: {
      // Which server answered: 'Comprobar' knows it reached this one through the public address.
      health: (_input, { res }) => {
        res.set(INSTANCE_HEADER, services.reachability.instanceId);
        return { status: 'ok' as const };
      },
      openapi: () => openapi(),
      events: liveEventsEndpoint(services.events, services.sessions),
      ...uploadEndpoints(services, clock),
    },
  };
}
