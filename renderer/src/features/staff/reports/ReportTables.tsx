import clsx from 'clsx';
import type { ReactNode } from 'react';
import { formatShortDate } from '../../../../../shared/long-date';
import type { Outage } from '../../../../../shared/api/dto';
import { VENUE_TIME_ZONE } from '../../../../../shared/madrid-time';
import type { Report } from '../../../../../shared/types';
import { REPORTS } from './copy';

export const cell = 'px-3 py-1.5 text-left align-middle';
export const numberCell = 'px-3 py-1.5 text-right tabular-nums';

/** The head of a table of bars: what a row is, its numbers' columns, and the bar's (named for screen readers only). */
export function BarTableHead({ label, numbers, bar }: { label: string; numbers: readonly string[]; bar: string }) {
  return (
    <thead className="text-muted">
      <tr>
        <th scope="col" className={cell}>
          {label}
        </th>
        {numbers.map((heading) => (
          <th key={heading} scope="col" className={numberCell}>
            {heading}
          </th>
        ))}
        <th scope="col" className="w-2/5 px-3">
          <span className="sr-only">{bar}</span>
        </th>
      </tr>
    </thead>
  );
}

/** A row's bar, as long as its share of the longest (`part` of 1, cut there): the number beside it is the text. */
export function Bar({ part }: { part: number }) {
  return (
    <td className="px-3" aria-hidden>
      <span className="block h-3 rounded-full bg-brand print:bg-stone-700" style={{ width: `${Math.min(part, 1) * 100}%` }} />
    </td>
  );
}

export function ReportSection({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section aria-label={title} className={clsx('grid content-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 print:break-inside-avoid', wide && 'lg:col-span-2')}>
      <h2 className="font-display text-xl font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** The chart's numbers for screen readers (and on paper, where the chart may print faintly). */
export function DayTable({ days }: { days: Report['byDay'] }) {
  return (
    <table className="sr-only">
      <caption>{REPORTS.byDayCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{REPORTS.date}</th>
          <th scope="col">{REPORTS.covers}</th>
          <th scope="col">{REPORTS.bookings}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatShortDate(day.date)}</th>
            <td>{REPORTS.number(day.covers)}</td>
            <td>{REPORTS.number(day.bookings)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface Share {
  label: string;
  bookings: number;
  covers: number;
}

/** A breakdown as a table, each row with a bar as long as its covers: the numbers are the text itself. */
export function ShareTable({ heading, rows, note }: { heading: string; rows: Share[]; note?: string }) {
  const most = Math.max(1, ...rows.map((row) => row.covers));
  return (
    <>
      <table className="w-full text-sm">
        <BarTableHead label={heading} numbers={[REPORTS.bookings, REPORTS.covers]} bar={REPORTS.covers} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-stone-100">
              <th scope="row" className={clsx(cell, 'font-semibold')}>
                {row.label}
              </th>
              <td className={numberCell}>{REPORTS.number(row.bookings)}</td>
              <td className={numberCell}>{REPORTS.number(row.covers)}</td>
              <Bar part={row.covers / most} />
            </tr>
          ))}
        </tbody>
      </table>
      {note && <p className="text-sm text-muted">{note}</p>}
    </>
  );
}

/**
 * The brand colour's strength for a cell: light enough for dark text up to three quarters of the
 * busiest, dark enough for white text above (both 4.5:1 or more).
 */
const shade = (strength: number) => (strength > 0.75 ? 0.85 + (strength - 0.75) * 0.6 : strength * 0.55);

/** The busiest half hours: a table with a row a half hour and a column a weekday, darker where busier. */
export function SlotHeatMap({ slots }: { slots: Report['bySlot'] }) {
  const times = [...new Set(slots.map((slot) => slot.time))].sort();
  const covers = new Map(slots.map((slot) => [`${slot.weekday} ${slot.time}`, slot.covers]));
  const most = Math.max(1, ...slots.map((slot) => slot.covers));
  return (
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={REPORTS.bySlot}>
      <table className="w-full text-sm">
        <caption className="sr-only">{REPORTS.bySlotCaption}</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className={cell}>
              {REPORTS.time}
            </th>
            {REPORTS.weekdays.map((day) => (
              <th key={day} scope="col" className="px-1 py-1.5 text-center">
                <abbr title={day} className="no-underline">
                  {day.slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time) => (
            <tr key={time}>
              <th scope="row" className={clsx(cell, 'tabular-nums')}>
                {time}
              </th>
              {REPORTS.weekdays.map((day, weekday) => {
                const value = covers.get(`${weekday} ${time}`) ?? 0;
                const busiest = value / most > 0.75;
                return (
                  <td
                    key={day}
                    className={clsx('px-1 py-1.5 text-center tabular-nums', busiest ? 'text-white' : value ? 'text-ink' : 'text-stone-500')}
                    style={{ backgroundColor: `rgb(154 52 18 / ${shade(value / most)})` }}
                  >
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const D = REPORTS.downtime;
const when = new Intl.DateTimeFormat('es-ES', { timeZone: VENUE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const causeOf = (outage: Outage) => (outage.kind === 'tunnel' ? D.causes.tunnel : outage.clean ? D.causes.clean : D.causes.cut);

/** Each outage: when it began and ended by the venue's clock, how long, and why. */
export function OutageTable({ outages }: { outages: Outage[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{D.caption}</caption>
      <thead className="text-muted">
        <tr>
          {[D.from, D.to, D.length, D.cause].map((heading) => (
            <th key={heading} scope="col" className={cell}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {outages.map((outage) => (
          <tr key={outage.id} className="border-t border-stone-100">
            <th scope="row" className={cell}>
              {when.format(new Date(outage.from))}
            </th>
            <td className={cell}>{when.format(new Date(outage.to))}</td>
            <td className={clsx(cell, 'tabular-nums')}>{D.duration(outage.minutes)}</td>
            <td className={cell}>{causeOf(outage)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
