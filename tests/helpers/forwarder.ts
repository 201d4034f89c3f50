/**
 * A stand-in for the tunnel: an HTTP server on 127.0.0.1 that forwards every request to `target()`,
 * read per request so the server it leads to can start after it (its public address must be known
 * first). ngrok's own service cannot be reached from a test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function forwarder(target: () => string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const upstream = new URL(req.url ?? '/', target());
    const forwarded = http.request(upstream, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
