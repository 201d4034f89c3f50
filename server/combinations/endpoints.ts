import type { combinationsContract } from '../../shared/api/combinations';
import type { Handlers } from '../api/endpoints';
import type { CombinationStore } from './store';

export function combinationEndpoints(combinations: CombinationStore): Handlers<typeof combinationsContract> {
  return {
    list: () => combinations.list(),
    create: ({ body }) => combinations.create(body),
    update: ({ params, body }) => combinations.update(params.id, body),
    remove: ({ params }) => {
      combinations.remove(params.id);
      return { success: true };
    },
  };
}
