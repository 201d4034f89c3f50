import { tablesLabel } from '../../../../../shared/table-label';
import clsx from 'clsx';
import { isStaffPhone } from '../../../../../shared/contact-keys';
import { formatLongDate } from '../../../../../shared/long-date';
import { useNow } from '../../../lib/use-now';
import { useVenueName } from '../../../lib/venue';
import { sectionOf } from '../kit/day-lists';
import { allergiesOf, GUEST_WORDS } from '../kit/guest-words';
import { AllergyLines } from './AllergyLines';
import { SHEET } from './copy';
import { SheetFrame } from './SheetFrame';
import { sheetServices, type SheetService } from './day-sheet';
import { ReconfirmNote } from './ReconfirmNote';

const cell = 'border-b border-stone-300 px-1.5 py-1 text-left align-top';

/**
 * The 'Llegó' box: empty, to tick with a pen as the party arrives; ticked already for a party that
 * has come, with 'Se fue' beside it once it has left.
 */
function ArrivalMark({ hasArrived, hasLeft }: { hasArrived: boolean; hasLeft: boolean }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden className="inline-grid size-4 place-items-center border-2 border-ink text-[13px] leading-none">
        {hasArrived && SHEET.tick}
      </span>
      {hasLeft ? <span className="text-xs">{SHEET.left}</span> : hasArrived && <span className="sr-only">{SHEET.arrived}</span>}
    </span>
  );
}

/** One service on its own pages: the venue, the date and the service atop each page, a row a party. */
function ServiceTable({ service, date, first }: { service: SheetService; date: string; first: boolean }) {
  const venue = useVenueName();
  const now = useNow();
  const headingId = `hoja-${service.name.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className={clsx('grid gap-2 print:block', !first && 'print:break-before-page')}>
      <table className="w-full border-collapse text-sm print:text-[9.5pt]">
        {/* A table's head repeats on each printed page, so every page says whose, which day and which service. */}
        <thead>
          <tr>
            <th colSpan={8} className="pb-2 text-left">
              <h2 id={headingId} className="font-display text-xl font-bold text-ink first-letter:uppercase">
                {SHEET.heading(venue ?? '', formatLongDate(date), service.name)}
              </h2>
              <p className="text-sm font-semibold text-muted">{SHEET.totals(service.bookings.length, service.covers, service.arrived)}</p>
            </th>
          </tr>
          <tr className="bg-stone-100 text-xs uppercase">
            {Object.values(SHEET.columns).map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {service.bookings.map((booking) => (
            <tr key={booking.id} className={clsx('break-inside-avoid', booking.hasLeft && 'text-stone-600')}>
              <td className={clsx(cell, 'whitespace-nowrap')}>
                <ArrivalMark hasArrived={booking.hasArrived} hasLeft={booking.hasLeft} />
              </td>
              <td className={clsx(cell, 'font-semibold whitespace-nowrap tabular-nums')}>
                {booking.startTime}–{booking.endTime}
              </td>
              <td className={clsx(cell, 'whitespace-nowrap')}>{tablesLabel(booking.tables) ?? SHEET.noTable}</td>
              <td className={cell}>{sectionOf(booking)}</td>
              <td className={clsx(cell, 'text-center tabular-nums')}>{booking.partySize}</td>
              <th scope="row" className={clsx(cell, 'font-semibold')}>
                {booking.customerName}
                <ReconfirmNote booking={booking} now={now} />
              </th>
              <td className={clsx(cell, 'whitespace-nowrap')}>{isStaffPhone(booking.customerPhone) ? SHEET.noPhone : booking.customerPhone}</td>
              <td className={cell}>
                {booking.specialRequests}
                {allergiesOf(booking.guest).length > 0 && <strong className="block">{`${GUEST_WORDS.allergies} ${allergiesOf(booking.guest).join(', ')}`}</strong>}
                <AllergyLines booking={booking} />
                {booking.guest?.notes && <span className="block italic">{booking.guest.notes}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /dashboard/hoja/:date: the day's expected parties for the front desk, laid out for A4. */
export function DaySheetScreen({ date }: { date: string }) {
  return (
    <SheetFrame date={date} texts={SHEET} services={sheetServices}>
      {(service, first) => <ServiceTable key={service.name} service={service} date={date} first={first} />}
    </SheetFrame>
  );
}
