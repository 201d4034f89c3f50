/**
 * The file 'Copia fuera del local' writes: a backup's zip (database and photos, server/backup/backups.ts)
 * encrypted whole with AES-256-GCM, under a key derived from the owner's recovery passphrase with
 * scrypt. A new PC needs the passphrase alone: the header says how the key was made.
 *
 *   "VENUE-COPIA-CIFRADA\n"   what the file is (20 bytes)
 *   uint32, big-endian        the length of the header
 *   header, JSON              { version: 1, kdf: { name: 'scrypt', N, r, p, salt }, cipher: 'aes-256-gcm', iv, check }
 *   ciphertext                the zip
 *   16 bytes                  GCM's tag, over the ciphertext and, as associated data, everything before it
 *
 * scrypt gives 64 bytes: the first 32 are the key, the next 16 the `check` the header carries, so
 * a wrong passphrase is told from a damaged file before anything is decrypted. The check lets a
 * guess be tried no faster than the ciphertext itself would (one scrypt each). Nothing outside the
 * ciphertext says anything about the venue or its diners.
 */
import { createCipheriv, createDecipheriv, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

const MAGIC = Buffer.from('VENUE-COPIA-CIFRADA\n', 'ascii');
const VERSION = 1;
const KEY_BYTES = 32;
const CHECK_BYTES = 16;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Any real header is a few hundred bytes: a larger length is a damaged or foreign file. */
const MAX_HEADER_BYTES = 4096;

/**
 * scrypt's cost: 2^17 × 8 (128 MB, about a third of a second here), what OWASP advises. Fixed per
 * passphrase and carried in the header, so a stronger default later still opens older files.
 */
const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * What a header may ask of scrypt for one guess: 128 × N × r bytes of memory at most 256 MiB (twice
 * what this program writes), and p at most 2, so about four times its own cost in time. A forged
 * header cannot make the server spend gigabytes or minutes on one guess.
 */
const MAX_SCRYPT_MEMORY = 256 * 1024 ** 2;
const MAX_SCRYPT_P = 2;

export const kdfSchema = z
  .object({
    name: z.literal('scrypt'),
    N: z
      .number()
      .int()
      .min(2 ** 14)
      .max(2 ** 20)
      .refine((n) => (n & (n - 1)) === 0),
    r: z.number().int().min(1).max(16),
    p: z.number().int().min(1).max(MAX_SCRYPT_P),
    salt: z.base64(),
  })
  .refine((kdf) => 128 * kdf.N * kdf.r <= MAX_SCRYPT_MEMORY);
type KdfParams = z.infer<typeof kdfSchema>;

const headerSchema = z.object({
  version: z.literal(VERSION),
  kdf: kdfSchema,
  cipher: z.literal('aes-256-gcm'),
  iv: z.base64(),
  check: z.base64(),
});
type Header = z.infer<typeof headerSchema>;

/** What encrypting needs, kept (the key sealed) so nightly copies are written without the passphrase. */
export interface OffsiteKey {
  key: Buffer;
  kdf: KdfParams;
  check: Buffer;
}

/** The passphrase was not the one the file was written with. */
export class WrongPassphrase extends Error {}
/** Not a file of this format, cut short, or changed since it was written. */
export class DamagedCopy extends Error {}

/** Memory scrypt may use: what 128 × N × r needs, with room. */
const maxmem = (kdf: Pick<KdfParams, 'N' | 'r'>) => 256 * kdf.N * kdf.r;

function scryptAsync(passphrase: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // Not scryptSync: a third of a second of bookings would wait behind it.
  return new Promise((resolve, reject) => scrypt(passphrase, salt, KEY_BYTES + CHECK_BYTES, options, (error, derived) => (error ? reject(error) : resolve(derived))));
}

/** The key of `passphrase` under `kdf`. Typed on another keyboard, an accent may come decomposed: NFC makes it one. */
async function deriveOffsiteKey(passphrase: string, kdf: KdfParams): Promise<OffsiteKey> {
  const derived = await scryptAsync(passphrase.normalize('NFC'), Buffer.from(kdf.salt, 'base64'), { N: kdf.N, r: kdf.r, p: kdf.p, maxmem: maxmem(kdf) });
  return { key: derived.subarray(0, KEY_BYTES), check: derived.subarray(KEY_BYTES), kdf };
}

/** A new passphrase's key, under a fresh salt. */
export function newOffsiteKey(passphrase: string): Promise<OffsiteKey> {
  return deriveOffsiteKey(passphrase, { name: 'scrypt', ...SCRYPT_COST, salt: randomBytes(SALT_BYTES).toString('base64') });
}

function headerBytes(header: Header): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([MAGIC, length, json]);
}

/** The file's bytes for `zip`: the header, the ciphertext as the zip streams in, the tag. A fresh IV each file. */
export function encryptCopy(key: OffsiteKey): (zip: AsyncIterable<Buffer>) => AsyncGenerator<Buffer> {
  return async function* (zip) {
    const iv = randomBytes(IV_BYTES);
    const head = headerBytes({ version: VERSION, kdf: key.kdf, cipher: 'aes-256-gcm', iv: iv.toString('base64'), check: key.check.toString('base64') });
    const cipher = createCipheriv('aes-256-gcm', key.key, iv);
    cipher.setAAD(head);
    yield head;
    for await (const chunk of zip) yield cipher.update(chunk);
    yield cipher.final();
    yield cipher.getAuthTag();
  };
}

/** The header of the file at `file`, and where its ciphertext starts; DamagedCopy if it is not one of ours. */
async function readHeader(file: string): Promise<{ header: Header; aad: Buffer; size: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const start = Buffer.alloc(MAGIC.length + 4);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    if (bytesRead < start.length || !start.subarray(0, MAGIC.length).equals(MAGIC)) throw new DamagedCopy();
    const length = start.readUInt32BE(MAGIC.length);
    // Room for the header, at least one byte of ciphertext (a zip is never empty) and the tag.
    if (length > MAX_HEADER_BYTES || start.length + length + TAG_BYTES >= size) throw new DamagedCopy();
    const json = Buffer.alloc(length);
    await handle.read(json, 0, length, start.length);
    let parsed: unknown;
    try {
      parsed = JSON.parse(json.toString('utf8'));
    } catch {
      throw new DamagedCopy();
    }
    const header = headerSchema.safeParse(parsed);
    if (!header.success) throw new DamagedCopy();
    return { header: header.data, aad: Buffer.concat([start, json]), size };
  } finally {
    await handle.close();
  }
}

/**
 * Decrypts the file at `file` into `to` (the zip). WrongPassphrase before anything is decrypted;
 * DamagedCopy when the tag does not match at the end: what was written to `to` is then not to be
 * used (the caller deletes it).
 */
export async function decryptCopy(file: string, passphrase: string, to: string): Promise<void> {
  const { header, aad, size } = await readHeader(file);
  const key = await deriveOffsiteKey(passphrase, header.kdf);
  const check = Buffer.from(header.check, 'base64');
  if (check.length !== key.check.length || !timingSafeEqual(check, key.check)) throw new WrongPassphrase();

  const iv = Buffer.from(header.iv, 'base64');
  if (iv.length !== IV_BYTES) throw new DamagedCopy();
  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await open(file, 'r');
  try {
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv('aes-256-gcm', key.key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  async function* decrypted(ciphertext: AsyncIterable<Buffer>) {
    for await (const chunk of ciphertext) yield decipher.update(chunk);
    let last: Buffer;
    try {
      // GCM refuses here a ciphertext or header that was changed, cut short or written under another key.
      last = decipher.final();
    } catch {
      throw new DamagedCopy();
    }
    yield last;
  }
  await pipeline(createReadStream(file, { start: aad.length, end: size - TAG_BYTES - 1 }), decrypted, createWriteStream(to, { flags: 'wx' }));
}

/** Whether `file` starts as a file of this format: what rotation checks before deleting anything. */
export async function isOffsiteFile(file: string): Promise<boolean> {
  try {
    await readHeader(file);
    return true;
  } catch {
    return false;
  }
}
