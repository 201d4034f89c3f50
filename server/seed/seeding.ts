import type { Db } from '../db/open';

/** The transaction each part of the demo writes in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The creation time every seeded row carries, read once from the venue clock. */
export interface Stamp {
  createdAt: string;
  updatedAt: string;
}
