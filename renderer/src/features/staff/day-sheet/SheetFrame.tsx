import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../../../../shared/long-date';
import { isCalendarDate } from '../../../../../shared/madrid-time';
import { ROUTES } from '../../../../../shared/routes';
import type { DayReservation } from '../../../../../shared/types';
import { QueryView } from '../../../components/ui/QueryView';
import { PrintFrame } from '../kit/PrintFrame';
import { dayQuery } from '../kit/staff-queries';
import type { SheetService } from './day-sheet';

interface SheetFrameProps {
  date: string;
  texts: { title: string; back: string; print: string; loading: string; loadFailed: string; badDate: string; empty: string };
  /** The day's services as this sheet lists them. */
  services(day: readonly DayReservation[]): SheetService[];
  /** A service on its own pages; the first starts the sheet, each other a new page. */
  children(service: SheetService, first: boolean): ReactNode;
}

/** A sheet of the day's bookings on A4 (the day sheet, the kitchen sheet): the date read, service by service. */
export function SheetFrame({ date, texts, services, children }: SheetFrameProps) {
  const valid = isCalendarDate(date);
  const day = useQuery({ ...dayQuery(date), enabled: valid });
  return (
    <PrintFrame
      title={texts.title}
      subtitle={valid && <span className="block text-lg first-letter:uppercase">{formatLongDate(date)}</span>}
      back={{ href: ROUTES.dashboard, label: texts.back }}
      printLabel={texts.print}
      printable
    >
      {!valid ? (
        <p role="alert" className="text-red-700">
          {texts.badDate}
        </p>
      ) : (
        <QueryView query={day} loading={texts.loading} failed={texts.loadFailed}>
          {(reservations) => {
            const listed = services(reservations);
            return (
              // On a phone's screen the A4 sheet scrolls within itself; on paper it is the page.
              <div
                tabIndex={0}
                role="group"
                aria-label={texts.title}
                className="grid gap-8 overflow-x-auto bg-white p-6 shadow-md ring-1 ring-stone-200 max-sm:p-3 print:block print:overflow-visible print:p-0 print:shadow-none print:ring-0"
              >
                {listed.length === 0 ? <p className="text-ink">{texts.empty}</p> : listed.map((service, index) => children(service, index === 0))}
              </div>
            );
          }}
        </QueryView>
      )}
    </PrintFrame>
  );
}
