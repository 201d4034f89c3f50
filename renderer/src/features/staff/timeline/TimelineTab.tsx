import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { apiRoutes } from '../../../../../shared/api/routes';
import { SECTIONS } from '../../../../../shared/sections';
import type { DayReservation, DiningTable } from '../../../../../shared/types';
import { QueryView } from '../../../components/ui/QueryView';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useNow } from '../../../lib/use-now';
import { EditForm, useMove, type Move } from '../day';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { NewBookingButton, QuickReservationDialog } from '../floor';
import { useDayChoice } from '../kit/day-choice';
import { DayFilters } from '../kit/DayFilters';
import { calendarDaysQuery, dayQuery, STAFF_CACHE, tablesQuery } from '../kit/staff-queries';
import { TIMELINE } from './copy';
import { BAR_CLASS, Timeline } from './Timeline';
import { movesToLargerTable, seatedNow, timelineSlots } from './timeline-model';

const sectionOrder = (section: string) => (SECTIONS as readonly string[]).indexOf(section);

/** The tables of the zone shown, zone by zone in the usual order, then by number. */
function tablesShown(tables: readonly DiningTable[], section: string): DiningTable[] {
  return tables.filter((table) => section === 'all' || table.section === section).sort((a, b) => sectionOrder(a.section) - sectionOrder(b.section) || a.tableNumber - b.tableNumber);
}

/** 'Línea de tiempo': the chosen evening's tables against its hours, moved and booked from here. */
export function TimelineTab() {
  const now = useNow();
  const { date, section } = useDayChoice();
  const day = useQuery(dayQuery(date));
  const tables = useQuery(tablesQuery);
  const calendar = useQuery(calendarDaysQuery(date, date));
  const limits = useQuery({ ...STAFF_CACHE, queryKey: queryKeys.timeSlots.of(date), queryFn: () => call(apiRoutes.day.timeSlots, { params: { date } }) });
  const move = useMove();
  const [editing, setEditing] = useState<DayReservation | null>(null);
  const [booking, setBooking] = useState<{ table: DiningTable; start: string } | null>(null);
  const [asking, setAsking] = useState<{ move: Move; partySize: number; table: DiningTable } | null>(null);

  function tryMove(request: Move) {
    const moved = day.data?.find((reservation) => reservation.id === request.id);
    const larger = movesToLargerTable(request, moved, tables.data ?? []);
    if (larger && moved) setAsking({ move: request, partySize: moved.partySize, table: larger });
    else move.mutate(request);
  }

  const shown = useMemo(() => tablesShown(tables.data ?? [], section), [tables.data, section]);
  const services = calendar.data?.[0]?.services ?? [];

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <DayFilters>
        <div className="pt-6">
          <NewBookingButton date={date} />
        </div>
      </DayFilters>
      <QueryView query={day} loading={TIMELINE.loading} failed={TIMELINE.loadFailed}>
        {(reservations) => {
          const ids = new Set(shown.map((table) => table.id));
          const bookings = reservations.filter((reservation) => reservation.tableId !== null && ids.has(reservation.tableId));
          const slots = timelineSlots(services, bookings);
          const seated = seatedNow(bookings);
          return (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <ul aria-label={TIMELINE.legendLabel} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
                  {(['coming', 'late', 'seated', 'left'] as const).map((state) => (
                    <li key={state} className="flex items-center gap-1.5">
                      <span aria-hidden className={clsx('h-3 w-5 rounded-sm', BAR_CLASS[state])} />
                      {TIMELINE.legend[state]}
                    </li>
                  ))}
                </ul>
                <p className="font-semibold text-ink">{TIMELINE.seatedNow(seated.tables, seated.covers)}</p>
              </div>
              {slots.length === 0 ? (
                <p className="rounded-xl bg-white px-4 py-6 text-center text-muted ring-1 ring-stone-200">{TIMELINE.closed}</p>
              ) : (
                <Timeline
                  date={date}
                  tables={shown}
                  bookings={bookings}
                  slots={slots}
                  services={services}
                  limits={limits.data ?? []}
                  now={now}
                  zoneHeadings={section === 'all'}
                  onBook={(table, start) => setBooking({ table, start })}
                  onEdit={setEditing}
                  onMove={tryMove}
                />
              )}
            </>
          );
        }}
      </QueryView>
      {editing && <EditForm reservation={editing} onClose={() => setEditing(null)} />}
      {asking && (
        <ConfirmDialog
          question={TIMELINE.largerQuestion(asking.partySize, asking.table.name)}
          detail={TIMELINE.largerDetail(asking.table.minCapacity, asking.table.maxCapacity)}
          confirmLabel={TIMELINE.largerConfirm}
          onConfirm={() => move.mutate(asking.move)}
          onClose={() => setAsking(null)}
          // Back on the bar moved (or not), as after a move without a question.
          returnFocus={() => document.querySelector<HTMLElement>(`[data-booking="${asking.move.id}"]`)}
        />
      )}
      {booking && <QuickReservationDialog date={date} table={booking.table} start={booking.start} onClose={() => setBooking(null)} />}
    </div>
  );
}
