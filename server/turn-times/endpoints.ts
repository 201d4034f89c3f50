import type { turnTimesContract } from '../../shared/api/turn-times';
import type { Handlers } from '../api/endpoints';
import type { TurnTimesStore } from './store';

export function turnTimesEndpoints(turnTimes: TurnTimesStore): Handlers<typeof turnTimesContract> {
  return {
    read: () => turnTimes.read(),
    settings: () => turnTimes.read(),
    save: ({ body }) => turnTimes.write(body),
  };
}
