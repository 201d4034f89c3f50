/**
 * Clients that hold the server's sockets: a request trickled in is cut, the staff event stream is
 * not, and one session cannot open streams without end. The timeouts are shortened (15 s and 30 s
 * in service) so the test waits seconds, not minutes.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openEventStream } from '../helpers/event-stream';
import { signedInServer } from '../helpers/server';

const context = signedInServer({ requestTimeouts: { headersMs: 600, requestMs: 1_200 } });

/** Sends `head` and then nothing more; resolves with what the server answered when it closed the socket. */
function trickle(head: string): Promise<{ answer: string }> {
  const { port } = new URL(context.server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve({ answer }));
    socket.on('error', reject);
  });
}

describe('held connections', () => {
  it('cuts a client that never finishes its headers, with a 408', async () => {
    // Without the timeout the socket would stay open and the test time out.
    const { answer } = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lento: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a client that never finishes its body', async () => {
    const { answer } = await trickle('POST /api/reservations/search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps the staff event stream open past the request timeout, and it still carries changes', async () => {
    const stream = await openEventStream(context.server.url, context.token);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await context.server.request('/api/admin/tables', { method: 'POST', token: context.token, body: { name: 'Mesa 1', tableNumber: 1, section: 'Salón', minCapacity: 1, maxCapacity: 4 } });
    expect((await stream.next('table-changed')).kind).toBe('table-changed');
    stream.close();
  });

  it('opens at most five event streams for one session; closing one makes room', async () => {
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(await openEventStream(context.server.url, context.token));
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    const sixth = await fetch(`${context.server.url}/api/admin/events`, { headers: { authorization: `Bearer ${context.token}` } });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ code: 'too-many-requests', message: 'Ya hay 5 pantallas en directo con esta sesión: cierra alguna y vuelve a intentarlo.' });
    // Another session (a tablet signed in on its own) is counted apart.
    const other = await openEventStream(context.server.url, await context.server.login());
    expect(other.status).toBe(200);
    other.close();
    streams.pop()?.close();
    await expect
      .poll(async () => {
        const again = await openEventStream(context.server.url, context.token);
        again.close();
        return again.status;
      })
      .toBe(200);
    for (const stream of streams) stream.close();
  });
});
