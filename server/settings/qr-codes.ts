import QRCode from 'qrcode';
import { QR_TARGET_PATHS, QR_TARGETS, type QrSheet } from '../../shared/qr-codes';

/**
 * The menu's and the booking form's codes for the public address. Error correction M (15 %) stays
 * readable through a crease or a coffee ring on a printed card; the 4-module quiet zone is the
 * standard's, which phone scanners need around the code.
 */
export async function qrSheet(publicUrl: string | null): Promise<QrSheet> {
  if (!publicUrl) return { publicUrl: null, codes: [] };
  const codes = await Promise.all(
    QR_TARGETS.map(async (target) => {
      const url = `${publicUrl}${QR_TARGET_PATHS[target]}`;
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
      return { target, url, svg };
    }),
  );
  return { publicUrl, codes };
}
