import type { TunnelSettings, TunnelSettingsView } from '../../shared/schemas/tunnel';
import type { Db } from '../db/open';
import type { Sealer } from '../kernel/sealer';
import { deleteSetting, readSetting, writeSetting } from '../db/settings-store';

const KEY = 'tunnel';

/** NGROK_AUTHTOKEN and NGROK_DOMAIN: when the token is given there, it wins over 'Ajustes'. */
export interface TunnelEnvironment {
  authtoken: string | null;
  domain: string | null;
}

export interface TunnelSettingsStore {
  /** What the tunnel connects with, token included; null while there is none. */
  read(): TunnelSettings | null;
  view(): TunnelSettingsView | null;
  /** The reserved domain, read without opening the token. */
  domain(): string | null;
  /** False when the environment sets the tunnel, so 'Ajustes' cannot. */
  editable(): boolean;
  /** `authtoken` '' or omitted keeps the stored one. Answers null when there is still no token. */
  write(input: { authtoken?: string; domain: string | null }): TunnelSettingsView | null;
  clear(): void;
}

/** The token is stored sealed (server/secrets/sealer.ts). */
export function createTunnelSettings(db: Db, environment: TunnelEnvironment, sealer: Sealer): TunnelSettingsStore {
  const stored = (): TunnelSettings | null => {
    const row = readSetting(db, KEY);
    return row === null ? null : (JSON.parse(row) as TunnelSettings);
  };
  /** The stored settings with the token opened; null while there is none, or none this computer can read. */
  const opened = (): TunnelSettings | null => {
    const settings = stored();
    const authtoken = settings && sealer.open(settings.authtoken);
    return settings && authtoken ? { ...settings, authtoken } : null;
  };
  const read = (): TunnelSettings | null => (environment.authtoken ? { authtoken: environment.authtoken, domain: environment.domain } : opened());
  const view = (): TunnelSettingsView | null => {
    if (environment.authtoken) return { domain: environment.domain, hasToken: true, tokenUnreadable: false, fromEnvironment: true };
    const settings = stored();
    if (!settings) return null;
    const readable = opened() !== null;
    return { domain: settings.domain, hasToken: readable, tokenUnreadable: !readable, fromEnvironment: false };
  };
  return {
    read,
    view,
    domain: () => (environment.authtoken ? environment.domain : (stored()?.domain ?? null)),
    editable: () => environment.authtoken === null,
    write({ authtoken, domain }) {
      const token = authtoken || opened()?.authtoken;
      if (!token) return null;
      writeSetting(db, KEY, JSON.stringify({ authtoken: sealer.seal(token), domain } satisfies TunnelSettings));
      return view();
    },
    clear: () => deleteSetting(db, KEY),
  };
}
