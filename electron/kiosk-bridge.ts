/**
 * The main process's side of `window.venueKiosk` (preload.ts): each call is answered only for a
 * page of the embedded server, so a page from anywhere else cannot change the PC's settings.
 */
import { KIOSK_CHANNELS } from '../shared/kiosk-bridge';
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

export function serveKioskBridge(ipc: InvokeHandlers, startAtLogin: StartAtLogin, serverOrigin: () => string | null): void {
  const fromServer = (event: InvokeEvent) => {
    const origin = serverOrigin();
    if (origin === null || !event.senderFrame || !isServerUrl(event.senderFrame.url, origin)) {
      throw new Error('Solo las páginas del panel pueden cambiar los ajustes de este ordenador.');
    }
  };
  ipc.handle(KIOSK_CHANNELS.getStartAtLogin, (event) => {
    fromServer(event);
    return startAtLogin.isEnabled();
  });
  ipc.handle(KIOSK_CHANNELS.setStartAtLogin, (event, enabled) => {
    fromServer(event);
    if (typeof enabled !== 'boolean') throw new Error('Valor no válido: se esperaba sí o no.');
    return startAtLogin.setEnabled(enabled);
  });
}
