/**
 * An endpoint as the React app calls it: method, path and audience, with the contract's types
 * riding along. The app imports these (shared/api/routes.ts) rather than the contract itself, so
 * the diner's pages do not carry every schema of the API to the phone.
 */
import type { AnyContractProcedure } from '@orpc/contract';
import type { Audience } from './endpoint';

export interface Route<Procedure = unknown> {
  readonly method: string;
  /** As declared: /api/reservations/{id}. */
  readonly path: string;
  readonly audience: Audience;
  /** Never set: carries the endpoint's input and answer types to `call`. */
  readonly contract?: Procedure;
}

/** The contract's shape, each endpoint a Route. */
export type RoutesOf<C> = { readonly [K in keyof C]: C[K] extends AnyContractProcedure ? Route<C[K]> : RoutesOf<C[K]> };

/** Every route of a table, in declaration order. */
export function routesIn(table: object): Route[] {
  return Object.values(table).flatMap((value: unknown) => (isRoute(value) ? [value] : routesIn(value as object)));
}

function isRoute(value: unknown): value is Route {
  return typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string';
}

/** Whether `pathname` is an address of `path` ('/api/products/3' of '/api/products/{id}'). */
export function pathMatches(path: string, pathname: string): boolean {
  const declared = path.split('/');
  const asked = pathname.split('/');
  return declared.length === asked.length && declared.every((part, index) => /^\{\w+\}$/.test(part) || part === asked[index]);
}
