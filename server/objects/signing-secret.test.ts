import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open';
import { randomBytes } from 'node:crypto';
import { createSealer } from '../secrets/sealer';
import { loadUploadSigningSecret } from './signing-secret';

const sealer = createSealer(randomBytes(32));

describe('upload signing secret', () => {
  let dataDir: string;
  let db: Db;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'venue-secret-'));
    db = openDatabase({ dataDir });
  });
  afterEach(() => {
    db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is made once, at random, and kept across restarts', () => {
    const secret = loadUploadSigningSecret(db, sealer);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadUploadSigningSecret(db, sealer)).toBe(secret);

    db.$client.close();
    db = openDatabase({ dataDir });
    expect(loadUploadSigningSecret(db, sealer)).toBe(secret);
  });

  it('is stored sealed, and made anew when it was sealed on another computer', () => {
    const secret = loadUploadSigningSecret(db, sealer);
    const stored = db.$client.prepare("SELECT value FROM settings WHERE key = 'upload_signing_secret'").get() as { value: string };
    expect(stored.value).not.toContain(secret);
    const elsewhere = createSealer(randomBytes(32));
    expect(loadUploadSigningSecret(db, elsewhere)).not.toBe(secret);
  });

  it('differs between installations', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'venue-secret-'));
    const otherDb = openDatabase({ dataDir: other });
    try {
      expect(loadUploadSigningSecret(otherDb, sealer)).not.toBe(loadUploadSigningSecret(db, sealer));
    } finally {
      otherDb.$client.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
