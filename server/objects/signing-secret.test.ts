import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open';
import { loadUploadSigningSecret } from './signing-secret';

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
    const secret = loadUploadSigningSecret(db);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadUploadSigningSecret(db)).toBe(secret);

    db.$client.close();
    db = openDatabase({ dataDir });
    expect(loadUploadSigningSecret(db)).toBe(secret);
  });

  it('differs between installations', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'venue-secret-'));
    const otherDb = openDatabase({ dataDir: other });
    try {
      expect(loadUploadSigningSecret(otherDb)).not.toBe(loadUploadSigningSecret(db));
    } finally {
      otherDb.$client.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
