/**
 * The contract's endpoints as the React app calls them (shared/api/route.ts). The table is data,
 * written from the contract by `npm run api:routes`; tests/api/contract.test.ts fails while the two
 * differ, which is what makes the cast to the contract's types sound.
 */
import type { ApiContract } from './index';
import type { RoutesOf } from './route';
import table from './routes.json';

export const apiRoutes = table as unknown as RoutesOf<ApiContract>;
