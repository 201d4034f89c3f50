import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type * as schema from './schema';

/** The venue's database: drizzle over better-sqlite3, with the client at hand for plain SQL. */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
