import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { OBJECT_MESSAGES } from '../../server/objects/messages';
import { startTestServer, type TestServer } from '../helpers/server';

const NOW = '2026-11-23T12:00:00+01:00';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#b5442f' } });

describe('image uploads and sizes', () => {
  let server: TestServer;
  let token: string;
  // A photo taken with the phone upright: stored 1600x1200, EXIF orientation 6 turns it to 1200x1600.
  let sidewaysJpeg: Buffer;
  let smallPng: Buffer;

  beforeAll(async () => {
    server = await startTestServer({ now: NOW });
    token = await server.login();
    sidewaysJpeg = await canvas(1600, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    smallPng = await canvas(100, 80).png().toBuffer();
  });
  afterEach(() => server.clock.set(NOW));
  afterAll(() => server.close());

  async function requestUploadURL(): Promise<string> {
    const answer = await server.request<{ uploadURL: string }>('/api/objects/upload', { method: 'POST', body: {}, token });
    expect(answer.status).toBe(200);
    return answer.body.uploadURL;
  }

  async function put(uploadURL: string, bytes: Buffer, contentType = 'image/jpeg') {
    const response = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });
    return { status: response.status, body: (await response.json()) as { objectPath?: string; message?: string } };
  }

  async function upload(bytes: Buffer, contentType?: string): Promise<string> {
    const answer = await put(await requestUploadURL(), bytes, contentType);
    expect(answer.status).toBe(200);
    return answer.body.objectPath as string;
  }

  async function get(pathname: string, headers: Record<string, string> = {}) {
    const response = await fetch(server.url + pathname, { headers });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const idOf = (address: string) => new URL(address, server.url).pathname.split('/').pop() as string;
  const uploadsDir = () => path.join(server.dataDir, 'objects', 'uploads');
  const stagingDir = () => path.join(server.dataDir, 'objects', 'tmp');

  describe('POST /api/objects/upload', () => {
    it('is for the administrator only', async () => {
      const answer = await server.request('/api/objects/upload', { method: 'POST', body: {} });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'unauthorized', message: AUTH_MESSAGES.required });
    });

    it('answers a signed address on this same server', async () => {
      const uploadURL = await requestUploadURL();
      expect(uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/objects\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]{64}$/);
      expect(uploadURL.startsWith(server.url)).toBe(true);
    });

    it('uses the address a local proxy or tunnel reports', async () => {
      const answer = await server.request<{ uploadURL: string }>('/api/objects/upload', {
        method: 'POST',
        token,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'reservas.example.es' },
      });
      expect(answer.body.uploadURL.startsWith('https://reservas.example.es/api/objects/uploads/')).toBe(true);
    });
  });

  describe('PUT to the upload address', () => {
    it('stores the photo and serves the original bytes back with their type', async () => {
      const uploadURL = await requestUploadURL();
      const answer = await put(uploadURL, sidewaysJpeg);
      expect(answer).toEqual({ status: 200, body: { objectPath: `/objects/uploads/${idOf(uploadURL)}` } });

      const original = await get(answer.body.objectPath as string);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe('image/jpeg');
      expect(original.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(original.bytes.equals(sidewaysJpeg)).toBe(true);
    });

    it('accepts any content type the browser sends and serves the type the bytes really are', async () => {
      const objectPath = await upload(smallPng, 'application/octet-stream');
      expect((await get(objectPath)).headers.get('content-type')).toBe('image/png');
    });

    it.each([
      ['a text file', Buffer.from('Menú del día: cocido madrileño\n'), 'text/plain'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      ['an empty file', Buffer.alloc(0), 'image/jpeg'],
    ])('refuses %s as not an image and stores nothing', async (_name, bytes, contentType) => {
      const uploadURL = await requestUploadURL();
      const answer = await put(uploadURL, bytes, contentType);
      expect(answer).toEqual({ status: 415, body: { code: 'unsupported-media', message: OBJECT_MESSAGES.notAnImage } });
      expect(existsSync(path.join(uploadsDir(), idOf(uploadURL)))).toBe(false);
      expect(readdirSync(stagingDir())).toEqual([]);
    });

    it('refuses an image of more than 50 megapixels with a Spanish 415, and stores nothing', async () => {
      const huge = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#b5442f' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const uploadURL = await requestUploadURL();
      const answer = await put(uploadURL, huge);
      expect(answer).toEqual({
        status: 415,
        body: { code: 'unsupported-media', message: 'La imagen tiene demasiados píxeles: como mucho 50 megapíxeles (por ejemplo, 8000 × 6000). Redúcela y vuelve a subirla.' },
      });
      expect(existsSync(path.join(uploadsDir(), idOf(uploadURL)))).toBe(false);
    });

    it('refuses a JPEG whose pixels are cut short', async () => {
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
        .jpeg()
        .toBuffer();
      const uploadURL = await requestUploadURL();
      const answer = await put(uploadURL, photo.subarray(0, Math.floor(photo.length * 0.7)));
      expect(answer).toEqual({ status: 415, body: { code: 'unsupported-media', message: OBJECT_MESSAGES.notAnImage } });
      expect(existsSync(path.join(uploadsDir(), idOf(uploadURL)))).toBe(false);
    });

    it('refuses a file over 10 MB and stores nothing', async () => {
      const uploadURL = await requestUploadURL();
      const answer = await put(uploadURL, Buffer.alloc(10 * 1024 * 1024 + 1));
      expect(answer).toEqual({ status: 413, body: { code: 'too-large', message: OBJECT_MESSAGES.tooLarge } });
      expect(existsSync(path.join(uploadsDir(), idOf(uploadURL)))).toBe(false);
      expect(readdirSync(stagingDir())).toEqual([]);
    });

    it('lets a refused file be followed by a real photo on the same address', async () => {
      const uploadURL = await requestUploadURL();
      expect((await put(uploadURL, Buffer.from('no soy una foto'))).status).toBe(415);
      expect((await put(uploadURL, smallPng)).status).toBe(200);
    });

    it('can be used once only', async () => {
      const uploadURL = await requestUploadURL();
      expect((await put(uploadURL, smallPng)).status).toBe(200);
      expect(await put(uploadURL, sidewaysJpeg)).toEqual({ status: 409, body: { code: 'conflict', message: OBJECT_MESSAGES.urlUsed } });
      expect((await get(`/objects/uploads/${idOf(uploadURL)}`)).bytes.equals(smallPng)).toBe(true);
    });

    it('lets only one of two simultaneous uploads to the same address succeed', async () => {
      const uploadURL = await requestUploadURL();
      const answers = await Promise.all([put(uploadURL, sidewaysJpeg), put(uploadURL, smallPng)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });

    it('refuses an address after 15 minutes', async () => {
      const uploadURL = await requestUploadURL();
      server.clock.set(new Date(new Date(NOW).getTime() + 16 * 60 * 1000));
      expect(await put(uploadURL, smallPng)).toEqual({ status: 410, body: { code: 'gone', message: OBJECT_MESSAGES.urlExpired } });
      expect(existsSync(path.join(uploadsDir(), idOf(uploadURL)))).toBe(false);
    });

    it.each([
      ['a tampered signature', (url: URL) => url.searchParams.set('signature', flipLastHexDigit(url.searchParams.get('signature') ?? ''))],
      ['no signature', (url: URL) => url.searchParams.delete('signature')],
      ['a stretched expiry', (url: URL) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3_600_000))],
      ['another id', (url: URL) => (url.pathname = '/api/objects/uploads/00000000-0000-4000-8000-000000000000')],
      ['a path instead of an id', (url: URL) => (url.pathname = '/api/objects/uploads/..%2F..%2Fvenue.db')],
    ])('refuses an address with %s', async (_name, tamper) => {
      const url = new URL(await requestUploadURL());
      tamper(url);
      expect(await put(url.toString(), smallPng)).toEqual({ status: 403, body: { code: 'forbidden', message: OBJECT_MESSAGES.urlInvalid } });
    });
  });

  describe('GET /objects/uploads/{id}?size=', () => {
    it('answers an upright WebP of the size, without metadata', async () => {
      const objectPath = await upload(sidewaysJpeg);
      const mobile = await get(`${objectPath}?size=mobile`);

      expect(mobile.status).toBe(200);
      expect(mobile.headers.get('content-type')).toBe('image/webp');
      expect(mobile.headers.get('cache-control')).toBe(IMMUTABLE);
      const metadata = await sharp(mobile.bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 480, height: 640 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    });

    it.each([
      ['ultraTiny', 32],
      ['tablet', 768],
      ['medium', 1024],
    ])('makes %s %i px wide', async (size, width) => {
      const objectPath = await upload(sidewaysJpeg);
      expect(await sharp((await get(`${objectPath}?size=${size}`)).bytes).metadata()).toMatchObject({ format: 'webp', width });
    });

    it('never enlarges a small image', async () => {
      const objectPath = await upload(smallPng);
      const large = await get(`${objectPath}?size=large`);
      expect(large.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(large.bytes).metadata()).toMatchObject({ width: 100, height: 80 });
    });

    it('makes a size once, keeps it in the disk cache and serves the same bytes again', async () => {
      const objectPath = await upload(sidewaysJpeg);
      const first = await get(`${objectPath}?size=tablet`);
      expect(first.status).toBe(200);
      const cacheFile = path.join(server.dataDir, 'objects', 'cache', `${idOf(objectPath)}-tablet.webp`);
      expect(readFileSync(cacheFile).equals(first.bytes)).toBe(true);
      const written = statSync(cacheFile).mtimeMs;

      const second = await get(`${objectPath}?size=tablet`);
      expect(second.status).toBe(200);
      expect(second.bytes.equals(first.bytes)).toBe(true);
      // Not resized again: the cached file was not rewritten.
      expect(statSync(cacheFile).mtimeMs).toBe(written);
    });

    it('finds a size already in the disk cache after a restart without resizing the original', async () => {
      const objectPath = await upload(sidewaysJpeg);
      const cacheFile = path.join(server.dataDir, 'objects', 'cache', `${idOf(objectPath)}-mobile.webp`);
      // What sits in the disk cache is what is served: a fresh server reads it instead of resizing.
      const marker = await canvas(7, 7).webp().toBuffer();
      writeFileSync(cacheFile, marker);
      const answer = await get(`${objectPath}?size=mobile`);
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(marker)).toBe(true);
    });

    it('gives every simultaneous first request the same image', async () => {
      const objectPath = await upload(sidewaysJpeg);
      const answers = await Promise.all([1, 2, 3, 4].map(() => get(`${objectPath}?size=large`)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(answers.every((answer) => answer.bytes.equals(answers[0]?.bytes ?? Buffer.alloc(0)))).toBe(true);
      expect(await sharp(answers[0]?.bytes).metadata()).toMatchObject({ width: 1200, height: 1600 });
    });

    it('answers 304 to a browser that already holds the image', async () => {
      const objectPath = await upload(smallPng);
      const first = await get(`${objectPath}?size=mobile`);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      // As a browser revalidates; without its own Cache-Control, fetch would add `no-cache` and forbid the 304.
      const again = await get(`${objectPath}?size=mobile`, { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    });

    it.each(['huge', 'Mobile', ''])('refuses the size %j', async (size) => {
      const objectPath = await upload(smallPng);
      const answer = await server.request(`${objectPath}?size=${size}`);
      expect(answer).toMatchObject({ status: 400, body: { message: OBJECT_MESSAGES.sizeInvalid } });
    });

    it.each([
      ['an unknown image', '/objects/uploads/00000000-0000-4000-8000-000000000000'],
      ['an unknown image in a size', '/objects/uploads/00000000-0000-4000-8000-000000000000?size=mobile'],
      ['a malformed id', '/objects/uploads/no-existe'],
      ['a path out of the folder', '/objects/uploads/..%2F..%2Fvenue.db'],
    ])('answers 404 for %s', async (_name, pathname) => {
      const answer = await server.request(pathname);
      expect(answer).toMatchObject({ status: 404, body: { message: OBJECT_MESSAGES.notFound } });
    });
  });
});

function flipLastHexDigit(hex: string): string {
  return hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');
}
