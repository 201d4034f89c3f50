/**
 * Updates from the project's GitHub releases (electron-updater): looked for once a day, downloaded
 * in the background, installed only while the venue is closed and only after the embedded server
 * has closed its database. electron-updater sits behind `UpdateSource` so the policy is tested
 * under Node.
 */
import type { AppUpdater } from 'electron-updater';
import { isServiceHours } from './service-hours';

/** What the policy needs from electron-updater's `autoUpdater`, or a fake. */
export interface UpdateSource {
  /** Looks for a newer release and, if there is one, downloads it in the background. */
  check(): Promise<void>;
  onDownloaded(listener: (version: string) => void): void;
  /** Quits the app, runs the downloaded installer silently and opens the new version. */
  install(): void;
}

export function fromElectronUpdater(updater: AppUpdater): UpdateSource {
  // Installing on an ordinary quit could happen in the middle of service; only the policy installs.
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = false;
  return {
    check: async () => {
      await updater.checkForUpdates();
    },
    onDownloaded: (listener) => updater.on('update-downloaded', (info) => listener(info.version)),
    install: () => updater.quitAndInstall(true, true),
  };
}

export interface UpdateHost {
  now(): Date;
  /** Closes the embedded server and its database; the installer replaces files the server holds open. */
  stopServer(): Promise<void>;
  /** Starts the app again as it was: used when an install did not go ahead. */
  relaunch(): void;
  log(message: string): void;
}

export const UPDATE_TIMINGS = {
  /** The first look waits until the kiosk and its server have settled after start-up. */
  firstCheckAfterMs: 60_000,
  checkEveryMs: 24 * 60 * 60_000,
  /** How often a downloaded update asks whether the venue has closed. */
  installCheckEveryMs: 10 * 60_000,
  /** An install that has not quit the app by then failed; the kiosk is relaunched with its server. */
  installGraceMs: 60_000,
} as const;

export type UpdateTimings = { [K in keyof typeof UPDATE_TIMINGS]: number };

/**
 * Whether this installation can update itself: the Windows installer (NSIS) and the AppImage can;
 * a deb package is updated by the system's package manager, which needs the administrator.
 */
export function updatesSupported(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): boolean {
  if (platform === 'win32') return true;
  return platform === 'linux' && Boolean(env.APPIMAGE);
}

export function startUpdates(source: UpdateSource, host: UpdateHost, timings: UpdateTimings = UPDATE_TIMINGS, inService: (now: Date) => boolean = isServiceHours): { stop(): void } {
  let pendingVersion: string | null = null;
  let installing = false;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const check = () => {
    // Offline or GitHub unreachable: tomorrow's look will try again.
    source.check().catch((error: unknown) => {
      host.log(`No se pudo buscar una actualización: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  const installIfClosed = async () => {
    if (pendingVersion === null || installing || inService(host.now())) return;
    installing = true;
    host.log(`Instalando la versión ${pendingVersion} con el local cerrado.`);
    await host.stopServer();
    source.install();
    timers.push(
      setTimeout(() => {
        host.log('La actualización no se instaló; la aplicación vuelve a abrirse.');
        host.relaunch();
      }, timings.installGraceMs),
    );
  };

  source.onDownloaded((version) => {
    pendingVersion = version;
    host.log(`Versión ${version} descargada; se instalará con el local cerrado.`);
    void installIfClosed();
  });

  timers.push(
    setTimeout(() => {
      check();
      timers.push(setInterval(check, timings.checkEveryMs));
    }, timings.firstCheckAfterMs),
    setInterval(() => void installIfClosed(), timings.installCheckEveryMs),
  );

  return {
    stop: () => timers.forEach((timer) => clearTimeout(timer)),
  };
}
