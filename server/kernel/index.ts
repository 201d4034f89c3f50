/**
 * The kernel: what every feature builds on (the venue's clock, the log, the configuration, the
 * database and the event bus) and nothing else. It imports no feature; each feature's public file
 * (server/<feature>/index.ts) says what it needs from the kernel and from other features.
 */
import type { Db } from '../db/open';
import type { EventBus } from './event-bus';
import type { Sealer } from './sealer';

export type { Db } from '../db/open';
export type { EventBus } from './event-bus';
export type { Sealer } from './sealer';

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

/** One per database: a restore builds a new kernel on the restored file. No module-level singletons, so tests run servers side by side. */
export interface Kernel {
  db: Db;
  clock: Clock;
  config: AppConfig;
  logger: Logger;
  /** Where every write staff should see is announced, once its transaction commits. */
  events: EventBus;
  /** Seals the secrets the settings hold, with the key kept outside the database. */
  sealer: Sealer;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message, error) => console.warn(message, error ?? ''),
  error: (message, error) => console.error(message, error ?? ''),
};
