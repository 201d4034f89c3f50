import type { settingsContract } from '../../shared/api/settings';
import { MESSAGES } from '../../shared/messages';
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
        throw new HttpError(409, MESSAGES.lan.bindFailed(error instanceof Error ? error.message : String(error)));
      }
    },
  };
}
