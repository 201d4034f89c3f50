import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import type { DateRange } from './ranges';

export const reportQuery = ({ from, to }: DateRange) => queryOptions({ queryKey: queryKeys.reports.of(from, to), queryFn: () => call(apiRoutes.reports.figures, { query: { from, to } }) });

/** The bookings file's address: what 'Descargar CSV' fetches with the staff session. */
export const bookingsCsvUrl = ({ from, to }: DateRange, personal: boolean) => `/api/admin/reports/bookings.csv?from=${from}&to=${to}&personal=${personal ? 1 : 0}`;
