import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedServer, EmbeddedServer, type ElectronHost, type ServerProcess, type SupervisorOptions } from './embedded-server';
import type { MainProcessMessage } from './server-messages';

/** Stands in for Electron's UtilityProcess: the test plays the server's side of the talk. */
class FakeServerProcess implements ServerProcess {
  readonly received: MainProcessMessage[] = [];
  killed = false;
  exited = false;
  private readonly messageListeners: ((message: unknown) => void)[] = [];
  private readonly exitListeners: ((code: number) => void)[] = [];

  onMessage(listener: (message: unknown) => void) {
    this.messageListeners.push(listener);
  }
  onExit(listener: (code: number) => void) {
    this.exitListeners.push(listener);
  }
  postMessage(message: MainProcessMessage) {
    this.received.push(message);
  }
  kill() {
    this.killed = true;
    this.exit(143);
  }

  send(message: unknown) {
    for (const listener of this.messageListeners) listener(message);
  }
  exit(code: number) {
    if (this.exited) return;
    this.exited = true;
    for (const listener of this.exitListeners) listener(code);
  }
}

const TIMINGS = { readyTimeoutMs: 1_000, restartDelaysMs: [100, 400], maxCrashes: 2, crashWindowMs: 10_000, stopTimeoutMs: 500 };

function supervise(overrides: Partial<SupervisorOptions> = {}) {
  const spawned: FakeServerProcess[] = [];
  const restarted: string[] = [];
  const gaveUp: Error[] = [];
  const server = new EmbeddedServer({
    ...TIMINGS,
    spawn: () => {
      const child = new FakeServerProcess();
      spawned.push(child);
      return child;
    },
    log: () => {},
    onRestarted: (url) => restarted.push(url),
    onGaveUp: (error) => gaveUp.push(error),
    ...overrides,
  });
  const latest = () => {
    const child = spawned.at(-1);
    if (!child) throw new Error('nothing spawned');
    return child;
  };
  return { server, spawned, restarted, gaveUp, latest };
}

describe('EmbeddedServer (Electron faked: a fake utility process, fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the address the server process reports', async () => {
    const { server, latest } = supervise();
    const started = server.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await expect(started).resolves.toBe('http://127.0.0.1:3000');
  });

  it('ignores messages it does not understand while waiting', async () => {
    const { server, latest } = supervise();
    const started = server.start();
    latest().send('hola');
    latest().send({ type: 'ready' });
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await expect(started).resolves.toBe('http://127.0.0.1:3000');
  });

  it('fails with the server message when it reports an error, and kills it', async () => {
    const { server, latest } = supervise();
    const started = server.start();
    latest().send({ type: 'error', message: 'listen EADDRINUSE 127.0.0.1:3000' });
    await expect(started).rejects.toThrow('EADDRINUSE');
    expect(latest().killed).toBe(true);
  });

  it('kills a server that does not answer before the deadline', async () => {
    const { server, latest, spawned } = supervise();
    const started = server.start();
    const failure = expect(started).rejects.toThrow('no respondió en 1 s');
    await vi.advanceTimersByTimeAsync(999);
    expect(latest().killed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
    expect(latest().killed).toBe(true);
    expect(spawned).toHaveLength(1);
  });

  it('fails without retrying when the process dies before it is ready', async () => {
    const { server, latest, spawned } = supervise();
    const started = server.start();
    latest().exit(1);
    await expect(started).rejects.toThrow('código 1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(spawned).toHaveLength(1);
  });

  it('restarts a server that dies after it was ready, after a pause that grows with each crash', async () => {
    const { server, latest, spawned, restarted } = supervise();
    const started = server.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await started;

    latest().exit(1);
    expect(spawned).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(spawned).toHaveLength(2);
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(restarted).toEqual(['http://127.0.0.1:3000']);
  });

  it('gives up after too many crashes within the window', async () => {
    const { server, latest, spawned, gaveUp } = supervise();
    const started = server.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await started;

    for (let crash = 1; crash <= 2; crash++) {
      latest().exit(1);
      await vi.advanceTimersByTimeAsync(400);
      latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(spawned).toHaveLength(3);
    latest().exit(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(spawned).toHaveLength(3);
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]?.message).toContain('demasiadas veces');
  });

  it('forgets crashes older than the window', async () => {
    const { server, latest, spawned, gaveUp } = supervise();
    const started = server.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await started;

    for (let crash = 1; crash <= 4; crash++) {
      latest().exit(1);
      await vi.advanceTimersByTimeAsync(100);
      latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(spawned).toHaveLength(5);
    expect(gaveUp).toHaveLength(0);
  });

  it('counts a restart that never gets ready as another crash and tries again', async () => {
    const { server, latest, spawned, restarted } = supervise();
    const started = server.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await started;

    latest().exit(1);
    await vi.advanceTimersByTimeAsync(100);
    latest().send({ type: 'error', message: 'database is locked' });
    // The second crash within the window waits longer.
    await vi.advanceTimersByTimeAsync(399);
    expect(spawned).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(spawned).toHaveLength(3);
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(restarted).toEqual(['http://127.0.0.1:3000']);
  });

  it('stops by asking the server to close, and restarts nothing', async () => {
    const { server, latest, spawned } = supervise();
    const started = server.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await started;

    const stopped = server.stop();
    expect(latest().received).toEqual([{ type: 'stop' }]);
    latest().exit(0);
    await stopped;
    // Asked again (Windows ending the session, then the app quitting): the same stop, at once.
    await server.stop();
    expect(latest().received).toEqual([{ type: 'stop' }]);
    expect(latest().killed).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(spawned).toHaveLength(1);
  });

  it('kills a server that does not close within the grace period', async () => {
    const { server, latest } = supervise();
    const started = server.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await started;

    const stopped = server.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopped;
    expect(latest().killed).toBe(true);
  });

  it('cancels a pending restart when stopped', async () => {
    const { server, latest, spawned } = supervise();
    const started = server.start();
    latest().send({ type: 'ready', url: 'http://127.0.0.1:3000' });
    await started;

    latest().exit(1);
    await server.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(spawned).toHaveLength(1);
  });
});

describe('createEmbeddedServer (Electron faked: a fake host)', () => {
  it('forks the server entry with its data under userData/data and the bundled folders', async () => {
    const forks: { modulePath: string; env: Record<string, string> }[] = [];
    const child = new FakeServerProcess();
    const host: ElectronHost = {
      userDataPath: path.join('/home/sala/.config', 'Valhalla'),
      fork: (modulePath, options) => {
        forks.push({ modulePath, env: options.env });
        return child;
      },
    };
    const server = createEmbeddedServer({
      host,
      entryPath: '/app/dist-electron/server-process.js',
      staticDir: '/app/resources/renderer',
      migrationsFolder: '/app/resources/migrations',
      env: { PORT: '3100', DATA_DIR: '/somewhere/else', UNSET: undefined },
      secretKey: 'a2V5LWRlLWxvcy1zZWNyZXRvcw==',
      log: () => {},
      onRestarted: () => {},
      onGaveUp: () => {},
    });

    const started = server.start();
    child.send({ type: 'ready', url: 'http://127.0.0.1:3100' });
    await expect(started).resolves.toBe('http://127.0.0.1:3100');

    expect(forks).toHaveLength(1);
    expect(forks[0]?.modulePath).toBe('/app/dist-electron/server-process.js');
    expect(forks[0]?.env).toEqual({
      PORT: '3100',
      DATA_DIR: path.join('/home/sala/.config', 'Valhalla', 'data'),
      VENUE_STATIC_DIR: '/app/resources/renderer',
      VENUE_MIGRATIONS_DIR: '/app/resources/migrations',
      VENUE_SECRET_KEY: 'a2V5LWRlLWxvcy1zZWNyZXRvcw==',
    });
  });
});
