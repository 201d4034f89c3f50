/**
 * The key that seals the server's secrets (server/secrets/sealer.ts), kept with Electron's
 * safeStorage: the operating system's protection for the user's account (DPAPI on Windows, the
 * keyring on Linux) encrypts it in DATA_DIR/secret.key.safe, so a copy of the data folder taken to
 * another computer or account opens no secret. Where safeStorage cannot encrypt (a Linux desktop
 * without a keyring), null: the server keeps its own 0600 key file instead.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SAFE_KEY_FILE = 'secret.key.safe';
const KEY_BYTES = 32;

/** The part of Electron's `safeStorage` this needs. */
export interface SafeStorage {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: 'basic_text' is a password written into Electron itself, which protects nothing. */
  getSelectedStorageBackend?(): string;
}

export interface KeyLog {
  warn(message: string): void;
}

/** The key as base64, made and stored on the first start; null to let the server use its key file. */
export function kioskSecretKey(safeStorage: SafeStorage, dataDir: string, log: KeyLog): string | null {
  if (!safeStorage.isEncryptionAvailable() || safeStorage.getSelectedStorageBackend?.() === 'basic_text') return null;
  const file = path.join(dataDir, SAFE_KEY_FILE);
  if (existsSync(file)) {
    try {
      const key = safeStorage.decryptString(readFileSync(file));
      if (Buffer.from(key, 'base64').length === KEY_BYTES) return key;
    } catch {
      // Another account's or computer's key: the secrets it sealed are lost either way.
    }
    log.warn('La clave de los secretos no se pudo leer en este ordenador: se crea otra, y el correo y el túnel piden de nuevo su contraseña y su token.');
  }
  const key = randomBytes(KEY_BYTES).toString('base64');
  writeFileSync(file, safeStorage.encryptString(key), { mode: 0o600 });
  return key;
}
