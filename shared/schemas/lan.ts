/** 'Tabletas del local': the dashboard opened to the restaurant's own network, off by default. */
import { z } from 'zod';
import { LAN_MESSAGES } from '../messages/lan';

export const lanSettingsSchema = z.object({ enabled: z.boolean({ error: LAN_MESSAGES.enabled }) });

export const lanViewSchema = z.object({
  enabled: z.boolean(),
  /** The dashboard's address on each of this computer's network connections, while it is open to them. */
  addresses: z.array(z.string()),
  /** HOST=0.0.0.0 already opens the server to every network: 'Ajustes' cannot close it. */
  fixedByHost: z.boolean(),
});

export type LanView = z.infer<typeof lanViewSchema>;
