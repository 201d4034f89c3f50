/**
 * Secrets at rest: the SMTP password, the tunnel token and the upload signing secret are sealed
 * with a key kept outside the database, so the database file, a backup copy and the zip 'Ajustes'
 * downloads hold nothing readable. The tunnel is a fake ngrok (its service cannot be reached here).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../server/kernel';
import { startServer, type RunningServer, type ServerOptions } from '../../server/start';
import { fakeNgrok, type FakeNgrok } from '../helpers/fake-ngrok';
import { ADMIN_PASSWORD } from '../helpers/server';

const SMTP_PASSWORD = 'correo-Secreto-8841';
const TUNNEL_TOKEN = 'tok_2bQ7secretoDelTunel';
const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'venue-secrets-'));
  folders.push(dir);
  return path.join(dir, 'data');
}

function start(dataDir: string, ngrok: FakeNgrok, overrides: Partial<ServerOptions> = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    adminPassword: ADMIN_PASSWORD,
    seed: 'demo',
    publicUrl: null,
    staticDir: null,
    logger: quiet,
    tunnel: { connector: ngrok.connector },
    ...overrides,
  });
}

async function api(server: RunningServer, pathname: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(server.url + pathname, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer()) };
}

async function signIn(server: RunningServer): Promise<string> {
  return (await api(server, '/api/auth/login', { method: 'POST', body: { password: ADMIN_PASSWORD } })).body.sessionToken;
}

const SMTP = { host: 'smtp.valhalla-alpedrete.es', port: 587, security: 'starttls', user: 'reservas', from: 'reservas@valhalla-alpedrete.es' };

/** No secret in the bytes, in any encoding SQLite or JSON might have stored it. */
function expectNoSecret(bytes: Buffer, where: string, secrets: string[] = [SMTP_PASSWORD, TUNNEL_TOKEN]): void {
  for (const secret of secrets) {
    expect(bytes.includes(Buffer.from(secret, 'utf8')), `${secret} in ${where}`).toBe(false);
    expect(bytes.includes(Buffer.from(secret, 'utf16le')), `${secret} (UTF-16) in ${where}`).toBe(false);
  }
}

function settingsOf(file: string): Record<string, string> {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries((db.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[]).map((row) => [row.key, row.value]));
  } finally {
    db.close();
  }
}

describe('secrets at rest', () => {
  it('are in no byte of venue.db, of a backup copy, or of the zip; the data folder and the key are the owner’s alone', async () => {
    const dataDir = tempDir();
    const ngrok = fakeNgrok(['https://valhalla.ngrok.app']);
    const server = await start(dataDir, ngrok);
    const token = await signIn(server);
    expect((await api(server, '/api/admin/settings/smtp', { method: 'PUT', token, body: { ...SMTP, password: SMTP_PASSWORD } })).status).toBe(200);
    expect((await api(server, '/api/admin/settings/tunnel', { method: 'PUT', token, body: { authtoken: TUNNEL_TOKEN, domain: 'valhalla.ngrok.app' } })).status).toBe(200);
    // Sealed, yet the tunnel opens with the token itself.
    await expect.poll(() => ngrok.calls.at(-1)?.authtoken).toBe(TUNNEL_TOKEN);
    // An upload address is signed with the signing secret, which is made and stored now.
    expect((await api(server, '/api/objects/upload', { method: 'POST', token })).status).toBe(200);
    const copy = await api(server, '/api/admin/backups', { method: 'POST', token });
    expect(copy.status).toBe(201);
    const zip = await api(server, `/api/admin/backups/${copy.body.id}/download`, { token });
    expect(zip.status).toBe(200);
    await server.close();

    const stored = settingsOf(path.join(dataDir, 'venue.db'));
    expect(stored.upload_signing_secret).toMatch(/^sealed:v1:/);
    expect(JSON.parse(stored.smtp!).password).toMatch(/^sealed:v1:/);
    expect(JSON.parse(stored.tunnel!).authtoken).toMatch(/^sealed:v1:/);
    expectNoSecret(readFileSync(path.join(dataDir, 'venue.db')), 'venue.db');
    expectNoSecret(readFileSync(path.join(dataDir, 'backups', copy.body.id, 'venue.db')), 'the backup copy');
    expectNoSecret(zip.body as Buffer, 'the zip');

    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(zip.body.includes(readFileSync(path.join(dataDir, 'secret.key')))).toBe(false);
  });

  it('stored in plain text by an older version are sealed at start, in the database and in its copies alike', async () => {
    const dataDir = tempDir();
    const ngrok = fakeNgrok(['https://valhalla.ngrok.app']);
    const first = await start(dataDir, ngrok);
    const copy = await api(first, '/api/admin/backups', { method: 'POST', token: await signIn(first) });
    await first.close();
    // As an install from before this version kept them.
    for (const file of [path.join(dataDir, 'venue.db'), path.join(dataDir, 'backups', copy.body.id, 'venue.db')]) {
      const db = new Database(file);
      db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('smtp', ?), ('tunnel', ?)").run(
        JSON.stringify({ ...SMTP, password: SMTP_PASSWORD }),
        JSON.stringify({ authtoken: TUNNEL_TOKEN, domain: null }),
      );
      db.close();
      expect(readFileSync(file).includes(TUNNEL_TOKEN)).toBe(true);
    }

    const second = await start(dataDir, ngrok);
    await expect.poll(() => ngrok.calls.at(-1)?.authtoken).toBe(TUNNEL_TOKEN);
    const mail = await api(second, '/api/admin/settings/smtp', { token: await signIn(second) });
    expect(mail.body.settings).toMatchObject({ hasPassword: true, passwordUnreadable: false });
    await second.close();
    expectNoSecret(readFileSync(path.join(dataDir, 'venue.db')), 'venue.db');
    expectNoSecret(readFileSync(path.join(dataDir, 'backups', copy.body.id, 'venue.db')), 'the backup copy');
  });

  it('copied to another computer (another key), are asked for again, and the tunnel waits for its token', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir, fakeNgrok(['https://valhalla.ngrok.app']));
    const token = await signIn(first);
    await api(first, '/api/admin/settings/smtp', { method: 'PUT', token, body: { ...SMTP, password: SMTP_PASSWORD } });
    await api(first, '/api/admin/settings/tunnel', { method: 'PUT', token, body: { authtoken: TUNNEL_TOKEN, domain: '' } });
    await first.close();

    const elsewhere = path.join(path.dirname(dataDir), 'otro-ordenador');
    cpSync(dataDir, elsewhere, { recursive: true });
    rmSync(path.join(elsewhere, 'secret.key'));
    const ngrok = fakeNgrok(['https://valhalla.ngrok.app']);
    const second = await start(elsewhere, ngrok);
    const again = await signIn(second);
    expect((await api(second, '/api/admin/settings/smtp', { token: again })).body.settings).toMatchObject({ hasPassword: false, passwordUnreadable: true });
    expect((await api(second, '/api/admin/settings/tunnel', { token: again })).body).toMatchObject({
      settings: { hasToken: false, tokenUnreadable: true },
      status: { state: 'off' },
    });
    expect(ngrok.calls).toEqual([]);
    // Typed again, they work and are sealed with this computer's key.
    await api(second, '/api/admin/settings/tunnel', { method: 'PUT', token: again, body: { authtoken: TUNNEL_TOKEN, domain: '' } });
    await expect.poll(() => ngrok.calls.at(-1)?.authtoken).toBe(TUNNEL_TOKEN);
    await second.close();
  });
});
