/** /api/openapi.json: the contract as an OpenAPI 3.1 document, for whoever integrates with the venue. */
import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import { API_VERSION, apiContract } from '../../shared/api';
import { endpointsOf } from '../../shared/api/endpoint';
import type { Feature } from '../kernel/feature';

const ERROR_BODY = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'Qué ha fallado: la aplicación decide por él.' },
    message: { type: 'string', description: 'El motivo, en español, para mostrarlo tal cual.' },
  },
} as const;

/**
 * A path both audiences use (a booking, a cancel, a range) is listed once, as the diner's endpoint,
 * with the session as an option: sent, the staff's rules apply.
 */
function sharedPaths(): Set<string> {
  const all = endpointsOf(apiContract);
  const publicOnes = new Set(all.filter((e) => e.procedure['~orpc'].meta.audience !== 'staff').map((e) => `${e.method} ${e.path}`));
  return new Set(all.filter((e) => e.procedure['~orpc'].meta.audience === 'staff' && publicOnes.has(`${e.method} ${e.path}`)).map((e) => `${e.method} ${e.path}`));
}

/** Generated once, on the first request: the contract does not change while the server runs. */
export function openApiDocument(): () => Promise<Record<string, unknown>> {
  let document: Promise<Record<string, unknown>> | null = null;
  const shared = sharedPaths();
  const key = (route: { method?: string; path?: string }) => `${route.method ?? ''} ${route.path ?? ''}`;
  return () => {
    document ??= new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter()] })
      .generate(apiContract, {
        info: {
          title: 'API del restaurante',
          version: API_VERSION,
          description: 'Reservas, carta y panel de sala. Los errores responden { code, message }; los de personal piden la sesión como Bearer.',
        },
        components: { securitySchemes: { sesion: { type: 'http', scheme: 'bearer', description: 'El sessionToken de POST /api/auth/login.' } } },
        exclude: (procedure) => procedure['~orpc'].meta.audience === 'staff' && shared.has(key(procedure['~orpc'].route)),
        customErrorResponseBodySchema: (definedErrors) => ({ ...ERROR_BODY, properties: { ...ERROR_BODY.properties, code: { enum: definedErrors.map(([code]) => code) } } }),
      })
      .then((doc) => {
        for (const entry of shared) {
          const [method = '', path = ''] = entry.split(' ');
          const operation = doc.paths?.[path]?.[method.toLowerCase() as 'post'];
          if (operation) operation.security = [{}, { sesion: [] }];
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
