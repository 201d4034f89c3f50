import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUpdates, updatesSupported, UPDATE_TIMINGS, type UpdateHost, type UpdateSource } from './updates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Stands in for electron-updater's autoUpdater (GitHub cannot be reached from the development machines). */
class FakeUpdateSource implements UpdateSource {
  checks = 0;
  installs = 0;
  failNextCheck = false;
  private downloaded: ((version: string) => void) | null = null;

  async check() {
    this.checks += 1;
    if (this.failNextCheck) {
      this.failNextCheck = false;
      throw new Error('getaddrinfo ENOTFOUND github.com');
    }
  }
  onDownloaded(listener: (version: string) => void) {
    this.downloaded = listener;
  }
  install() {
    this.installs += 1;
  }
  finishDownload(version: string) {
    this.downloaded?.(version);
  }
}

/** The order of what the kiosk did, as a person reading its log would see it. */
function fakeHost() {
  const steps: string[] = [];
  const host: UpdateHost = {
    now: () => new Date(),
    stopServer: async () => {
      steps.push('server stopped');
    },
    relaunch: () => steps.push('relaunched'),
    log: (message) => steps.push(message),
  };
  return { host, steps };
}

describe('updates with a stand-in for electron-updater', () => {
  let source: FakeUpdateSource;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    source = new FakeUpdateSource();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  /** Starts the policy at `instant` and lets version 0.2.0 finish downloading; answers the kiosk's log. */
  function downloadedAt(instant: string): string[] {
    vi.setSystemTime(new Date(instant));
    const { host, steps } = fakeHost();
    ({ stop } = startUpdates(source, host));
    source.finishDownload('0.2.0');
    return steps;
  }

  it('looks for a release a minute after start-up and then once a day, an offline look costing nothing but a log line', async () => {
    const { host, steps } = fakeHost();
    ({ stop } = startUpdates(source, host, UPDATE_TIMINGS, () => false));
    source.failNextCheck = true;

    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(source.checks).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(source.checks).toBe(1);
    expect(steps).toEqual(['No se pudo buscar una actualización: getaddrinfo ENOTFOUND github.com']);

    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(source.checks).toBe(2);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(source.checks).toBe(3);
  });

  it('waits for the venue to close, then stops the server before the installer runs', async () => {
    // Saturday evening in service; it closes at 03:00 (an hour after the last table).
    const steps = downloadedAt('2026-11-28T21:00:00+01:00');
    await vi.advanceTimersByTimeAsync(0);
    expect(source.installs).toBe(0);
    expect(steps).toEqual(['Versión 0.2.0 descargada; se instalará con el local cerrado.']);

    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(source.installs).toBe(0);

    // 03:00 + the next ten-minute look.
    await vi.advanceTimersByTimeAsync(HOUR + 10 * MINUTE);
    expect(source.installs).toBe(1);
    expect(steps.slice(1, 3)).toEqual(['Instalando la versión 0.2.0 con el local cerrado.', 'server stopped']);
  });

  it('installs at once when the download finishes with the venue closed, and only once', async () => {
    downloadedAt('2026-11-24T10:00:00+01:00');
    await vi.advanceTimersByTimeAsync(0);
    expect(source.installs).toBe(1);

    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(source.installs).toBe(1);
  });

  it('relaunches the kiosk with its server when the installer did not quit the app', async () => {
    const steps = downloadedAt('2026-11-24T10:00:00+01:00');
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(steps).not.toContain('relaunched');
    await vi.advanceTimersByTimeAsync(1);
    expect(steps.slice(-2)).toEqual(['La actualización no se instaló; la aplicación vuelve a abrirse.', 'relaunched']);
  });
});

describe('updatesSupported', () => {
  it.each([
    ['the Windows installer', 'win32', {}, true],
    ['an AppImage', 'linux', { APPIMAGE: '/home/sala/Valhalla.AppImage' }, true],
    ['a deb package, updated by the system instead', 'linux', {}, false],
    ['macOS, not shipped', 'darwin', {}, false],
  ] as const)('%s', (_case, platform, env, expected) => {
    expect(updatesSupported(platform, env)).toBe(expected);
  });
});
