import { describe, expect, it } from 'vitest';
import { KIOSK_CHANNELS } from '../shared/kiosk-bridge';
import { serveKioskBridge, type InvokeEvent } from './kiosk-bridge';

describe('the kiosk bridge’s IPC, with a stand-in for ipcMain', () => {
  const SERVER = 'http://127.0.0.1:3000';

  function bridge() {
    const handlers = new Map<string, (event: InvokeEvent, ...args: unknown[]) => unknown>();
    const calls: boolean[] = [];
    const titles: string[] = [];
    serveKioskBridge(
      { handle: (channel, listener) => handlers.set(channel, listener) },
      {
        startAtLogin: {
          isEnabled: async () => calls.at(-1) ?? false,
          setEnabled: async (enabled) => {
            calls.push(enabled);
            return enabled;
          },
        },
        chooseFolder: async (title) => {
          titles.push(title);
          return 'D:\\OneDrive\\Copias';
        },
        powerState: () => ({ keptAwake: true, onBattery: false }),
      },
      () => SERVER,
    );
    const invoke = async (channel: string, url: string | null, ...args: unknown[]) => handlers.get(channel)!({ senderFrame: url === null ? null : { url } }, ...args);
    return { invoke, calls, titles };
  }

  it('answers the dashboard’s pages', async () => {
    const { invoke, calls } = bridge();
    expect(await invoke(KIOSK_CHANNELS.setStartAtLogin, `${SERVER}/dashboard/ajustes`, true)).toBe(true);
    expect(await invoke(KIOSK_CHANNELS.getStartAtLogin, `${SERVER}/dashboard/ajustes`)).toBe(true);
    expect(calls).toEqual([true]);
  });

  it('opens the folder picker with the page’s title and tells the power state, to the dashboard only', async () => {
    const { invoke, titles } = bridge();
    expect(await invoke(KIOSK_CHANNELS.chooseFolder, `${SERVER}/dashboard/ajustes`, 'Carpeta de la copia fuera del local')).toBe('D:\\OneDrive\\Copias');
    expect(titles).toEqual(['Carpeta de la copia fuera del local']);
    expect(await invoke(KIOSK_CHANNELS.getPowerState, `${SERVER}/dashboard/ajustes`)).toEqual({ keptAwake: true, onBattery: false });
    await expect(invoke(KIOSK_CHANNELS.chooseFolder, 'https://example.com/', 'x')).rejects.toThrow('Solo las páginas del panel');
    await expect(invoke(KIOSK_CHANNELS.getPowerState, null)).rejects.toThrow('Solo las páginas del panel');
  });

  it('refuses a page from anywhere else, a frame already gone, and anything but yes or no', async () => {
    const { invoke, calls } = bridge();
    await expect(invoke(KIOSK_CHANNELS.setStartAtLogin, 'https://example.com/', true)).rejects.toThrow('Solo las páginas del panel');
    await expect(invoke(KIOSK_CHANNELS.getStartAtLogin, null)).rejects.toThrow('Solo las páginas del panel');
    await expect(invoke(KIOSK_CHANNELS.setStartAtLogin, `${SERVER}/dashboard/ajustes`, 'sí')).rejects.toThrow('Valor no válido');
    expect(calls).toEqual([]);
  });
});
