/**
 * Electron main process: one kiosk window on the staff dashboard, served by the embedded
 * server running in a utility process (embedded-server.ts). Decisions live in small modules
 * tested under Node; this file only connects them to Electron.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { app, dialog, ipcMain, powerMonitor, powerSaveBlocker, safeStorage, utilityProcess, type BrowserWindow } from 'electron';
import log from 'electron-log/main';
import electronUpdater from 'electron-updater';
import { KIOSK_MESSAGES } from './messages';
import { ROUTES } from '../shared/routes';
import { createEmbeddedServer, fromUtilityProcess, serverDataDir } from './embedded-server';
import { guardClose } from './close-guard';
import { errorPageUrl } from './error-page';
import { serveKioskBridge } from './kiosk-bridge';
import { bundledFolders } from './resource-paths';
import { kioskSecretKey } from './secret-key';
import { applySecurityPolicy } from './security';
import { isServiceHours, keepAwakeInService } from './service-hours';
import { keepSystemAwake } from './stay-awake';
import { autostartDir, createStartAtLogin } from './start-at-login';
import { fromElectronUpdater, startUpdates, UPDATE_TIMINGS, updatesSupported } from './updates';
import { calendarFrom, followVenueHours } from './venue-hours';
import { createKioskWindow } from './window';

// A log file under the app's data folder (logs/main.log), moved aside to main.old.log past 5 MB.
log.initialize();
log.transports.file.maxSize = 5 * 1024 * 1024;
Object.assign(console, log.functions);

/** How often the kiosk looks at the clock to keep the screen awake during service. */
const AWAKE_CHECK_MS = 60_000;

// Built side by side into dist-electron/ (electron/vite.config.ts).
const PRELOAD_PATH = path.join(import.meta.dirname, 'preload.cjs');
const SERVER_ENTRY = path.join(import.meta.dirname, 'server-process.js');

let window: BrowserWindow | null = null;
let serverOrigin: string | null = null;
/** Quit has begun: it waits once for the server to close its database. */
let quitting = false;
/** The system is shutting down or the session ending: closing the window asks nothing then. */
let systemEnding = false;
const leaving = () => quitting || systemEnding;

/** Closes the embedded server cleanly (its last heartbeat says so); set once it exists. */
let stopServer: (() => Promise<void>) | null = null;

/** Windows or the session is ending: no question, and the server closes while there is time. */
function systemIsEnding(): void {
  if (systemEnding) return;
  systemEnding = true;
  void stopServer?.();
}

/** The owner's answer to closing the kiosk: true to close anyway. */
async function confirmClose(parent: BrowserWindow): Promise<boolean> {
  const K = KIOSK_MESSAGES;
  const { response } = await dialog.showMessageBox(parent, {
    type: 'warning',
    title: K.closeQuestion,
    message: K.closeQuestion,
    detail: K.closeDetail,
    buttons: [K.closeKeep, K.closeAnyway],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  });
  return response === 1;
}
/** The owner's calendar as the server states it: a closed night lets the screen sleep and an update install. */
const venueHours = followVenueHours(calendarFrom(() => serverOrigin));
const inService = (now: Date) => isServiceHours(now, venueHours.calendar());

function kioskWindow(): BrowserWindow {
  if (window && !window.isDestroyed()) return window;
  const created = createKioskWindow({ preloadPath: PRELOAD_PATH, devTools: !app.isPackaged });
  // A page that crashed or was killed comes back by itself; the screen is never left blank.
  created.webContents.on('render-process-gone', (_event, details) => {
    log.warn(`La ventana se cerró (${details.reason}); se recarga.`);
    created.webContents.reload();
  });
  created.on('close', guardClose({ leaving, confirm: () => confirmClose(created), close: () => created.close() }));
  // Windows shutting down or signing out ends the session: no question, and a clean stop, so the
  // night is not recorded as a power cut.
  created.on('session-end', systemIsEnding);
  created.on('closed', () => {
    window = null;
  });
  window = created;
  return created;
}

function showDashboard(serverUrl: string): void {
  serverOrigin = new URL(serverUrl).origin;
  void kioskWindow().loadURL(new URL(ROUTES.dashboard, serverUrl).toString());
}

/** The server cannot run: the window says so in Spanish, with what to do, instead of closing. */
function fail(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  log.error('El servidor no arranca:', message);
  void kioskWindow().loadURL(errorPageUrl(message, log.transports.file.getFile().path));
}

/** The screen stays on while the venue is in service, and may sleep when it is closed. */
function keepAwakeDuringService(): void {
  const check = keepAwakeInService(powerSaveBlocker, inService);
  const tick = () => {
    const now = new Date();
    void venueHours.refresh(now).then(() => check(now));
  };
  tick();
  setInterval(tick, AWAKE_CHECK_MS);
}

async function run(): Promise<void> {
  // A second launch (a double click on the shortcut) focuses the kiosk that is already open.
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  await app.whenReady();
  applySecurityPolicy(app, () => serverOrigin);
  // The system never suspends while the app runs (the booking site is on it); the screen may sleep outside service.
  const awake = keepSystemAwake(powerSaveBlocker);
  keepAwakeDuringService();
  powerMonitor.on('shutdown', systemIsEnding);
  const startAtLogin = createStartAtLogin({
    platform: process.platform,
    isOpenAtLogin: () => app.getLoginItemSettings().openAtLogin,
    setOpenAtLogin: (openAtLogin) => app.setLoginItemSettings({ openAtLogin }),
    // Inside an AppImage the executable lives in a temporary mount; the AppImage file is what stays.
    executable: process.env.APPIMAGE ?? process.execPath,
    autostartDir: autostartDir(process.env),
  });
  serveKioskBridge(
    ipcMain,
    {
      startAtLogin,
      chooseFolder: async (title) => {
        const options = { title, properties: ['openDirectory', 'createDirectory'] as ('openDirectory' | 'createDirectory')[] };
        const chosen = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
        return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
      },
      powerState: () => ({ keptAwake: awake.isHeld(), onBattery: powerMonitor.isOnBatteryPower() }),
    },
    () => serverOrigin,
  );

  const dataDir = serverDataDir(app.getPath('userData'));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const server = createEmbeddedServer({
    host: {
      userDataPath: app.getPath('userData'),
      fork: (modulePath, options) => {
        // The server's own messages (the tunnel's address, a failed e-mail, a backup) go to the same log file.
        const child = utilityProcess.fork(modulePath, [], { ...options, stdio: 'pipe' });
        child.stdout?.on('data', (chunk: Buffer) => log.info(chunk.toString().trimEnd()));
        child.stderr?.on('data', (chunk: Buffer) => log.warn(chunk.toString().trimEnd()));
        return fromUtilityProcess(child);
      },
    },
    entryPath: SERVER_ENTRY,
    ...bundledFolders({ isPackaged: app.isPackaged, appPath: app.getAppPath(), resourcesPath: process.resourcesPath }),
    env: process.env,
    secretKey: kioskSecretKey(safeStorage, dataDir, log),
    log: (message) => log.warn(message),
    onRestarted: showDashboard,
    onGaveUp: fail,
  });

  stopServer = () => server.stop();
  // Quit waits for the server to close its database; the second quit() call goes straight through.
  app.on('before-quit', (event) => {
    if (quitting) return;
    quitting = true;
    awake.release();
    event.preventDefault();
    void server.stop().finally(() => app.quit());
  });
  app.on('window-all-closed', () => app.quit());

  try {
    showDashboard(await server.start());
  } catch (error) {
    if (!quitting) fail(error);
  }

  if (app.isPackaged && updatesSupported(process.platform, process.env)) {
    // electron-updater is CommonJS: its named exports are only reachable through the default one.
    const { autoUpdater } = electronUpdater;
    autoUpdater.logger = log;
    startUpdates(
      fromElectronUpdater(autoUpdater),
      {
        now: () => new Date(),
        stopServer: () => server.stop(),
        relaunch: () => {
          app.relaunch();
          app.exit(0);
        },
        log: (message) => log.info(message),
      },
      UPDATE_TIMINGS,
      inService,
    );
  }
}

if (app.requestSingleInstanceLock()) {
  await run();
} else {
  app.quit();
}
