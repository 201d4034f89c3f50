/**
 * The contract (shared/api/) turned into Express routes: each endpoint is mounted at its declared
 * method and path, behind the staff guard when its audience is staff, its input parsed by its
 * schema, its answer sent with its success status, and its live event published once it succeeds.
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyContractProcedure, ContractProcedure, InferSchemaInput, InferSchemaOutput } from '@orpc/contract';
import type { ErrorRequestHandler, Request, RequestHandler, Response, Router } from 'express';
import { ZodError, type ZodType } from 'zod';
import { endpointsOf, type AnyEndpoint, type Endpoint } from '../../shared/api/endpoint';
import { bearerToken } from '../http/bearer-token';
import type { EventBus } from '../kernel/event-bus';
import { classifyError } from '../http/errors';
import { writtenAnswer } from './shared-answers';

type EtagOf = Parameters<typeof writtenAnswer>[1];

/** Returned by a handler that wrote the answer itself (a stream, a file). */
export const SENT = Symbol('sent');

export interface Call {
  req: Request;
  res: Response;
}

type InputOf<P> = P extends ContractProcedure<infer I, infer _O, infer _E, infer _M> ? InferSchemaOutput<I> : never;
type OutputOf<P> = P extends ContractProcedure<infer _I, infer O, infer _E, infer _M> ? InferSchemaInput<O> : never;

export type Handle<P> = (input: InputOf<P>, call: Call) => OutputOf<P> | typeof SENT | Promise<OutputOf<P> | typeof SENT>;

/** A handler, with the Express middleware (a rate limit, a signature check) that runs before it. */
export interface WithMiddleware<P> {
  before: RequestHandler[];
  handle: Handle<P>;
}

/** One handler for every endpoint of a contract: a missing or extra one is a type error. */
export type Handlers<C> = {
  [K in keyof C]: C[K] extends AnyContractProcedure ? Handle<C[K]> | WithMiddleware<C[K]> : Handlers<C[K]>;
};

/** `/api/reservations/{id}` as Express writes it under the router mounted at /api: `/reservations/:id`. */
export const expressPath = (path: string, mountedAt: string) => path.slice(mountedAt.length).replace(/\{(\w+)\}/g, ':$1');

function handlerAt(handlers: object, name: string): Handle<AnyEndpoint> | WithMiddleware<AnyEndpoint> {
  const found = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], handlers);
  if (found === undefined) throw new Error(`Falta el manejador de ${name}`);
  return found as Handle<AnyEndpoint> | WithMiddleware<AnyEndpoint>;
}

/**
 * The input as the endpoint declares it: `{ params, query, body }`. Issues name the field, not
 * where it came from, as answers always have.
 */
function parseInput(procedure: AnyEndpoint, req: Request): unknown {
  const schema = procedure['~orpc'].inputSchema as ZodType | undefined;
  if (!schema) return undefined;
  const parsed = schema.safeParse({ params: req.params, query: req.query, body: req.body ?? {} });
  if (parsed.success) return parsed.data;
  throw new ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) })));
}

const CHANGED_ID = 'changedId';

/** Names the id a change concerns when neither the path nor the answer carries it (a link's token stands for it). */
export function announceChangeOf(res: Response, id: string | number): void {
  res.locals[CHANGED_ID] = id;
}

/**
 * The id a change concerns: the one a handler announced, else the one in the path, else the one of
 * what was made, else what the path names ('venue').
 */
function changedId(endpoint: Endpoint, input: unknown, output: unknown, res: Response): string | number {
  const announced: unknown = res.locals[CHANGED_ID];
  if (typeof announced === 'string' || typeof announced === 'number') return announced;
  const fromPath = (input as { params?: { id?: unknown } } | undefined)?.params?.id;
  if (typeof fromPath === 'string' || typeof fromPath === 'number') return fromPath;
  const made = (output as { id?: unknown } | null)?.id;
  return typeof made === 'string' || typeof made === 'number' ? made : (endpoint.path.split('/').at(-1) ?? endpoint.name);
}

export interface MountOptions {
  /** The staff guard: a valid session token, or 401. */
  staff: RequestHandler;
  events: EventBus;
  /**
   * Tests: every answer is checked against its declared schema (no field more or less) and every
   * failure's code against the endpoint's list, and a mismatch answers 500 saying which.
   */
  checkAnswers: boolean;
  /** Where the router is mounted: the part of the declared paths Express does not see. */
  mountedAt: string;
}

/**
 * On a path both audiences use, the staff endpoint takes the requests that say they are the staff's:
 * those carrying a session token, and a booking flagged as the dashboard's (the specification's
 * `isAdminAction`). The guard in front of it then decides; every other request goes to the public one.
 */
const claimsStaff: RequestHandler = (req, _res, next) => {
  const flagged = (req.body as { isAdminAction?: unknown } | undefined)?.isAdminAction === true;
  next(bearerToken(req) !== null || flagged ? undefined : 'route');
};

/**
 * Staff answers carry diners' details and the venue's settings: no browser, shared proxy or kiosk
 * disk cache may keep them for the next person at the screen. Set before the guard, so it holds for
 * every answer, files to download included (they are fetched, then saved by the page).
 */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

function answerChecker(endpoint: Endpoint): (output: unknown) => string | null {
  const schema = endpoint.procedure['~orpc'].outputSchema as ZodType | undefined;
  return (output) => {
    if (!schema || !('safeParse' in schema)) return null;
    const parsed = schema.safeParse(output);
    if (!parsed.success) return `${endpoint.name}: la respuesta no cumple el contrato: ${parsed.error.message}`;
    if (!isDeepStrictEqual(parsed.data, JSON.parse(JSON.stringify(output)))) return `${endpoint.name}: la respuesta lleva campos que el contrato no declara`;
    return null;
  };
}

function errorChecker(endpoint: Endpoint): ErrorRequestHandler {
  const declared = new Set(Object.keys(endpoint.procedure['~orpc'].errorMap));
  return (error: unknown, _req, _res, next) => {
    const code = classifyError(error)?.body.code;
    next(code !== undefined && !declared.has(code) ? new Error(`${endpoint.name}: el código de error '${code}' no está en el contrato`) : error);
  };
}

export function mountEndpoints(router: Router, contract: object, handlers: object, options: MountOptions): void {
  const endpoints = endpointsOf(contract);
  const publicPaths = new Set(endpoints.filter((e) => e.procedure['~orpc'].meta.audience !== 'staff').map((e) => `${e.method} ${e.path}`));
  // Staff endpoints first, so that on a shared path `claimsStaff` can pass the rest to the public one.
  const ordered = [...endpoints].sort((a, b) => Number(b.procedure['~orpc'].meta.audience === 'staff') - Number(a.procedure['~orpc'].meta.audience === 'staff'));
  for (const endpoint of ordered) {
    const { procedure } = endpoint;
    const { meta, route } = procedure['~orpc'];
    const found = handlerAt(handlers, endpoint.name);
    const { before, handle } = typeof found === 'function' ? { before: [], handle: found } : found;
    const isStaff = meta.audience === 'staff';
    const checkAnswer = options.checkAnswers ? answerChecker(endpoint) : () => null;
    const run: RequestHandler = async (req, res) => {
      const input = parseInput(procedure, req);
      const output = await handle(input, { req, res });
      if (output === SENT) return;
      const mismatch = checkAnswer(output);
      if (mismatch) throw new Error(mismatch);
      if (meta.emits) options.events.publish({ kind: meta.emits, id: changedId(endpoint, input, output, res) });
      res.status(route.successStatus ?? 200);
      // Express's ETag function, unless the app turned ETags off.
      const etagOf = req.app.get('etag fn') as EtagOf | undefined;
      const kept = etagOf ? writtenAnswer(output, etagOf) : null;
      // With its ETag set, Express answers 304 to a browser that holds it, without hashing the text again.
      if (kept) res.set('ETag', kept.etag).type('json').send(kept.body);
      else res.json(output);
    };
    const key = `${endpoint.method} ${endpoint.path}`;
    const chain: (RequestHandler | ErrorRequestHandler)[] = [
      ...(isStaff && publicPaths.has(key) ? [claimsStaff] : []),
      ...(isStaff ? [noStore, options.staff] : []),
      ...before,
      run,
      ...(options.checkAnswers ? [errorChecker(endpoint)] : []),
    ];
    router[endpoint.method.toLowerCase() as 'get'](expressPath(endpoint.path, options.mountedAt), ...(chain as RequestHandler[]));
  }
}
