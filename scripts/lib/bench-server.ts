/** The server a benchmark measures: on a free port of this computer, no public address, the fair-use limits off. */
import { startServer, type RunningServer, type ServerOptions } from '../../server/start';

export function startBenchServer(options: Pick<ServerOptions, 'dataDir' | 'adminPassword'> & Partial<ServerOptions>): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    seed: 'none',
    publicUrl: null,
    rateLimits: false /* RATE_LIMITS=off: one client sends every request */,
    staticDir: null,
    ...options,
  });
}
