/** Extra HTTP listeners beside the main one (the LAN's, the tunnel's entrance), opened and closed alike. */
import type { RequestListener, Server } from 'node:http';
import { createHttpServer } from './timeouts';

/** How long requests under way on an extra listener may take when it closes. */
const CLOSE_GRACE_MS = 5_000;

export function listen(handler: RequestListener, host: string, port: number): Promise<Server> {
  const server = createHttpServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export function closeGracefully(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
