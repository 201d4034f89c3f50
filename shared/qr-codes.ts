/** The printed QR codes of 'Ajustes': where each one leads a diner's phone. */
import { HOME_SECTIONS, ROUTES } from './routes';

export const QR_TARGETS = ['menu', 'booking'] as const;
export type QrTarget = (typeof QR_TARGETS)[number];

/** The path each code opens on the public site: the menu, and the home page's booking form. */
export const QR_TARGET_PATHS: Record<QrTarget, string> = {
  menu: ROUTES.menu,
  booking: `/#${HOME_SECTIONS.booking}`,
};

export interface QrCode {
  target: QrTarget;
  url: string;
  /** The code as an SVG document, drawn by the `qrcode` library. */
  svg: string;
}

/** No codes without a public address: one pointing at this computer would lead nowhere. */
export interface QrSheet {
  publicUrl: string | null;
  codes: QrCode[];
}
