/** The server itself: health, the live stream, photo uploads, and this contract as OpenAPI. */
import { type } from '@orpc/contract';
import { z } from 'zod';
import type { LiveEvent } from '../live-events';
import { answerAs, at, errorsOf, publicEndpoint, rawBody, staffEndpoint } from './endpoint';

const TAG = 'Sistema';

export const systemContract = {
  health: publicEndpoint.route(at('GET', '/api/health', TAG, 'Comprobar que el servidor responde')).output(z.object({ status: z.literal('ok') })),
  /** This document, OpenAPI 3.1, generated from the contract. */
  openapi: publicEndpoint
    .route({
      ...at('GET', '/api/openapi.json', TAG, 'Este documento (OpenAPI 3.1)'),
      ...answerAs('application/json', 'El contrato de la API como documento OpenAPI 3.1.', { schema: { type: 'object' } }),
    })
    .output(type<Record<string, unknown>>()),
  /**
   * The live changes as server-sent events named 'change', each `{ kind, id }`: what changed, for
   * open dashboards to refetch. Five streams at most per session.
   */
  events: staffEndpoint
    .route({
      ...at('GET', '/api/admin/events', TAG, 'Cambios en directo (eventos del servidor)'),
      ...answerAs('text/event-stream', "Un flujo que no se cierra: cada evento 'change' lleva en data { kind, id } en JSON."),
    })
    .errors(errorsOf('too-many-requests'))
    .output(type<LiveEvent>()),
  /** A signed, short-lived address on this server to PUT one photo to. */
  uploadAddress: staffEndpoint.route(at('POST', '/api/objects/upload', TAG, 'Pedir una dirección para subir una foto')).output(z.object({ uploadURL: z.string() })),
  /** The photo's bytes, sent to the signed address: the signature is the permission. */
  upload: publicEndpoint
    .route({
      ...at('PUT', '/api/objects/uploads/{id}', TAG, 'Subir una foto a su dirección firmada'),
      spec: (operation) => ({ ...operation, requestBody: rawBody('image/*', 'La foto: JPEG, PNG, WebP, GIF, TIFF o HEIF, de 10 MB como mucho.') }),
    })
    .errors(errorsOf('forbidden', 'gone', 'conflict', 'unsupported-media'))
    .input(z.object({ params: z.object({ id: z.string() }), query: z.object({ expires: z.string().optional(), signature: z.string().optional() }) }))
    .output(z.object({ objectPath: z.string() })),
};
