import type { reportsContract } from '../../shared/api/reports';
import { SENT, type Handlers } from '../api/endpoints';
import type { BookingsCsv } from './bookings-csv';
import type { Reports } from './figures';

/** 'Informes': the figures of a range of dates, and its bookings as a spreadsheet file. */
export function reportEndpoints({ reports, bookingsCsv }: { reports: Reports; bookingsCsv: BookingsCsv }): Handlers<typeof reportsContract> {
  return {
    figures: ({ query }) => reports.figures(query),
    bookingsCsv: ({ query }, { res }) => {
      const { from, to, personal } = query;
      // Names and contacts are personal data: never kept by a browser's cache.
      res.set('Cache-Control', 'private, no-store').type('text/csv; charset=utf-8').attachment(`reservas-${from}-a-${to}.csv`).send(bookingsCsv(query, personal));
      return SENT;
    },
  };
}
