/**
 * 'Abrir al encender el ordenador': Windows keeps it in the user's Run key (Electron's login item
 * settings); Linux desktops read an XDG autostart entry, which Electron does not write, so this
 * module writes it. Electron's calls come in through `LoginItemHost`, tested under Node.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface LoginItemHost {
  platform: NodeJS.Platform;
  /** `app.getLoginItemSettings().openAtLogin` (Windows). */
  isOpenAtLogin(): boolean;
  /** `app.setLoginItemSettings({ openAtLogin })` (Windows). */
  setOpenAtLogin(enabled: boolean): void;
  /** What the autostart entry runs: the AppImage file itself, or the installed executable. */
  executable: string;
  /** `$XDG_CONFIG_HOME/autostart`, usually ~/.config/autostart. */
  autostartDir: string;
}

export interface StartAtLogin {
  isEnabled(): Promise<boolean>;
  setEnabled(enabled: boolean): Promise<boolean>;
}

export const AUTOSTART_FILE = 'valhalla-sala.desktop';

/** The folder XDG desktops read autostart entries from. */
export function autostartDir(env: NodeJS.ProcessEnv, home = os.homedir()): string {
  return path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), 'autostart');
}

/** The Desktop Entry spec's quoting for Exec: a path with spaces stays one argument. */
function quoteExec(file: string): string {
  return `"${file.replace(/[\\"`$]/g, (char) => `\\${char}`)}"`;
}

export function autostartEntry(executable: string): string {
  return ['[Desktop Entry]', 'Type=Application', 'Name=Valhalla Sala', 'Comment=Reservas y sala del restaurante', `Exec=${quoteExec(executable)}`, 'X-GNOME-Autostart-enabled=true', ''].join('\n');
}

export function createStartAtLogin(host: LoginItemHost): StartAtLogin {
  if (host.platform !== 'linux') {
    return {
      isEnabled: async () => host.isOpenAtLogin(),
      setEnabled: async (enabled) => {
        host.setOpenAtLogin(enabled);
        return host.isOpenAtLogin();
      },
    };
  }
  const file = path.join(host.autostartDir, AUTOSTART_FILE);
  const isEnabled = async () => {
    const entry = await readFile(file, 'utf8').catch(() => null);
    // An entry for another copy of the app (an AppImage moved elsewhere) would not open this one.
    return entry === autostartEntry(host.executable);
  };
  return {
    isEnabled,
    setEnabled: async (enabled) => {
      if (enabled) {
        await mkdir(host.autostartDir, { recursive: true });
        await writeFile(file, autostartEntry(host.executable));
      } else {
        await rm(file, { force: true });
      }
      return isEnabled();
    },
  };
}
