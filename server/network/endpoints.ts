import type { settingsContract } from '../../shared/api/settings';
import { LAN_MESSAGES } from '../../shared/messages/lan';
import type { Handlers } from '../api/endpoints';
import { HttpError } from '../http/errors';
import type { LanAccess } from './lan';

/** 'Tabletas del local': the dashboard opened to the venue's network. */
export function lanEndpoints({ lan }: { lan: LanAccess }): Pick<Handlers<typeof settingsContract>, 'lan' | 'saveLan'> {
  return {
    lan: () => lan.view(),
    saveLan: async ({ body }) => {
      try {
        return await lan.set(body.enabled);
      } catch (error) {
        throw new HttpError(409, LAN_MESSAGES.bindFailed(error instanceof Error ? error.message : String(error)));
      }
    },
  };
}
