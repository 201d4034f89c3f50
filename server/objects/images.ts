import sharp from 'sharp';

// Every size is kept in our own disk cache; libvips' operation cache would only hold memory.
sharp.cache(false);
// A two-core front-desk PC: one libvips thread per image leaves a core for requests while a resize runs.
sharp.concurrency(1);

// What browsers show and we can turn into WebP. SVG is refused: served from this origin, its scripts would run.
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

// Lenient about warnings (many cameras write slightly odd JPEGs), strict about real decoding errors.
const DECODE = { failOn: 'error' } as const;

/** True when the bytes are an image of an accepted format whose pixels really decode. */
export async function isAcceptedImage(bytes: Buffer): Promise<boolean> {
  try {
    const { format } = await sharp(bytes, DECODE).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return false;
    // An intact header can hide broken pixels: decode the whole image, shrunk, to be sure.
    await sharp(bytes, DECODE).resize(64, 64, { fit: 'inside' }).toBuffer();
    return true;
  } catch {
    // sharp rejects anything it cannot read with a plain Error; for an upload every such case means "not an image".
    return false;
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
