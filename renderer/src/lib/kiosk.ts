import type { KioskBridge } from '../../../shared/kiosk-bridge';

declare global {
  interface Window {
    /** Set by the kiosk app's preload (electron/preload.ts); absent in an ordinary browser. */
    venueKiosk?: KioskBridge;
  }
}

/** The front-desk PC's own settings, when the page runs inside the kiosk app. */
export function kioskBridge(): KioskBridge | null {
  return window.venueKiosk ?? null;
}
