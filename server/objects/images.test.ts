import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImage, mediaTypeOf, renderWebp } from './images';

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#b5442f' } });

describe('images', () => {
  let dir: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'venue-images-'));
    // Stored sideways, as a phone held upright writes it: EXIF orientation 6 turns it 90° clockwise.
    jpeg = await canvas(1600, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['a JPEG', () => canvas(40, 30).jpeg().toBuffer()],
    ['a PNG', () => canvas(40, 30).png().toBuffer()],
    ['a WebP', () => canvas(40, 30).webp().toBuffer()],
    ['a GIF', () => canvas(40, 30).gif().toBuffer()],
    ['an AVIF', () => canvas(40, 30).avif().toBuffer()],
  ])('accepts %s', async (_name, make) => {
    expect(await checkImage(await make())).toBe('accepted');
  });

  it.each([
    ['text', async () => Buffer.from('Carta de vinos\n')],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    // Its header reads fine; only decoding the pixels finds the missing end.
    [
      'a JPEG cut short',
      async () => {
        const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
          .jpeg()
          .toBuffer();
        return whole.subarray(0, Math.floor(whole.length * 0.7));
      },
    ],
    ['nothing', async () => Buffer.alloc(0)],
  ])('refuses %s', async (_name, make) => {
    expect(await checkImage(await make())).toBe('not-an-image');
  });

  it('refuses more than 50 megapixels from the header alone, and takes a 48-megapixel camera photo', async () => {
    expect(await checkImage(await canvas(8_000, 6_300).png().toBuffer())).toBe('too-many-pixels');
    expect(await checkImage(await canvas(8_000, 6_000).png().toBuffer())).toBe('accepted');
  });

  it('tells the content type of a stored original', async () => {
    const file = path.join(dir, 'original');
    writeFileSync(file, await canvas(10, 10).png().toBuffer());
    expect(await mediaTypeOf(file)).toBe('image/png');
  });

  it('renders an upright WebP of the asked width without metadata', async () => {
    const file = path.join(dir, 'sideways');
    writeFileSync(file, jpeg);
    const output = await sharp(await renderWebp(file, 480)).metadata();
    expect(output).toMatchObject({ format: 'webp', width: 480, height: 640 });
    expect(output.exif).toBeUndefined();
    expect(output.orientation).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const file = path.join(dir, 'small');
    writeFileSync(file, await canvas(100, 80).png().toBuffer());
    expect(await sharp(await renderWebp(file, 1920)).metadata()).toMatchObject({ width: 100, height: 80 });
  });
});
