import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChefHat, Printer, RefreshCw } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../../../../shared/routes';
import { controlClass } from '../../../components/ui/Field';
import { QueryView } from '../../../components/ui/QueryView';
import { useToast } from '../../../components/ui/Toaster';
import { queryKeys } from '../../../lib/query-keys';
import { useAltShortcut } from '../../../lib/use-alt-shortcut';
import { useNow } from '../../../lib/use-now';
import { useSlashFocus } from '../../../lib/use-slash-focus';
import { KITCHEN, SHEET } from '../day-sheet';
import { FloorArea, NewBookingButton } from '../floor';
import { useDayChoice } from '../kit/day-choice';
import { DAY } from '../kit/day-copy';
import { dayLists, firstRows, matchesSearch, nextStarts } from '../kit/day-lists';
import { usePaintedSteps } from '../kit/use-painted-steps';
import { useSteadyWhileTyping } from '../kit/use-steady-while-typing';
import { DayFilters } from '../kit/DayFilters';
import { dayQuery } from '../kit/staff-queries';
import { WaitlistSection } from '../waitlist';
import { AttemptsList } from './AttemptsList';
import { ReservationsTable } from './ReservationsTable';
import { ServiceLayout, useServiceView, ViewSwitch } from './ServiceLayout';
import { serviceDate } from '../../../../../shared/schedule';

/** 'No quedan reservas por llegar' is tonight's words; another day has none yet, or had none. */
function pendingEmpty(date: string, today: string): string {
  if (date === today) return DAY.emptyPending;
  return date > today ? DAY.emptyPendingFuture : DAY.emptyPendingPast;
}

/** The evening at the host stand: pick the day and zone, see who is expected, who waits for a table and who is seated. */
export function ReservasTab() {
  const now = useNow();
  const ids = useId();
  const { date, section } = useDayChoice();
  const [search, setSearch] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  useSlashFocus(searchField);
  const queryClient = useQueryClient();
  const toasts = useToast();
  const day = useQuery(dayQuery(date));
  const [view, setView] = useServiceView();

  async function refresh() {
    void queryClient.invalidateQueries({ queryKey: queryKeys.requests.of(date) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.waitlist.of(date) });
    const result = await day.refetch();
    if (result.isError) toasts.show({ variant: 'destructive', title: DAY.refreshFailedTitle, description: DAY.refreshFailed });
    else toasts.show({ title: DAY.refreshed });
  }

  useAltShortcut('KeyA', () => void refresh());

  // Drawn once per answer, date, zone or search; a keystroke changes only which rows are hidden, and
  // a new answer waits for a pause in the typing.
  const steady = useSteadyWhileTyping(day.data);
  const reservations = steady.shown;
  const nextAt = useMemo(() => nextStarts(reservations ?? []), [reservations]);
  const split = useMemo(() => dayLists(reservations ?? [], section), [reservations, section]);
  const found = useMemo(() => (search.trim() && reservations ? new Set(reservations.filter((r) => matchesSearch(r, search)).map((r) => r.id)) : null), [reservations, search]);
  // The rows in view are painted first; the rest of the rows follow in the next task, the plan in the one after.
  const step = usePaintedSteps(reservations !== undefined, 2);
  const [pendingDrawn, arrivedDrawn, leftDrawn] = step === 0 ? firstRows([split.pending.length, split.arrived.length, split.left.length]) : [];
  const lists = (
    <>
      <AttemptsList date={date} />
      <ReservationsTable
        title={DAY.pendingTitle}
        empty={found ? DAY.noMatch : pendingEmpty(date, serviceDate(now))}
        reservations={split.pending}
        drawn={pendingDrawn}
        nextAt={nextAt}
        now={now}
        found={found}
        grouped
      />
      <ReservationsTable title={DAY.arrivedTitle} empty={found ? DAY.noMatch : DAY.emptyArrived} reservations={split.arrived} drawn={arrivedDrawn} nextAt={nextAt} now={now} found={found} />
      <ReservationsTable title={DAY.leftTitle} empty={found ? DAY.noMatch : DAY.emptyLeft} reservations={split.left} drawn={leftDrawn} nextAt={nextAt} now={now} found={found} />
    </>
  );
  // Who waits for a table beside the tables that free up; the same elements on each keystroke, so the search never redraws the plan.
  const plan = useMemo(
    () => (
      <>
        <WaitlistSection date={date} />
        <FloorArea date={date} filter={section} />
      </>
    ),
    [date, section],
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <DayFilters>
        <div className="grid gap-1">
          <label htmlFor={`${ids}-buscar`} className="text-sm font-semibold text-ink">
            {DAY.search}
          </label>
          <input
            id={`${ids}-buscar`}
            ref={searchField}
            type="search"
            value={search}
            placeholder={DAY.searchPlaceholder}
            aria-keyshortcuts="/"
            aria-describedby={`${ids}-buscar-ayuda`}
            onChange={(event) => {
              steady.typed();
              setSearch(event.target.value);
            }}
            className={`${controlClass} w-40 xl:w-56`}
          />
          <span id={`${ids}-buscar-ayuda`} className="sr-only">
            {DAY.searchHint}
          </span>
        </div>
        {/* Level with the fields, below their labels; on a line of their own when the tablet's is full. */}
        <div className="flex flex-wrap gap-2 self-end">
          <NewBookingButton date={date} />
          <button type="button" onClick={() => void refresh()} disabled={day.isFetching} className="button button-secondary px-3" title={DAY.refresh} aria-keyshortcuts="Alt+A">
            <RefreshCw aria-hidden className={day.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            <span className="sr-only 2xl:not-sr-only">{DAY.refresh}</span>
          </button>
          <Link href={ROUTES.daySheet.replace(':date', date)} className="button button-secondary px-3" title={SHEET.open}>
            <Printer aria-hidden className="size-4" />
            <span className="sr-only 2xl:not-sr-only">{SHEET.open}</span>
          </Link>
          <Link href={ROUTES.kitchenSheet.replace(':date', date)} className="button button-secondary px-3" title={KITCHEN.open}>
            <ChefHat aria-hidden className="size-4" />
            <span className="sr-only 2xl:not-sr-only">{KITCHEN.open}</span>
          </Link>
          <ViewSwitch view={view} onChange={setView} />
        </div>
      </DayFilters>
      <QueryView query={day} loading={DAY.loading} failed={DAY.loadFailed}>
        {() => <ServiceLayout view={view} lists={lists} plan={step === 2 && plan} />}
      </QueryView>
    </div>
  );
}
