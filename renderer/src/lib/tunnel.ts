import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '../../../shared/api/routes';
import { call } from './api';
import { queryKeys } from './query-keys';

const SETTLING: ReadonlySet<string> = new Set(['connecting', 'offline', 'error']);

/**
 * The tunnel's settings, state and the public address, for the dashboard header and 'Ajustes'. The
 * dashboard also hears each change on the staff stream; while the tunnel is on its way (or down),
 * any screen showing it asks again every few seconds.
 */
export const tunnelQuery = queryOptions({
  queryKey: queryKeys.settings.tunnel,
  queryFn: () => call(apiRoutes.settings.tunnel),
  refetchInterval: (query) => (query.state.data && SETTLING.has(query.state.data.status.state) ? 3_000 : false),
});
