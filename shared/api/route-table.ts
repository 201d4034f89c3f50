/** The React app's route table (shared/api/routes.json), written from the contract by `npm run api:routes` and checked against it in a test. */
import { isContractProcedure } from '@orpc/contract';
import type { AnyEndpoint } from './endpoint';
import type { Route } from './route';

type Table = { [name: string]: Route | Table };

export function routeTable(contract: object): Table {
  return Object.fromEntries(
    Object.entries(contract).map(([key, value]: [string, unknown]) => {
      if (!isContractProcedure(value)) return [key, routeTable(value as object)];
      const { route, meta } = (value as AnyEndpoint)['~orpc'];
      return [key, { method: route.method ?? 'POST', path: route.path ?? '/', audience: meta.audience ?? 'public' }];
    }),
  );
}

export const routeTableSource = (contract: object) => `${JSON.stringify(routeTable(contract), null, 2)}\n`;
