import clsx from 'clsx';
import { formatLongDate } from '../../../../../shared/long-date';
import { tablesLabel } from '../../../../../shared/table-label';
import { useVenueName } from '../../../lib/venue';
import { AllergyLines } from './AllergyLines';
import { KITCHEN } from './copy';
import type { SheetService } from './day-sheet';
import { kitchenAllergens, kitchenServices } from './kitchen-sheet';
import { SheetFrame } from './SheetFrame';

const cell = 'border-b border-stone-300 px-1.5 py-1 text-left align-top';
const columns = Object.values(KITCHEN.columns).map((column) => (
  <th key={column} scope="col" className={cell}>
    {column}
  </th>
));

/** One service on its own page: who must avoid what, a row a party. */
function KitchenTable({ service, date, first }: { service: SheetService; date: string; first: boolean }) {
  const venue = useVenueName();
  const headingId = `cocina-${service.name.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className={clsx('grid gap-2 print:block', !first && 'print:break-before-page')}>
      {/* A service fits a page: the kitchen reads its head once. */}
      <h2 id={headingId} className="font-display text-xl font-bold text-ink first-letter:uppercase">
        {KITCHEN.heading(venue ?? '', formatLongDate(date), service.name)}
      </h2>
      <p className="text-sm font-semibold text-muted print:mb-2">{KITCHEN.totals(service.bookings.length, service.covers)}</p>
      <table className="w-full border-collapse text-sm print:text-[10pt]">
        <thead className="bg-stone-100 text-xs uppercase">
          <tr>{columns}</tr>
        </thead>
        <tbody>
          {service.bookings.map((booking) => (
            <tr key={booking.id} className="break-inside-avoid">
              <td className={clsx(cell, 'font-semibold whitespace-nowrap tabular-nums')}>{booking.startTime}</td>
              <td className={clsx(cell, 'whitespace-nowrap')}>{tablesLabel(booking.tables) ?? KITCHEN.noTable}</td>
              <td className={clsx(cell, 'text-center tabular-nums')}>{booking.partySize}</td>
              <th scope="row" className={clsx(cell, 'font-semibold')}>
                {booking.customerName}
              </th>
              <td className={clsx(cell, 'font-semibold')}>{kitchenAllergens(booking) ?? KITCHEN.none}</td>
              <td className={cell}>
                <AllergyLines booking={booking} byCategory />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /dashboard/cocina/:date: 'Hoja de cocina', each service's parties with allergies and the dishes each must avoid, laid out for A4. */
export function KitchenSheetScreen({ date }: { date: string }) {
  return (
    <SheetFrame date={date} texts={KITCHEN} services={kitchenServices}>
      {(service, first) => <KitchenTable key={service.name} service={service} date={date} first={first} />}
    </SheetFrame>
  );
}
