import clsx from 'clsx';
import type { ReportOccupancy } from '../../../../../shared/api/dto';
import { REPORTS } from './copy';
import { Bar, BarTableHead, cell, numberCell, ReportSection } from './ReportTables';

const O = REPORTS.occupancy;

/** '62 %', or nothing to divide by. */
export const occupancyRate = (rate: number | null) => (rate === null ? O.none : REPORTS.rate(rate));

/** Why a range has no seats to measure against: every service closed, or no table in service. */
export const noSeatsReason = (occupancy: ReportOccupancy) => (occupancy.services.length === 0 ? O.closed : O.noTables);

type Row = Pick<ReportOccupancy, 'covers' | 'seats' | 'rate'> & { label: string; openings: number };

function OccupancyRow({ row, total = false }: { row: Row; total?: boolean }) {
  return (
    <tr className={clsx('border-t', total ? 'border-stone-300 font-semibold' : 'border-stone-100')}>
      <th scope="row" className={clsx(cell, 'font-semibold')}>
        {row.label}
      </th>
      <td className={numberCell}>{REPORTS.number(row.openings)}</td>
      <td className={numberCell}>{REPORTS.number(row.covers)}</td>
      <td className={numberCell}>{REPORTS.number(row.seats)}</td>
      <td className={numberCell}>{occupancyRate(row.rate)}</td>
      <Bar part={row.rate ?? 0} />
    </tr>
  );
}

/**
 * Lunch and dinner: how many opened in the range, their covers, their seats and the share taken,
 * with a bar to the full room; the total under them when both opened. Shown only with seats to
 * measure against (the summary says why not).
 */
export function Occupancy({ occupancy }: { occupancy: ReportOccupancy }) {
  const rows: Row[] = occupancy.services.map((service) => ({ ...service, label: service.service }));
  return (
    <ReportSection title={O.title} wide>
      <table className="w-full text-sm">
        <caption className="sr-only">{O.caption}</caption>
        <BarTableHead label={O.service} numbers={[O.openings, REPORTS.covers, O.seats, O.label]} bar={O.label} />
        <tbody>
          {rows.map((row) => (
            <OccupancyRow key={row.label} row={row} />
          ))}
        </tbody>
        {rows.length > 1 && (
          <tfoot>
            <OccupancyRow total row={{ ...occupancy, label: O.total, openings: rows.reduce((sum, row) => sum + row.openings, 0) }} />
          </tfoot>
        )}
      </table>
      <p className="text-sm text-muted">{O.seatsNote(occupancy.tableSeats)}</p>
      {occupancy.outsideCovers > 0 && <p className="text-sm text-muted">{O.outside(occupancy.outsideCovers)}</p>}
    </ReportSection>
  );
}
