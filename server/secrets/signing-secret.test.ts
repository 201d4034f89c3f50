import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open';
import { randomBytes } from 'node:crypto';
import { createSealer } from '../kernel/sealer';
import { loadSigningSecret, SIGNING_SECRETS } from './signing-secret';

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
    const secret = loadSigningSecret(db, sealer, SIGNING_SECRETS.upload);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadSigningSecret(db, sealer, SIGNING_SECRETS.upload)).toBe(secret);

    db.$client.close();
    db = openDatabase({ dataDir });
    expect(loadSigningSecret(db, sealer, SIGNING_SECRETS.upload)).toBe(secret);
  });

  it('is stored sealed, and made anew when it was sealed on another computer', () => {
    const secret = loadSigningSecret(db, sealer, SIGNING_SECRETS.upload);
    const stored = db.$client.prepare("SELECT value FROM settings WHERE key = 'upload_signing_secret'").get() as { value: string };
    expect(stored.value).not.toContain(secret);
    const elsewhere = createSealer(randomBytes(32));
    expect(loadSigningSecret(db, elsewhere, SIGNING_SECRETS.upload)).not.toBe(secret);
  });

  it('differs between installations', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'venue-secret-'));
    const otherDb = openDatabase({ dataDir: other });
    try {
      expect(loadSigningSecret(otherDb, sealer, SIGNING_SECRETS.upload)).not.toBe(loadSigningSecret(db, sealer, SIGNING_SECRETS.upload));
    } finally {
      otherDb.$client.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
