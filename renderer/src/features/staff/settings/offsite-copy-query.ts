import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** 'Copia fuera del local' as it stands: on 'Ajustes' and on the recovery sheet. */
export const offsiteCopyQuery = queryOptions({
  queryKey: queryKeys.settings.offsiteCopy,
  queryFn: () => call(apiRoutes.offsiteCopy.settings),
});
