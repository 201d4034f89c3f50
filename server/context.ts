import type { Sleep } from './auth/login-limiter';
import type { Db } from './db/open';
import type { Services } from './services';

/** The venue's clock; injected so tests can stand at 02:59 on a Saturday. */
export type Clock = () => Date;

export interface Logger {
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

export interface AppConfig {
  dataDir: string;
  /** Built React app to serve; when missing, only /api and /objects answer. */
  staticDir: string | null;
  publicUrl: string | null;
  /** HOST when it names one address (not 0.0.0.0 or ::): a name the server answers to. */
  bindHost: string | null;
  /** The public forms' fair-use limits (server/fair-use/); off only for load tests and benchmarks. */
  rateLimits: boolean;
  /** Tests: every /api answer is checked against the contract (server/api/endpoints.ts). */
  checkAnswers: boolean;
}

/** Everything a router needs; no module-level singletons, so tests can run servers side by side. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  logger: Logger;
  /** How the login limiter waits; tests pass one that only records the wait. */
  sleep?: Sleep;
  /**
   * Every store and service (server/services.ts). `startServer` builds them, so the background work
   * it runs (the mail worker) and the ending of open event streams share them with the routers.
   */
  services: Services;
  /** Puts backup `id` in place of the database, after the answer that asked for it has gone out. */
  restore(id: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message, error) => console.warn(message, error ?? ''),
  error: (message, error) => console.error(message, error ?? ''),
};
