/**
 * What the kiosk app's preload gives the web app as `window.venueKiosk`: settings of the front-desk
 * PC itself, which the server cannot change. Absent in an ordinary browser (a tablet, a diner).
 */
export interface KioskBridge {
  /** Whether the app opens by itself when the user signs in to the computer. */
  getStartAtLogin(): Promise<boolean>;
  /** Answers the setting as it stands afterwards. */
  setStartAtLogin(enabled: boolean): Promise<boolean>;
}

/** The IPC channels behind the bridge, between the preload and the main process. */
export const KIOSK_CHANNELS = {
  getStartAtLogin: 'kiosk:get-start-at-login',
  setStartAtLogin: 'kiosk:set-start-at-login',
} as const;
