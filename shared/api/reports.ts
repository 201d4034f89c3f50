/** 'Informes': the venue's figures for a range of dates, and its bookings as a file for the accountant. */
import { type } from '@orpc/contract';
import { z } from 'zod';
import { reportCsvQuerySchema, reportQuerySchema } from '../schemas/reports';
import { reportDto } from './dto';
import { answerAs, at, staffEndpoint } from './endpoint';

const TAG = 'Informes';

export const reportsContract = {
  /**
   * The bookings for the range's dates that stand (neither cancelled nor no-shows): `bookings`,
   * `covers` (their people), every breakdown and `occupancy` count only those; `cancellations` and
   * `noShows` are counted apart, `cancellationRate` of every booking made, `noShowRate` of the parties
   * expected (those standing and the no-shows). `lastYear` is the same dates a year before, or null
   * with no bookings then.
   */
  figures: staffEndpoint
    .route(at('GET', '/api/admin/reports', TAG, 'Cifras de un intervalo de fechas'))
    .input(z.object({ query: reportQuerySchema }))
    .output(reportDto),
  /** The range's bookings for a spreadsheet (UTF-8 with BOM, `;`): names and contacts only with `personal=1`, never of anonymised bookings. */
  bookingsCsv: staffEndpoint
    .route({
      ...at('GET', '/api/admin/reports/bookings.csv', TAG, 'Descargar las reservas del intervalo (CSV)'),
      ...answerAs('text/csv', 'Las reservas del intervalo para una hoja de cálculo: UTF-8 con BOM, separadas por punto y coma.', { filename: 'reservas-{from}-a-{to}.csv' }),
    })
    .input(z.object({ query: reportCsvQuerySchema }))
    .output(type<string>()),
};
