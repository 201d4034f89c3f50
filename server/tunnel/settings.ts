import type { TunnelSettings, TunnelSettingsView } from '../../shared/schemas/tunnel';
import type { Db } from '../db/open';
import { deleteSetting, readSetting, writeSetting } from '../settings/store';

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
  /** False when the environment sets the tunnel, so 'Ajustes' cannot. */
  editable(): boolean;
  /** `authtoken` '' or omitted keeps the stored one. Answers null when there is still no token. */
  write(input: { authtoken?: string; domain: string | null }): TunnelSettingsView | null;
  clear(): void;
}

export function createTunnelSettings(db: Db, environment: TunnelEnvironment): TunnelSettingsStore {
  const stored = (): TunnelSettings | null => {
    const row = readSetting(db, KEY);
    return row === null ? null : (JSON.parse(row) as TunnelSettings);
  };
  const read = (): TunnelSettings | null => (environment.authtoken ? { authtoken: environment.authtoken, domain: environment.domain } : stored());
  const view = (): TunnelSettingsView | null => {
    const settings = read();
    return settings && { domain: settings.domain, hasToken: settings.authtoken !== '', fromEnvironment: environment.authtoken !== null };
  };
  return {
    read,
    view,
    editable: () => environment.authtoken === null,
    write({ authtoken, domain }) {
      const token = authtoken || stored()?.authtoken;
      if (!token) return null;
      writeSetting(db, KEY, JSON.stringify({ authtoken: token, domain } satisfies TunnelSettings));
      return view();
    },
    clear: () => deleteSetting(db, KEY),
  };
}
