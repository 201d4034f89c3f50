import { z } from 'zod';
import { STARTUP_MESSAGES } from '../shared/messages/startup';
import type { ServerOptions } from './start';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  PUBLIC_URL: z.url().optional(),
  NGROK_AUTHTOKEN: z.string().trim().min(1).optional(),
  NGROK_DOMAIN: z.string().trim().min(1).optional(),
  RATE_LIMITS: z.enum(['on', 'off'], { error: "'on' u 'off'" }).default('on'),
});

/** Reads the settings (docs/operations.md, "Environment variables") from the environment; a bad value stops start-up with its name. */
export function serverOptionsFromEnv(env: NodeJS.ProcessEnv, staticDir: string | null): Omit<ServerOptions, 'clock' | 'logger' | 'migrationsFolder'> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(STARTUP_MESSAGES.invalidConfig(issue?.path.join('.') ?? '', issue?.message ?? ''));
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    adminPassword: values.ADMIN_PASSWORD ?? null,
    seed: values.SEED,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    ngrok: { authtoken: values.NGROK_AUTHTOKEN ?? null, domain: values.NGROK_DOMAIN?.toLowerCase() ?? null },
    rateLimits: values.RATE_LIMITS === 'on',
    staticDir,
  };
}
