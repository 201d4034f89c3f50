/**
 * Runs in the sandboxed kiosk window before the page. The web app is the same in a browser and in
 * the kiosk; the bridge adds only the front-desk PC's own settings, each a single IPC call that the
 * main process answers for the server's pages alone. Nothing else from Node or Electron is exposed.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { KIOSK_CHANNELS, type KioskBridge } from '../shared/kiosk-bridge';

const bridge: KioskBridge = {
  getStartAtLogin: () => ipcRenderer.invoke(KIOSK_CHANNELS.getStartAtLogin),
  setStartAtLogin: (enabled) => ipcRenderer.invoke(KIOSK_CHANNELS.setStartAtLogin, enabled),
  chooseFolder: (title) => ipcRenderer.invoke(KIOSK_CHANNELS.chooseFolder, title),
  getPowerState: () => ipcRenderer.invoke(KIOSK_CHANNELS.getPowerState),
};

contextBridge.exposeInMainWorld('venueKiosk', Object.freeze(bridge));
