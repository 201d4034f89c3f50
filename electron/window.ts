import { BrowserWindow } from 'electron';

export interface KioskWindowOptions {
  preloadPath: string;
  /** Developer tools only when run from the project, never in an installed app. */
  devTools: boolean;
}

/** The front desk's full-screen window; it only ever shows pages of the embedded server. */
export function createKioskWindow({ preloadPath, devTools }: KioskWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    kiosk: true,
    show: false,
    title: 'Valhalla · Sala',
    backgroundColor: '#faf7f2',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      devTools,
      spellcheck: false,
    },
  });
  // Showing it only once painted avoids a white flash on the front-desk screen.
  window.once('ready-to-show', () => window.show());
  return window;
}
