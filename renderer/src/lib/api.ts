/**
 * The one way the app talks to the server: JSON in and out, credentials included, the staff token
 * attached where the contract says an endpoint is the staff's, and one rule for turning a failed
 * answer into a message and a code.
 */
import type { ContractProcedure, InferSchemaInput, InferSchemaOutput } from '@orpc/contract';
import type { QueryFunction } from '@tanstack/react-query';
import { pathMatches, routesIn, type Route } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { isApiErrorCode, type ApiErrorCode } from '../../../shared/api/errors';
import { STORAGE_KEYS } from './storage-keys';

/** One rule an input broke, as the server names it: the field's path ('customerEmail') and its message. */
export interface InputIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `code` (shared/api/errors.ts); null when the answer was not the server's JSON (a proxy's page). */
    readonly code: ApiErrorCode | null = null,
    /** For an 'invalid-input' answer from a schema: every rule broken, so a form can show each under its field. */
    readonly issues: readonly InputIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function readAdminToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.adminSession);
}

/**
 * Whether a request to `url` carries the staff token: when the contract declares its endpoint for
 * staff (on a path both use, the public one is meant; staff calls name their endpoint with `call`).
 */
export function needsAdminToken(method: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return ROUTES.find((route) => route.method === method && pathMatches(route.path, pathname))?.audience === 'staff';
}

const ROUTES = routesIn(apiRoutes);

/** Generic request failure: the JSON `message`, else the text itself, else the status. */
export function errorMessageFrom(text: string, statusText: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      return (body as { message: string }).message;
    }
  } catch {
    // Not JSON: the rules below read it as text.
  }
  if (!/[{}]/.test(text)) return text || statusText;
  const extracted = /"message"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  return extracted ?? (text || statusText);
}

/** The JSON `code` of a failed answer, if it has one. */
function errorCodeFrom(text: string): ApiErrorCode | null {
  try {
    const body = JSON.parse(text) as { code?: unknown } | null;
    return isApiErrorCode(body?.code) ? body.code : null;
  } catch {
    return null;
  }
}

const isIssue = (value: unknown): value is InputIssue =>
  typeof value === 'object' && value !== null && typeof (value as InputIssue).path === 'string' && typeof (value as InputIssue).message === 'string';

/** The `issues` of a failed answer a schema refused, if it has them. */
export function errorIssuesFrom(text: string): InputIssue[] {
  try {
    const body = JSON.parse(text) as { issues?: unknown } | null;
    return Array.isArray(body?.issues) ? body.issues.filter(isIssue) : [];
  } catch {
    return [];
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(response.status, errorMessageFrom(text, response.statusText), errorCodeFrom(text), errorIssuesFrom(text));
}

function headersFor(method: string, url: string, hasBody: boolean, withToken: boolean): HeadersInit {
  const headers: Record<string, string> = {};
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (withToken) {
    const token = readAdminToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    else console.warn(`Sin token de administración para ${method} ${url}`);
  }
  return headers;
}

async function parseJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return {} as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new Error('Failed to parse JSON response');
  }
}

async function send<T>(method: string, url: string, data: unknown, withToken: boolean): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: headersFor(method, url, data !== undefined, withToken),
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return parseJson<T>(response);
}

/** Sends a request and answers the parsed JSON; a failed answer throws an ApiError. */
export function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  return send<T>(method, url, data, needsAdminToken(method, url));
}

// The contract's types as the app sees them: what it sends (a schema's input) and what it reads (its
// output); a route whose endpoint is not known here (a screen serving several) sends and reads anything.
type Sent<P> = P extends ContractProcedure<infer I, infer _O, infer _E, infer _M> ? InferSchemaInput<I> : unknown;
type Read<P> = P extends ContractProcedure<infer _I, infer O, infer _E, infer _M> ? InferSchemaOutput<O> : unknown;
/** The contract's endpoint a route stands for. */
type ProcedureOf<R extends Route> = NonNullable<R['contract']>;

interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | null | undefined>;
  body?: unknown;
}

/** A path parameter as an address segment; a colon may stand in a path, as in 21:00. */
const segment = (value: string | number | undefined) => encodeURIComponent(String(value ?? '')).replace(/%3A/gi, ':');

/** The address of an endpoint for these path parameters and query. */
export function urlOf(route: Route, { params = {}, query = {} }: CallInput = {}): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => segment(params[name]));
  const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === null ? [] : [[key, String(value)]])));
  return search.size > 0 ? `${path}?${search}` : path;
}

/**
 * Calls one endpoint of the contract (shared/api/routes.ts): its method and address, the staff
 * token when its audience is staff, and its answer typed as the contract declares it.
 */
export function call<R extends Route>(route: R, ...[input]: unknown extends Sent<ProcedureOf<R>> ? [input?: CallInput] : [input: Sent<ProcedureOf<R>>]): Promise<Read<ProcedureOf<R>>> {
  const given = (input ?? {}) as CallInput;
  return send<Read<ProcedureOf<R>>>(route.method, urlOf(route, given), given.body, route.audience === 'staff');
}

/** Sends a file as the raw body (a backup to restore), with the headers given; its answer as the contract declares it. */
export async function sendFile<R extends Route>(route: R, file: Blob, headers: Record<string, string>): Promise<Read<ProcedureOf<R>>> {
  const sent = new Headers(headersFor(route.method, route.path, false, route.audience === 'staff'));
  sent.set('Content-Type', 'application/octet-stream');
  for (const [name, value] of Object.entries(headers)) sent.set(name, value);
  const response = await fetch(urlOf(route), { method: route.method, headers: sent, body: file, credentials: 'include' });
  await throwIfNotOk(response);
  return parseJson<Read<ProcedureOf<R>>>(response);
}

/** Default data fetching: a GET on the path made by joining the query key. */
export const fetchQueryKey: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

/** A staff file (a backup's zip) saved through the browser's own download, under the name the server gives it. */
export async function staffDownload(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: headersFor('GET', url, false, true), credentials: 'include' });
  await throwIfNotOk(response);
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  // The click has handed the file to the download; the address can go once that has begun.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
