/**
 * The secrets' key for `npm start`: 32 random bytes in DATA_DIR/secret.key, readable by the
 * owner's account only (0600), made on the first start. It never goes into a backup copy: a copy
 * restored on another computer asks for the secrets again. The kiosk app keeps its key with
 * Electron's safeStorage instead and hands it to the server (electron/secret-key.ts).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { KEY_BYTES } from '../kernel/sealer';

export const KEY_FILE = 'secret.key';

/** DATA_DIR and what it holds are the owner's account's alone (0700; Windows keeps its own rules). */
export function ownDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

export function loadKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    // 'wx': two servers starting on one folder never overwrite each other's key.
    try {
      writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
