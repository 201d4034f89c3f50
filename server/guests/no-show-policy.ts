import type { NoShowPolicy } from '../../shared/schemas/guests';
import type { Db } from '../db/open';
import { jsonSetting, type JsonSetting } from '../db/settings-store';

export type NoShowPolicyStore = JsonSetting<NoShowPolicy>;

/** What happens to the online bookings of a guest who keeps missing them: nothing, until the owner chooses 'Pendiente'. */
export const createNoShowPolicy = (db: Db): NoShowPolicyStore => jsonSetting(db, 'noShowPolicy', { pendingAfterNoShows: false });
