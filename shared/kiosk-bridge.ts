/**
 * What the kiosk app's preload gives the web app as `window.venueKiosk`: settings of the front-desk
 * PC itself, which the server cannot change. Absent in an ordinary browser (a tablet, a diner).
 */
export interface KioskBridge {
  /** Whether the app opens by itself when the user signs in to the computer. */
  getStartAtLogin(): Promise<boolean>;
  /** Answers the setting as it stands afterwards. */
  setStartAtLogin(enabled: boolean): Promise<boolean>;
  /** The system's folder picker: the folder the owner chose, or null when they cancelled. */
  chooseFolder(title: string): Promise<string | null>;
  /** What the kiosk can read of the PC's power: whether it keeps the system awake, and whether it runs on battery. */
  getPowerState(): Promise<PowerState>;
}

export interface PowerState {
  /** The app holds Electron's 'prevent-app-suspension' block while it runs. */
  keptAwake: boolean;
  /** A laptop unplugged: Windows may sleep it whatever the app asks. */
  onBattery: boolean;
}

/** The IPC channels behind the bridge, between the preload and the main process. */
export const KIOSK_CHANNELS = {
  getStartAtLogin: 'kiosk:get-start-at-login',
  setStartAtLogin: 'kiosk:set-start-at-login',
  chooseFolder: 'kiosk:choose-folder',
  getPowerState: 'kiosk:get-power-state',
} as const;
