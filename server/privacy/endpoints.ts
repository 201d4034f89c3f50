import type { settingsContract } from '../../shared/api/settings';
import type { Handlers } from '../api/endpoints';
import { SENT } from '../api/endpoints';
import type { GuestData } from './guests';
import type { Retention } from './retention';
import type { PrivacySettingsStore } from './settings';

/** 'Privacidad' on 'Ajustes': the retention period (a shorter one applies at once), and one diner's data exported or erased. */
export function privacyEndpoints({
  privacySettings,
  retention,
  guests,
}: {
  privacySettings: PrivacySettingsStore;
  retention: Retention;
  guests: GuestData;
}): Pick<Handlers<typeof settingsContract>, 'privacy' | 'savePrivacy' | 'exportGuest' | 'eraseGuest'> {
  return {
    privacy: () => ({ settings: privacySettings.read() }),
    savePrivacy: ({ body }) => {
      const settings = privacySettings.write(body);
      return { settings, removed: retention.apply() };
    },
    exportGuest: ({ query }, { res }) => {
      const name = (query.email ?? query.phone).replace(/[^a-zA-Z0-9@._-]/g, '');
      res.attachment(`datos-${name}.json`).json(guests.export(query));
      return SENT;
    },
    eraseGuest: ({ body }) => guests.erase(body),
  };
}
