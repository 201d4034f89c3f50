/**
 * The installed kiosk, as the owner starts it: the window opens on the dashboard's sign-in, the
 * embedded server answers, and quitting leaves the database closed cleanly (no write-ahead log left
 * behind, integrity intact). Runs on the installers workflow's Linux runner only.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { Dashboard } from '../e2e/pages/dashboard';

const PASSWORD = 'kiosko-de-prueba';

/** Where the app keeps its database: `<userData>/data/venue.db`, found under the test's own config folder. */
async function findDatabase(folder: string): Promise<string> {
  const entries = await readdir(folder, { recursive: true });
  const found = entries.find((entry) => path.basename(entry) === 'venue.db');
  if (!found) throw new Error(`No venue.db under ${folder}: ${entries.join(', ')}`);
  return path.join(folder, found);
}

test('the installed kiosk opens on the dashboard, its server answers, and quitting closes the database cleanly', async () => {
  const executablePath = process.env.KIOSK_EXECUTABLE;
  if (!executablePath) throw new Error('Set KIOSK_EXECUTABLE to the packaged app’s executable (release/linux-unpacked/valhalla-sala).');
  const config = await mkdtemp(path.join(os.tmpdir(), 'kiosk-config-'));
  try {
    const app = await electron.launch({
      executablePath,
      // Electron puts the app's data folder under XDG_CONFIG_HOME: a fresh one per run.
      env: { ...process.env, XDG_CONFIG_HOME: config, ADMIN_PASSWORD: PASSWORD },
    });
    const window = await app.firstWindow();
    await expect(window).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/, { timeout: 60_000 });

    const health = await fetch(new URL('/api/health', window.url()));
    expect(health.status).toBe(200);

    const dashboard = new Dashboard(window);
    await dashboard.signIn(PASSWORD);
    await expect(dashboard.tabs).toBeVisible();
    await expect(dashboard.live).toHaveText('En directo');

    await app.close();
    const database = await findDatabase(config);
    expect(existsSync(`${database}-wal`)).toBe(false);
    const db = new Database(database, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  } finally {
    await rm(config, { recursive: true, force: true });
  }
});
