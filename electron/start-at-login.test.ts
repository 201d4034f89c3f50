import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTOSTART_FILE, autostartDir, createStartAtLogin, type LoginItemHost } from './start-at-login';

describe('start at login on Linux: an XDG autostart entry', () => {
  let config: string;
  let host: LoginItemHost;
  beforeEach(async () => {
    config = await mkdtemp(path.join(os.tmpdir(), 'autostart-'));
    host = {
      platform: 'linux',
      isOpenAtLogin: () => {
        throw new Error('Electron’s login items do not exist on Linux');
      },
      setOpenAtLogin: () => {
        throw new Error('Electron’s login items do not exist on Linux');
      },
      executable: '/home/sala/Aplicaciones/Valhalla Sala.AppImage',
      autostartDir: autostartDir({ XDG_CONFIG_HOME: config }),
    };
  });
  afterEach(() => rm(config, { recursive: true, force: true }));

  it('is off on a new PC, writes an entry that runs this copy of the app, and removes it again', async () => {
    const setting = createStartAtLogin(host);
    expect(await setting.isEnabled()).toBe(false);

    expect(await setting.setEnabled(true)).toBe(true);
    const entry = await readFile(path.join(config, 'autostart', AUTOSTART_FILE), 'utf8');
    expect(entry).toContain('[Desktop Entry]');
    expect(entry).toContain('Exec="/home/sala/Aplicaciones/Valhalla Sala.AppImage"');

    expect(await setting.setEnabled(false)).toBe(false);
    await expect(readFile(path.join(config, 'autostart', AUTOSTART_FILE))).rejects.toThrow(/ENOENT/);
    expect(await setting.setEnabled(false)).toBe(false);
  });

  it('counts as off when the entry opens another copy of the app, so ticking it again fixes the path', async () => {
    const setting = createStartAtLogin(host);
    await setting.setEnabled(true);
    const moved = createStartAtLogin({ ...host, executable: '/home/sala/Descargas/Valhalla Sala.AppImage' });
    expect(await moved.isEnabled()).toBe(false);
    expect(await moved.setEnabled(true)).toBe(true);
  });

  it('escapes what the Exec line would otherwise interpret', async () => {
    const setting = createStartAtLogin({ ...host, executable: '/opt/sala "$HOME"/valhalla' });
    await setting.setEnabled(true);
    const entry = await readFile(path.join(config, 'autostart', AUTOSTART_FILE), 'utf8');
    expect(entry).toContain('Exec="/opt/sala \\"\\$HOME\\"/valhalla"');
  });

  it('defaults to ~/.config/autostart', () => {
    expect(autostartDir({}, '/home/sala')).toBe('/home/sala/.config/autostart');
  });
});

describe('start at login on Windows: Electron’s login item, here a stand-in', () => {
  it('sets and reads back the Run entry', async () => {
    let openAtLogin = false;
    const setting = createStartAtLogin({
      platform: 'win32',
      isOpenAtLogin: () => openAtLogin,
      setOpenAtLogin: (enabled) => {
        openAtLogin = enabled;
      },
      executable: 'C:\\Users\\sala\\AppData\\Local\\Programs\\valhalla-sala\\Valhalla Sala.exe',
      autostartDir: 'unused',
    });
    expect(await setting.isEnabled()).toBe(false);
    expect(await setting.setEnabled(true)).toBe(true);
    expect(openAtLogin).toBe(true);
  });
});
