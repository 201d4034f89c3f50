/**
 * Starts the real venue server over HTTP on an ephemeral port, with a real SQLite file in a
 * temporary folder and a clock the test can move.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Logger } from '../../server/kernel';
import { startServer, type RunningServer, type ServerOptions } from '../../server/start';
import { fakeNgrok } from './fake-ngrok';

export const ADMIN_PASSWORD = 'contraseña-de-prueba';

export interface TestClock {
  (): Date;
  set(instant: string | Date): void;
}

/** A clock standing still at `instant` until moved; ISO strings should carry Madrid's offset. */
export function testClock(instant: string | Date): TestClock {
  let current = new Date(instant);
  const clock = (() => new Date(current)) as TestClock;
  clock.set = (next) => {
    current = new Date(next);
  };
  return clock;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers; each assertion states the shape it expects
export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  rawBody?: BodyInit;
}

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Every wait the login limiter asked for, in milliseconds. */
  sleeps: number[];
  clock: TestClock;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as ApiAnswer: the caller names the shape it reads
  request<T = any>(pathname: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  login(): Promise<string>;
}

const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

export interface TestServerOptions {
  now?: string;
  /** How the login limiter waits; by default the waits are only recorded in `sleeps`. */
  sleep?: (ms: number) => Promise<void>;
  seed?: 'demo' | 'none';
  staticDir?: string | null;
  /** PUBLIC_URL: the address links and previews name. */
  publicUrl?: string | null;
  /** How the mail worker polls and retries. */
  mail?: ServerOptions['mail'];
  /** How often due reminders are looked for. */
  reminderPollMs?: number;
  /** How often unanswered offers of the waiting list are looked for. */
  waitlistPollMs?: number;
  /** How often the heartbeat beats. */
  heartbeatMs?: number;
  /** The data folder of an earlier run, to start again on (a restart); the caller deletes it. */
  dataDir?: string;
  /** ADMIN_PASSWORD; null starts a new install that has none (the first run). */
  adminPassword?: string | null;
  logger?: Logger;
  ngrok?: ServerOptions['ngrok'];
  /** HOST: '0.0.0.0' opens the server to every network. */
  host?: string;
  /** A fake ngrok by default, whose answers are all 'no internet': the real one is never reached from a test. */
  tunnel?: ServerOptions['tunnel'];
  /**
   * The public forms' fair-use limits. Off by default: the API tests book from one address as a
   * load test does (RATE_LIMITS=off); tests/api/fair-use.test.ts turns them on.
   */
  rateLimits?: boolean;
  /** How long a client may take to send a request. */
  requestTimeouts?: ServerOptions['requestTimeouts'];
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'venue-test-'));
  const clock = testClock(options.now ?? '2026-11-23T12:00:00+01:00');
  const sleeps: number[] = [];
  const server = await startServer({
    port: 0,
    host: options.host ?? '127.0.0.1',
    dataDir,
    adminPassword: options.adminPassword === undefined ? ADMIN_PASSWORD : options.adminPassword,
    seed: options.seed ?? 'none',
    publicUrl: options.publicUrl ?? null,
    mail: options.mail,
    reminderPollMs: options.reminderPollMs,
    waitlistPollMs: options.waitlistPollMs,
    heartbeatMs: options.heartbeatMs,
    ngrok: options.ngrok,
    tunnel: options.tunnel ?? { connector: fakeNgrok().connector },
    staticDir: options.staticDir ?? null,
    rateLimits: options.rateLimits ?? false,
    checkAnswers: true,
    requestTimeouts: options.requestTimeouts,
    clock,
    logger: options.logger ?? silentLogger,
    sleep:
      options.sleep ??
      (async (ms) => {
        sleeps.push(ms);
      }),
  });

  async function request<T>(pathname: string, { method = 'GET', body, token, headers = {}, rawBody }: RequestOptions = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
    if (rawBody !== undefined) init.body = rawBody;
    else if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(server.url + pathname, init);
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  return {
    ...server,
    dataDir,
    sleeps,
    clock,
    request,
    async login() {
      const answer = await request<{ sessionToken: string }>('/api/auth/login', { method: 'POST', body: { password: ADMIN_PASSWORD } });
      if (answer.status !== 200) throw new Error(`login failed: ${answer.status}`);
      return answer.body.sessionToken;
    },
    async close() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedIn {
  server: TestServer;
  /** A staff session's bearer token. */
  token: string;
}

/** For a describe block: a server started before its tests with staff signed in, closed after them. */
export function signedInServer(options: TestServerOptions = {}): SignedIn {
  const context = {} as SignedIn;
  beforeAll(async () => {
    context.server = await startTestServer(options);
    context.token = await context.server.login();
  });
  afterAll(() => context.server?.close());
  return context;
}

/**
 * What a test starts (servers, mail servers), closed after it whatever happened:
 * `const closing = closedAfterEach();` then `const server = closing(await startTestServer())`.
 */
export function closedAfterEach(): <T extends { close(): Promise<void> }>(started: T) => T {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((started) => started.close()));
  });
  return (started) => {
    open.push(started);
    return started;
  };
}
