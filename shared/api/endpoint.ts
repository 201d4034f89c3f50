/**
 * How an endpoint is declared (with oRPC's contract builder): its method and path, who may call it,
 * its input as `{ params, query, body }`, its answer, its error codes and the live event it emits.
 * The server mounts its handlers from these declarations and the React app calls through them.
 */
import { isContractProcedure, oc, type ContractProcedure, type ErrorMap, type HTTPMethod, type OpenAPI } from '@orpc/contract';
import type { LiveEventKind } from '../live-events';
import { ERROR_STATUS, type ApiErrorCode } from './errors';

export type Audience = 'public' | 'staff';

export interface EndpointMeta {
  /** Set once by the builder an endpoint starts from (`publicEndpoint` or `staffEndpoint`). */
  audience?: Audience;
  /** The live event a successful call sends to open dashboards. */
  emits?: LiveEventKind;
}

/** A closed list of the codes an endpoint may answer with, for the contract's error map. */
export function errorsOf(...codes: ApiErrorCode[]) {
  return Object.fromEntries(codes.map((code) => [code, { status: ERROR_STATUS[code] }])) satisfies ErrorMap;
}

/** What any endpoint may answer: bad input or JSON, a body too large, a busy database, a failure of ours. */
const ANY_ENDPOINT: ApiErrorCode[] = ['invalid-input', 'too-large', 'busy', 'internal'];

export const publicEndpoint = oc.$meta<EndpointMeta>({ audience: 'public' }).errors(errorsOf(...ANY_ENDPOINT));

/**
 * An endpoint's route: method and path, its input as `{ params, query, body }`, its tag in the
 * document, the one line that says what it does there (Spanish, as the document's readers are), and a
 * success status other than 200. Who may call it comes from the builder it starts from.
 */
export const at = (method: HTTPMethod, path: `/api/${string}`, tag: string, summary: string, successStatus?: 201 | 202) =>
  ({ method, path, tags: [tag], summary, inputStructure: 'detailed', ...(successStatus ? { successStatus } : {}) }) as const;

/**
 * Staff endpoints need the session token as a bearer header; without a valid one they answer 401.
 * The document's `security` of each operation follows from this audience (server/api/openapi.ts).
 */
export const staffEndpoint = oc.$meta<EndpointMeta>({ audience: 'staff' }).errors(errorsOf(...ANY_ENDPOINT, 'unauthorized'));

/**
 * A success answer that is not the contract's JSON (a file to download, a stream, this document):
 * the route part that gives the document its media type and, for a download, the file's name, as the
 * handler sends them. A validating proxy checks answers by that type.
 */
export function answerAs(mediaType: string, description: string, { schema = { type: 'string' }, filename }: { schema?: OpenAPI.SchemaObject; filename?: string } = {}) {
  const answer: OpenAPI.ResponseObject = {
    description,
    content: { [mediaType]: { schema } },
    ...(filename ? { headers: { 'Content-Disposition': { description: `attachment; filename="${filename}"`, schema: { type: 'string' } } } } : {}),
  };
  return { spec: (operation: OpenAPI.OperationObject) => ({ ...operation, responses: { ...operation.responses, 200: answer } }) };
}

/** A request body of raw bytes (a photo, a copy's file) rather than JSON, for a route's `spec`. */
export const rawBody = (mediaType: string, description: string): OpenAPI.RequestBodyObject => ({
  required: true,
  description,
  content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever its schemas; callers narrow by the one they hold
export type AnyEndpoint = ContractProcedure<any, any, any, EndpointMeta>;

export interface Endpoint {
  name: string;
  procedure: AnyEndpoint;
  method: string;
  /** As declared: /api/reservations/{id}. */
  path: string;
}

/** Every endpoint of a contract, in declaration order, named by where it sits ('reservations.checkin'). */
export function endpointsOf(contract: object, prefix = ''): Endpoint[] {
  return Object.entries(contract).flatMap(([key, value]: [string, unknown]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (!isContractProcedure(value)) return endpointsOf(value as object, name);
    const procedure = value as AnyEndpoint;
    const { method = 'POST', path = '/' } = procedure['~orpc'].route;
    return [{ name, procedure, method, path }];
  });
}
