/**
 * 'Comprobar': the server fetches its own site through its public address. A small HTTP proxy on
 * this machine stands in for the tunnel (the address diners use leads to it, and it forwards to the
 * server); ngrok's service itself cannot be reached from a test.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { REACHABILITY_MESSAGES } from '../../server/tunnel/messages';
import { forwarder } from '../helpers/forwarder';
import { startTestServer, type TestServer } from '../helpers/server';

const M = REACHABILITY_MESSAGES;
type Answer = { address: string | null; reachable: boolean; message: string };

describe("'Comprobar' the public address", () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of opened.splice(0)) await item.close();
  });

  async function check(server: TestServer): Promise<Answer> {
    const answer = await server.request<Answer>('/api/admin/settings/public-address/check', { method: 'POST', token: await server.login() });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('says there is no address yet', async () => {
    const server = await startTestServer();
    opened.push(server);
    expect(await check(server)).toEqual({ address: null, reachable: false, message: M.noAddress });
  });

  it('reaches this very server through the address diners use', async () => {
    let target = '';
    const tunnel = await forwarder(() => target);
    const server = await startTestServer({ publicUrl: tunnel.url });
    opened.push(server, tunnel);
    target = server.url;
    expect(await check(server)).toEqual({ address: tunnel.url, reachable: true, message: M.reachable(tunnel.url) });
  });

  it('leaves nothing on the public health check that tells this installation from another', async () => {
    const server = await startTestServer();
    const other = await startTestServer();
    opened.push(server, other);
    // What a stranger sees: the same headers from both, and no answer to a challenge of their own.
    const seen = async (target: TestServer, headers: Record<string, string> = {}) => {
      const answer = await target.request('/api/health', { headers });
      expect(answer.body).toEqual({ status: 'ok' });
      return [...answer.headers.keys()].filter((name) => name.startsWith('x-venue')).sort();
    };
    expect(await seen(server)).toEqual([]);
    expect(await seen(server, { 'x-venue-challenge': 'abc123' })).toEqual([]);
    expect(await seen(other, { 'x-venue-challenge': 'abc123' })).toEqual([]);
    const names = async (target: TestServer) => [...(await target.request('/api/health')).headers.keys()].sort();
    expect(await names(server)).toEqual(await names(other));
  });

  it('tells apart another site answering at the address', async () => {
    const other = await startTestServer();
    const tunnel = await forwarder(() => other.url);
    const server = await startTestServer({ publicUrl: tunnel.url });
    opened.push(server, tunnel, other);
    expect(await check(server)).toMatchObject({ reachable: false, message: M.otherSite(tunnel.url) });
  });

  it('says nobody answers, or that the name does not exist', async () => {
    const tunnel = await forwarder(() => 'http://127.0.0.1:9');
    const { url } = tunnel;
    await tunnel.close();
    const closed = await startTestServer({ publicUrl: url });
    opened.push(closed);
    expect(await check(closed)).toMatchObject({ reachable: false, message: M.refused(url) });
    const unknown = await startTestServer({ publicUrl: 'https://mesa.no-existe.invalid' });
    opened.push(unknown);
    expect(await check(unknown)).toMatchObject({ reachable: false, message: M.notFound('mesa.no-existe.invalid') });
  });
});
