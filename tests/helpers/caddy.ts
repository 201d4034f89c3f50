/**
 * Debian's `caddy` started for real in front of a test server, with the project's deploy/Caddyfile
 * and Caddy's own certificate authority (`local_certs`, that is `tls internal`) on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type RequestOptions } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const CADDYFILE = fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url));
const CADDY = '/usr/bin/caddy';

export interface HttpsAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface HttpsOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own address (127.0.0.x), so two clients differ as two diners' phones would. */
  from?: string;
}

export interface RunningCaddy {
  /** https://localhost:port */
  origin: string;
  /** Caddy's plain-http port, which only redirects to HTTPS. */
  httpPort: number;
  fetch(pathname: string, options?: HttpsOptions): Promise<HttpsAnswer>;
  /** Opens a response and hands over its body as it arrives (a stream of server-sent events). */
  open(pathname: string, options: HttpsOptions, onData: (chunk: string) => void): Promise<{ status: number; close(): void }>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startCaddy(upstream: string): Promise<RunningCaddy> {
  if (!existsSync(CADDY)) throw new Error('Caddy is missing: apt-get install -y caddy (.ci/run installs it).');
  const home = mkdtempSync(path.join(tmpdir(), 'venue-caddy-'));
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const config = path.join(home, 'Caddyfile');
  // The test's global options, then the project's own site block, unchanged.
  writeFileSync(config, `{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n}\nimport ${CADDYFILE}\n`);
  const caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      VENUE_DOMAIN: `localhost:${httpsPort}`,
      VENUE_UPSTREAM: upstream,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => caddy.once('exit', () => resolve()));

  const origin = `https://localhost:${httpsPort}`;
  const rootCert = path.join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  let ca = '';

  const send = (pathname: string, options: HttpsOptions, onResponse: (res: IncomingMessage) => void) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const settings: RequestOptions = { method: options.method ?? 'GET', headers: options.headers, ca, localAddress: options.from };
      const req = request(`${origin}${pathname}`, settings, (res) => {
        onResponse(res);
        resolve(res);
      });
      req.on('error', reject);
      req.end(options.body);
    });

  const fetchOver: RunningCaddy['fetch'] = (pathname, options = {}) =>
    new Promise<HttpsAnswer>((resolve, reject) => {
      send(pathname, options, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      }).catch(reject);
    });

  // Ready once its certificate authority exists and a request goes through it.
  for (let attempt = 0; ; attempt++) {
    if (caddy.exitCode !== null || attempt > 100) throw new Error(`Caddy did not start:\n${log}`);
    if (existsSync(rootCert)) {
      ca = readFileSync(rootCert, 'utf8');
      const ready = await fetchOver('/api/health').then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) break;
    }
    await sleep(100);
  }

  return {
    origin,
    httpPort,
    fetch: fetchOver,
    async open(pathname, options, onData) {
      let req: IncomingMessage | null = null;
      const res = await send(pathname, options, (response) => {
        req = response;
        response.setEncoding('utf8');
        response.on('data', onData);
        response.on('error', () => undefined);
      });
      return { status: res.statusCode ?? 0, close: () => req?.destroy() };
    },
    async stop() {
      caddy.kill('SIGTERM');
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}
