/**
 * Electron main process: one kiosk window on the staff dashboard, served by the embedded
 * server running in a utility process (embedded-server.ts).
 */
import path from 'node:path';
import { app, dialog, utilityProcess, type BrowserWindow } from 'electron';
import { ROUTES } from '../shared/routes';
import { createEmbeddedServer, fromUtilityProcess } from './embedded-server';
import { bundledFolders } from './resource-paths';
import { applySecurityPolicy } from './security';
import { createKioskWindow } from './window';

// Built side by side into dist-electron/ (electron/vite.config.ts).
const PRELOAD_PATH = path.join(import.meta.dirname, 'preload.cjs');
const SERVER_ENTRY = path.join(import.meta.dirname, 'server-process.js');

let window: BrowserWindow | null = null;
let serverOrigin: string | null = null;

function showDashboard(serverUrl: string): void {
  serverOrigin = new URL(serverUrl).origin;
  const dashboard = new URL(ROUTES.dashboard, serverUrl).toString();
  if (!window || window.isDestroyed()) {
    window = createKioskWindow({ preloadPath: PRELOAD_PATH, devTools: !app.isPackaged });
    window.on('closed', () => {
      window = null;
    });
  }
  void window.loadURL(dashboard);
}

function fail(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  dialog.showErrorBox('No se pudo arrancar el servidor del restaurante', message);
  app.quit();
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

  const server = createEmbeddedServer({
    host: {
      userDataPath: app.getPath('userData'),
      fork: (modulePath, options) => fromUtilityProcess(utilityProcess.fork(modulePath, [], { ...options, stdio: 'inherit' })),
    },
    entryPath: SERVER_ENTRY,
    ...bundledFolders({ isPackaged: app.isPackaged, appPath: app.getAppPath(), resourcesPath: process.resourcesPath }),
    env: process.env,
    log: (message) => console.warn(message),
    onRestarted: showDashboard,
    onGaveUp: fail,
  });

  // Quit waits for the server to close its database; the second quit() call goes straight through.
  let quitting = false;
  app.on('before-quit', (event) => {
    if (quitting) return;
    quitting = true;
    event.preventDefault();
    void server.stop().finally(() => app.quit());
  });
  app.on('window-all-closed', () => app.quit());

  try {
    showDashboard(await server.start());
  } catch (error) {
    if (!quitting) fail(error);
  }
}

if (app.requestSingleInstanceLock()) {
  await run();
} else {
  app.quit();
}
