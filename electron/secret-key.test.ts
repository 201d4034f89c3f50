import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kioskSecretKey, SAFE_KEY_FILE, type SafeStorage } from './secret-key';

/** Stands in for Electron's safeStorage, whose binary cannot be downloaded here: a reversible "encryption" per account. */
function fakeSafeStorage(account: string, available = true): SafeStorage {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (plain) => Buffer.from(`${account}:${Buffer.from(plain).toString('hex')}`),
    decryptString: (encrypted) => {
      const [owner, hex] = encrypted.toString().split(':');
      if (owner !== account) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from(hex ?? '', 'hex').toString();
    },
  };
}

describe('the kiosk’s key for the server’s secrets (with a stand-in for safeStorage)', () => {
  let dataDir: string;
  const warnings: string[] = [];
  const log = { warn: (message: string) => void warnings.push(message) };

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'venue-kiosk-key-'));
    warnings.length = 0;
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is made once, 32 random bytes, stored only encrypted by the account, and the same at every start', () => {
    const key = kioskSecretKey(fakeSafeStorage('ana'), dataDir, log);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
    const stored = readFileSync(path.join(dataDir, SAFE_KEY_FILE));
    expect(stored.includes(key ?? '')).toBe(false);
    expect(statSync(path.join(dataDir, SAFE_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(kioskSecretKey(fakeSafeStorage('ana'), dataDir, log)).toBe(key);
    expect(warnings).toEqual([]);
  });

  it('is made anew, saying so, when the stored one belongs to another account or computer', () => {
    const key = kioskSecretKey(fakeSafeStorage('ana'), dataDir, log);
    const other = kioskSecretKey(fakeSafeStorage('otro-ordenador'), dataDir, log);
    expect(other).not.toBe(key);
    expect(warnings).toHaveLength(1);
    expect(kioskSecretKey(fakeSafeStorage('otro-ordenador'), dataDir, log)).toBe(other);
  });

  it('is left to the server’s own key file where safeStorage cannot encrypt, or only with Electron’s built-in password (Linux without a keyring)', () => {
    expect(kioskSecretKey(fakeSafeStorage('ana', false), dataDir, log)).toBeNull();
    expect(kioskSecretKey({ ...fakeSafeStorage('ana'), getSelectedStorageBackend: () => 'basic_text' }, dataDir, log)).toBeNull();
    expect(kioskSecretKey({ ...fakeSafeStorage('ana'), getSelectedStorageBackend: () => 'gnome_libsecret' }, dataDir, log)).not.toBeNull();
  });

  it('is made anew from a damaged file', () => {
    writeFileSync(path.join(dataDir, SAFE_KEY_FILE), 'ana:zz');
    expect(Buffer.from(kioskSecretKey(fakeSafeStorage('ana'), dataDir, log) ?? '', 'base64')).toHaveLength(32);
  });
});
