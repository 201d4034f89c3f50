/**
 * Runs in the sandboxed kiosk window before the page. The web app is the same in a browser and in
 * the kiosk; this read-only flag only lets it tell the two apart. Nothing from Node or Electron
 * is exposed.
 */
import { contextBridge } from 'electron';

contextBridge.exposeInMainWorld('venueKiosk', Object.freeze({ isKiosk: true }));
