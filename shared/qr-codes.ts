/** The printed QR codes of 'Ajustes': where each one leads a diner's phone. */
import { z } from 'zod';
import { HOME_SECTIONS, ROUTES } from './routes';

export const QR_TARGETS = ['menu', 'booking'] as const;
export type QrTarget = (typeof QR_TARGETS)[number];

/** The path each code opens on the public site: the menu, and the home page's booking form. */
export const QR_TARGET_PATHS: Record<QrTarget, string> = {
  menu: ROUTES.menu,
  booking: `/#${HOME_SECTIONS.booking}`,
};

export const qrSheetSchema = z.object({
  /** No codes without a public address: one pointing at this computer would lead nowhere. */
  publicUrl: z.string().nullable(),
  codes: z.array(
    z.object({
      target: z.enum(QR_TARGETS),
      url: z.string(),
      /** The code as an SVG document, drawn by the `qrcode` library. */
      svg: z.string(),
    }),
  ),
});
export type QrSheet = z.infer<typeof qrSheetSchema>;
export type QrCode = QrSheet['codes'][number];
