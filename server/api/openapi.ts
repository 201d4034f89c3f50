/** /api/openapi.json: the contract as an OpenAPI 3.1 document, for whoever integrates with the venue. */
import type { OpenAPI } from '@orpc/contract';
import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import { z } from 'zod';
import { API_VERSION, apiContract } from '../../shared/api';
import { endpointsOf, type Endpoint } from '../../shared/api/endpoint';
import type { Feature } from '../kernel/feature';

type Converter = ConstructorParameters<typeof ZodToJsonSchemaConverter>[0];
type Interceptor = NonNullable<NonNullable<Converter>['interceptors']>[number];

const ERROR_BODY = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'Qué ha fallado: la aplicación decide por él.' },
    message: { type: 'string', description: 'El motivo, en español, para mostrarlo tal cual.' },
  },
} as const;

/** What a 400 adds when the input broke the endpoint's schema (server/http/errors.ts). */
const INPUT_ISSUES = {
  type: 'array',
  description:
    'Si la entrada no cumple el esquema: cada regla incumplida con su campo (`message` repite la primera). Falta en los demás 400 (un JSON mal formado, una regla que se comprueba después).',
  items: {
    type: 'object',
    required: ['path', 'message'],
    properties: {
      path: { type: 'string', description: 'El campo (customerEmail), con puntos si está anidado.' },
      message: { type: 'string' },
    },
  },
} as const;

/**
 * A text trimmed or lowered before it is checked (an e-mail) is, for the input, the first half of a
 * pipe, which oRPC documents alone: the check it must then pass (its format) is added to it.
 */
const checkedText: Interceptor = ({ next, ...call }) => {
  const [required, json] = next();
  if (call.options.strategy !== 'input' || !(call.schema instanceof z.core.$ZodPipe)) return [required, json];
  const { in: before, out: after } = call.schema._zod.def;
  if (before._zod.def.type !== 'string' || after._zod.def.type !== 'string') return [required, json];
  const [, checked] = next({ ...call, schema: after });
  return [required, { ...checked, ...json }];
};

const key = (route: { method?: string; path?: string }) => `${route.method ?? ''} ${route.path ?? ''}`;

/**
 * A path both audiences use (a booking, a cancel, a range) is listed once, as the diner's endpoint,
 * with the session as an option: sent, the staff endpoint answers, by its rules. These are those
 * staff endpoints, by method and path.
 */
function staffTwins(all: Endpoint[]): Map<string, Endpoint> {
  const publicOnes = new Set(all.filter((e) => e.procedure['~orpc'].meta.audience !== 'staff').map(key));
  return new Map(all.filter((e) => e.procedure['~orpc'].meta.audience === 'staff' && publicOnes.has(key(e))).map((e) => [key(e), e]));
}

/** Who may call a listed endpoint: staff with the session, anyone, or either (a path both use). */
function securityOf(endpoint: Endpoint, twin: Endpoint | undefined): OpenAPI.SecurityRequirementObject[] {
  if (twin) return [{}, { sesion: [] }];
  return endpoint.procedure['~orpc'].meta.audience === 'staff' ? [{ sesion: [] }] : [];
}

/** Generated once, on the first request: the contract does not change while the server runs. */
export function openApiDocument(): () => Promise<Record<string, unknown>> {
  let document: Promise<Record<string, unknown>> | null = null;
  const endpoints = endpointsOf(apiContract);
  const twins = staffTwins(endpoints);
  const unlisted = new Set<object>([...twins.values()].map((twin) => twin.procedure));
  return () => {
    document ??= new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter({ interceptors: [checkedText] })] })
      .generate(apiContract, {
        info: {
          title: 'API del restaurante',
          version: API_VERSION,
          description: 'Reservas, carta y panel de sala. Los errores responden { code, message }; los de personal piden la sesión como Bearer.',
        },
        // Relative: each venue's server answers at its own address.
        servers: [{ url: '/', description: 'El servidor del restaurante que sirve este documento.' }],
        components: { securitySchemes: { sesion: { type: 'http', scheme: 'bearer', description: 'El sessionToken de POST /api/auth/login.' } } },
        exclude: (procedure) => unlisted.has(procedure),
        customErrorResponseBodySchema: (definedErrors, status) => ({
          ...ERROR_BODY,
          properties: { ...ERROR_BODY.properties, code: { enum: definedErrors.map(([code]) => code) }, ...(status === 400 ? { issues: INPUT_ISSUES } : {}) },
        }),
      })
      .then((doc) => {
        for (const endpoint of endpoints.filter((e) => !unlisted.has(e.procedure))) {
          const operation = doc.paths?.[endpoint.path]?.[endpoint.method.toLowerCase() as 'get'];
          if (!operation) continue;
          const twin = twins.get(key(endpoint));
          operation.security = securityOf(endpoint, twin);
          if (twin) operation.description = `Con la sesión del personal responde «${twin.procedure['~orpc'].route.summary ?? ''}», con sus reglas.`;
        }
        return doc as unknown as Record<string, unknown>;
      });
    return document;
  };
}

/** `GET /api/openapi.json`: the contract for whoever integrates with the venue. */
export function apiDocumentFeature(): Feature {
  const openapi = openApiDocument();
  return { name: 'api-document', provides: {}, handlers: { system: { openapi: () => openapi() } } };
}
