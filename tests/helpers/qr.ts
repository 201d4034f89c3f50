import jsQR from 'jsqr';
import sharp from 'sharp';

/** Reads a QR code the way a phone's camera would: from its pixels (an SVG drawn at 10×, or a screenshot). */
export async function scanQr(image: Buffer, format: 'svg' | 'png'): Promise<string | null> {
  const input = format === 'svg' ? sharp(image, { density: 720 }) : sharp(image);
  const { data, info } = await input.flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}
