/**
 * The ngrok tunnel that brings the public site to the internet: its settings as typed on 'Ajustes'
 * (the token is write-only, like the mail password) and its state as the dashboard shows it.
 */
import { z } from 'zod';
import { TUNNEL_MESSAGES } from '../messages/tunnel';

const M = TUNNEL_MESSAGES;
const TOKEN_MAX = 200;

export const tunnelSettingsSchema = z.object({
  /** Omitted or '' on an update: the stored token stays. */
  authtoken: z
    .string({ error: M.authtoken })
    .trim()
    .regex(/^[A-Za-z0-9_-]*$/, M.authtoken)
    .max(TOKEN_MAX, M.authtoken)
    .optional(),
  /** The reserved domain, as ngrok's dashboard shows it; '' for the random address a free account gets. */
  domain: z
    .string({ error: M.domain })
    .trim()
    .toLowerCase()
    .regex(/^(|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+)$/, M.domain)
    .max(253, M.domain)
    .transform((domain) => domain || null),
});

export type TunnelSettingsInput = z.input<typeof tunnelSettingsSchema>;
export type TunnelSettingsUpdate = z.output<typeof tunnelSettingsSchema>;

/** What is stored. */
export interface TunnelSettings {
  authtoken: string;
  domain: string | null;
}

/** What the API shows: everything but the token; `fromEnvironment` when NGROK_AUTHTOKEN set it, and 'Ajustes' cannot change it. */
const tunnelSettingsViewSchema = z.object({
  domain: z.string().nullable(),
  hasToken: z.boolean(),
  /** The stored token came with a copy from another computer and cannot be read here: paste it again. */
  tokenUnreadable: z.boolean(),
  fromEnvironment: z.boolean(),
});
export type TunnelSettingsView = z.infer<typeof tunnelSettingsViewSchema>;

const tunnelStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('off') }),
  z.object({ state: z.literal('connecting') }),
  z.object({ state: z.literal('connected'), url: z.string() }),
  /** The internet is down or ngrok cannot be reached: it is tried again by itself. */
  z.object({ state: z.literal('offline') }),
  /** ngrok answered with a refusal (a wrong token, a domain not reserved): the owner must act. */
  z.object({ state: z.literal('error'), message: z.string() }),
]);
export type TunnelStatus = z.infer<typeof tunnelStatusSchema>;

/** GET /api/admin/settings/tunnel: the settings, the tunnel's state, and the address the site is known by. */
export const tunnelViewSchema = z.object({
  settings: tunnelSettingsViewSchema.nullable(),
  status: tunnelStatusSchema,
  /** PUBLIC_URL when set, else the tunnel's address once it has one, else null. */
  publicUrl: z.string().nullable(),
});
export type TunnelView = z.infer<typeof tunnelViewSchema>;

/** The state in words, the same in the dashboard header and on 'Ajustes'. */
export function tunnelStatusLabel(status: TunnelStatus): string {
  switch (status.state) {
    case 'off':
      return 'Desactivado';
    case 'connecting':
      return 'Conectando…';
    case 'connected':
      return 'Conectado';
    case 'offline':
      return 'Sin conexión';
    case 'error':
      return `Error: ${status.message}`;
  }
}
