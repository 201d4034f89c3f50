/**
 * The main process's side of `window.venueKiosk` (preload.ts): each call is answered only for a
 * page of the embedded server, so a page from anywhere else cannot change the PC's settings.
 */
import { KIOSK_CHANNELS, type PowerState } from '../shared/kiosk-bridge';
import type { StartAtLogin } from './start-at-login';
import { isServerUrl } from './trusted-url';

/** The part of an `IpcMainInvokeEvent` the check reads. */
export interface InvokeEvent {
  senderFrame: { url: string } | null;
}

/** Electron's `ipcMain`, or a fake. */
export interface InvokeHandlers {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void;
}

/** What the bridge reaches of the PC: Electron's calls in main.ts, fakes in tests. */
export interface KioskPc {
  startAtLogin: StartAtLogin;
  /** The system's folder picker over the kiosk window: the folder, or null when cancelled. */
  chooseFolder(title: string): Promise<string | null>;
  powerState(): PowerState;
}

export function serveKioskBridge(ipc: InvokeHandlers, pc: KioskPc, serverOrigin: () => string | null): void {
  const fromServer = (event: InvokeEvent) => {
    const origin = serverOrigin();
    if (origin === null || !event.senderFrame || !isServerUrl(event.senderFrame.url, origin)) {
      throw new Error('Solo las páginas del panel pueden cambiar los ajustes de este ordenador.');
    }
  };
  ipc.handle(KIOSK_CHANNELS.getStartAtLogin, (event) => {
    fromServer(event);
    return pc.startAtLogin.isEnabled();
  });
  ipc.handle(KIOSK_CHANNELS.setStartAtLogin, (event, enabled) => {
    fromServer(event);
    if (typeof enabled !== 'boolean') throw new Error('Valor no válido: se esperaba sí o no.');
    return pc.startAtLogin.setEnabled(enabled);
  });
  ipc.handle(KIOSK_CHANNELS.chooseFolder, (event, title) => {
    fromServer(event);
    return pc.chooseFolder(typeof title === 'string' ? title.slice(0, 100) : '');
  });
  ipc.handle(KIOSK_CHANNELS.getPowerState, (event) => {
    fromServer(event);
    return pc.powerState();
  });
}
