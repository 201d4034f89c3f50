import { describe, expect, it, vi } from 'vitest';
import { TUNNEL_MESSAGES } from '../../shared/messages/tunnel';
import type { TunnelSettings, TunnelStatus } from '../../shared/schemas/tunnel';
import { fakeNgrok, type FakeAnswer } from '../../tests/helpers/fake-ngrok';
import type { Logger } from '../kernel';
import { createTunnelKeeper } from './keeper';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

function keeperWith(answers: FakeAnswer[], initial: TunnelSettings | null = { authtoken: 'token-1', domain: null }) {
  const ngrok = fakeNgrok(answers);
  const states: TunnelStatus[] = [];
  let settings = initial;
  const keeper = createTunnelKeeper({
    connector: ngrok.connector,
    settings: () => settings,
    onChange: (status) => states.push(status),
    logger: quiet,
    retryDelaysMs: [10, 20],
    refusedRetryMs: 300,
  });
  return { keeper, ngrok, states, change: (next: TunnelSettings | null) => (settings = next) };
}

describe('the tunnel keeper, with a fake in place of ngrok (its service cannot be reached here)', () => {
  it('stays off without a token', async () => {
    const { keeper, ngrok, states } = keeperWith([], null);
    keeper.start('127.0.0.1:3000');
    await vi.waitFor(() => expect(states).toEqual([{ state: 'off' }]));
    expect(ngrok.calls).toEqual([]);
    expect(keeper.url()).toBeNull();
  });

  it('opens the tunnel to the server with the token and the reserved domain, and knows its address', async () => {
    const { keeper, ngrok, states } = keeperWith(['https://valhalla.ngrok.app'], { authtoken: 'token-1', domain: 'valhalla.ngrok.app' });
    keeper.start('127.0.0.1:3000');
    await vi.waitFor(() => expect(keeper.status()).toEqual({ state: 'connected', url: 'https://valhalla.ngrok.app' }));
    expect(states.map((status) => status.state)).toEqual(['connecting', 'connected']);
    expect(ngrok.calls[0]).toMatchObject({ addr: '127.0.0.1:3000', authtoken: 'token-1', domain: 'valhalla.ngrok.app' });
    expect(keeper.url()).toBe('https://valhalla.ngrok.app');
  });

  it('while the internet is down says so and tries again with growing waits, until it connects', async () => {
    const { keeper, ngrok, states } = keeperWith(['offline', 'offline', 'offline', 'https://a.ngrok.app']);
    const started = Date.now();
    keeper.start('127.0.0.1:3000');
    await vi.waitFor(() => expect(keeper.status()).toEqual({ state: 'connected', url: 'https://a.ngrok.app' }));
    expect(states.map((status) => status.state)).toEqual(['connecting', 'offline', 'connecting', 'offline', 'connecting', 'offline', 'connecting', 'connected']);
    expect(ngrok.calls).toHaveLength(4);
    // 10 + 20 + 20 ms: the waits grow, then stay at the last one.
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('when ngrok refuses, shows its reason in Spanish and tries again only after the long wait', async () => {
    const { keeper, ngrok, states } = keeperWith(['refused', 'https://b.ngrok.app']);
    keeper.start('127.0.0.1:3000');
    await vi.waitFor(() => expect(states).toContainEqual({ state: 'error', message: TUNNEL_MESSAGES.badToken }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ngrok.calls).toHaveLength(1);
    await vi.waitFor(() => expect(keeper.status().state).toBe('connected'));
    expect(ngrok.calls).toHaveLength(2);
  });

  it('follows ngrok’s own drops and returns, keeping the address meanwhile', async () => {
    const { keeper, ngrok } = keeperWith(['https://c.ngrok.app']);
    keeper.start('127.0.0.1:3000');
    await vi.waitFor(() => expect(keeper.status().state).toBe('connected'));
    ngrok.calls[0]?.onStatusChange('closed');
    expect(keeper.status()).toEqual({ state: 'offline' });
    expect(keeper.url()).toBe('https://c.ngrok.app');
    ngrok.calls[0]?.onStatusChange('connected');
    expect(keeper.status()).toEqual({ state: 'connected', url: 'https://c.ngrok.app' });
  });

  it('reopens with new settings, closing the old tunnel, and closes for good when the token is removed', async () => {
    const { keeper, ngrok, change } = keeperWith(['https://d.ngrok.app', 'https://mesa.ngrok.app']);
    keeper.start('127.0.0.1:3000');
    await vi.waitFor(() => expect(keeper.url()).toBe('https://d.ngrok.app'));
    change({ authtoken: 'token-1', domain: 'mesa.ngrok.app' });
    keeper.reconnect();
    await vi.waitFor(() => expect(keeper.url()).toBe('https://mesa.ngrok.app'));
    expect(ngrok.closed).toEqual(['https://d.ngrok.app']);
    expect(ngrok.calls[1]?.domain).toBe('mesa.ngrok.app');
    change(null);
    keeper.reconnect();
    await vi.waitFor(() => expect(keeper.status()).toEqual({ state: 'off' }));
    expect(keeper.url()).toBeNull();
    expect(ngrok.closed).toEqual(['https://d.ngrok.app', 'https://mesa.ngrok.app']);
  });

  it('stops retrying and closes the tunnel when the server stops', async () => {
    const { keeper, ngrok, states } = keeperWith(['https://e.ngrok.app', 'offline']);
    keeper.start('127.0.0.1:3000');
    await vi.waitFor(() => expect(keeper.status().state).toBe('connected'));
    await keeper.stop();
    expect(ngrok.closed).toEqual(['https://e.ngrok.app']);
    // A drop reported after the stop is not followed, and nothing reopens the tunnel.
    ngrok.calls[0]?.onStatusChange('closed');
    keeper.reconnect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ngrok.calls).toHaveLength(1);
    expect(states.at(-1)).toEqual({ state: 'connected', url: 'https://e.ngrok.app' });
  });
});
