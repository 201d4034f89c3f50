/** The data migrations, in the order they run; each names the SQL migration it follows (server/db/migrate.ts). */
import type { DataMigration } from '../migrate';
import { foldGuestNames } from './0001-fold-guest-names';
import { linkGuests } from './0002-link-guests';

export const DATA_MIGRATIONS: readonly DataMigration[] = [foldGuestNames, linkGuests];
