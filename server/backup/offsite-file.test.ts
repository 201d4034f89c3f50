import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DamagedCopy, decryptCopy, encryptCopy, newOffsiteKey, WrongPassphrase } from './offsite-file';

async function write(file: string, passphrase: string, content: Buffer): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of encryptCopy(await newOffsiteKey(passphrase))(
    (async function* () {
      yield content;
    })(),
  ))
    chunks.push(chunk);
  writeFileSync(file, Buffer.concat(chunks));
}

describe('the off-site file', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'venue-offsite-file-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  const at = (name: string) => path.join(folder, name);

  it('opens with the passphrase however its accents were typed (composed or not), and not with another', async () => {
    await write(at('copia'), 'camión de Begoña', Buffer.from('contenido'));
    const decomposed = 'camión de Begoña'.normalize('NFD');
    expect(decomposed).not.toBe('camión de Begoña');
    await decryptCopy(at('copia'), decomposed, at('abierta'));
    expect(readFileSync(at('abierta'), 'utf8')).toBe('contenido');
    await expect(decryptCopy(at('copia'), 'camion de Begona', at('otra'))).rejects.toBeInstanceOf(WrongPassphrase);
  });

  /** A file whose header asks scrypt for `kdf`, with a check no passphrase gives. */
  function forged(name: string, kdf: { N: number; r: number; p: number }): string {
    const zeros = (bytes: number) => Buffer.alloc(bytes).toString('base64');
    const header = Buffer.from(JSON.stringify({ version: 1, kdf: { name: 'scrypt', ...kdf, salt: zeros(16) }, cipher: 'aes-256-gcm', iv: zeros(12), check: zeros(16) }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    writeFileSync(at(name), Buffer.concat([Buffer.from('VENUE-COPIA-CIFRADA\n'), length, header, Buffer.alloc(64)]));
    return at(name);
  }

  it.each([
    ['N beyond what a PC can give', { N: 2 ** 30, r: 8, p: 1 }],
    ['256 MiB and a little more (128 × 2^18 × 9)', { N: 2 ** 18, r: 9, p: 1 }],
    ['256 MiB in another shape (128 × 2^15 × 16), but p = 3', { N: 2 ** 15, r: 16, p: 3 }],
  ])('refuses, as damaged and before any key is derived, a header asking scrypt for more than allowed: %s', async (_case, kdf) => {
    const started = performance.now();
    await expect(decryptCopy(forged('falsa', kdf), 'una frase cualquiera', at('abierta'))).rejects.toBeInstanceOf(DamagedCopy);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('derives a key for a header at the limit (128 × 2^18 × 8 = 256 MiB, p = 2), and tells a wrong passphrase', async () => {
    await expect(decryptCopy(forged('al-limite', { N: 2 ** 18, r: 8, p: 2 }), 'una frase cualquiera', at('abierta'))).rejects.toBeInstanceOf(WrongPassphrase);
  });
});
