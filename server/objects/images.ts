import sharp from 'sharp';

// Every size is kept in our own disk cache; libvips' operation cache would only hold memory.
sharp.cache(false);
// A two-core front-desk PC: one libvips thread per image leaves a core for requests while a resize runs.
sharp.concurrency(1);

// What browsers show and we can turn into WebP. SVG is refused: served from this origin, its scripts would run.
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

/**
 * The largest photo taken, in pixels: a 48-megapixel phone camera fits (8000 × 6000), while a
 * 16,000 × 16,000 image, which costs seconds of CPU and hundreds of megabytes for each size made
 * of it, does not.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

// Lenient about warnings (many cameras write slightly odd JPEGs), strict about real decoding errors;
// libvips itself refuses to decode anything larger than the limit.
const DECODE = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;

export type ImageVerdict = 'accepted' | 'not-an-image' | 'too-many-pixels';

/** Whether the bytes are an image of an accepted format, not too large, whose pixels really decode. */
export async function checkImage(bytes: Buffer): Promise<ImageVerdict> {
  try {
    // The header alone: its size is known before a single pixel is decoded.
    const { format, width = 0, height = 0 } = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return 'not-an-image';
    if (width * height > MAX_INPUT_PIXELS) return 'too-many-pixels';
    // An intact header can hide broken pixels: decode the whole image, shrunk, to be sure.
    await sharp(bytes, DECODE).resize(64, 64, { fit: 'inside' }).toBuffer();
    return 'accepted';
  } catch {
    // sharp rejects anything it cannot read with a plain Error; for an upload every such case means "not an image".
    return 'not-an-image';
  }
}

/** The content type of a stored original, as sharp detects it (the file has no extension). */
export async function mediaTypeOf(filePath: string): Promise<string> {
  const { mediaType } = await sharp(filePath).metadata();
  return mediaType ?? 'application/octet-stream';
}

/** A WebP at most `width` pixels wide, upright by its EXIF orientation, never enlarged, without metadata. */
export function renderWebp(filePath: string, width: number): Promise<Buffer> {
  return sharp(filePath, DECODE).rotate().resize({ width, withoutEnlargement: true }).webp().toBuffer();
}
