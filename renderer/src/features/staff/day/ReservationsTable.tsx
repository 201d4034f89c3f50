import clsx from 'clsx';
import { tablesLabel } from '../../../../../shared/table-label';
import { BellRing, CalendarCheck, Check, Clock, DoorOpen, Phone, RotateCcw, Trash2, UserX } from 'lucide-react';
import { memo, useMemo } from 'react';
import { isStaffPhone } from '../../../../../shared/contact-keys';
import type { DayReservation } from '../../../../../shared/types';
import { DAY, ROW_ACTION_TEXT, ROW_BUTTON as rowButton } from '../kit/day-copy';
import { bySlot, expectedCount, firstRows, isLate, isNoShow, sectionOf, slotTotals, type SlotGroup } from '../kit/day-lists';
import { ConfirmButton } from '../kit/ConfirmButton';
import { AllergyAlertNote } from '../kit/AllergyAlertNote';
import { GuestBadges } from '../kit/GuestBadges';
import { GuestName } from '../guests';
import { DuplicateDialog } from './DuplicateDialog';
import { EditDialog } from './EditDialog';
import { ConfirmPendingButton } from './ConfirmPendingButton';
import { RemindDialog } from './RemindDialog';
import { useArrival, useCancel, useDeparture, useNoShow } from './use-day-actions';
import { TableHead } from '../../../components/ui/TableHead';
import { reconfirmState, type ReconfirmState } from '../../../../../shared/reconfirm';
import { ReconfirmBadge } from './ReconfirmBadge';

interface ReservationsTableProps {
  title: string;
  empty: string;
  reservations: readonly DayReservation[];
  /** When each booking's table is next booked, if it is: what 'Ido' frees. */
  nextAt: ReadonlyMap<string, string | null>;
  now: Date;
  /** By half hour under a heading each, those of the coming hour first ('Pendientes de llegar'). */
  grouped?: boolean;
  /** The bookings the search finds, or null when nothing is searched: the others stay drawn, hidden. */
  found: ReadonlySet<string> | null;
  /** How many rows to draw, in order, while the first screenful is painted; all when absent. */
  drawn?: number;
}

/**
 * Cells as a table from 768 px, one compact line a party from 1024 px (15 and more in view on an
 * evening of 25); below, each row a card (the table's roles stay, so a screen reader still reads a
 * table). The main action is the first cell, so it is never the one cut off.
 */
const cell = 'px-2 py-px max-md:p-0 2xl:px-3 2xl:py-0.5';
/**
 * The columns' widths from 768 px, every row a grid of them: the name (with the requests beside or
 * under it) takes what is left; the phone's none where it is left out. Not a table's layout, so that
 * each row can skip its style, layout and paint while it is off screen (content-visibility): a
 * 150-booking evening is drawn, and a search emptied, at the cost of the rows in view. The margin
 * keeps a focused button's ring, which passes the row's edge, from being cut.
 */
const columns = 'block [--day-columns:7.5rem_6.5rem_minmax(0,1fr)_6rem_6.5rem_8.5rem_11rem] xl:max-2xl:[--day-columns:6.5rem_6.5rem_minmax(0,1fr)_4.5rem_5.5rem_0_12rem]';
const rowGrid = 'md:grid md:grid-cols-(--day-columns) md:items-center';
const offScreen = 'md:[content-visibility:auto] md:[contain-intrinsic-size:auto_2.5rem] md:[overflow-clip-margin:0.5rem]';
/**
 * The phone's own column, none wide where the plan sits beside the lists (1280 to 1535 px): the number
 * is then the first of the row's buttons, in its tooltip. Its cell stays (emptied), so the cells after it keep their columns.
 */
const phoneColumn = 'xl:max-2xl:p-0 xl:max-2xl:[&>*]:hidden';
const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';
const COLUMN_COUNT = Object.keys(DAY.columns).length;

/**
 * One of the host's lists: a row a party, in slot order, with the actions that party needs. A search
 * hides the rows it does not find rather than drawing the list again: a keystroke only sets their
 * `hidden`, and the counts, the slot headings and the empty message say what is shown.
 */
export function ReservationsTable({ title, empty, reservations, nextAt, now, grouped = false, found, drawn }: ReservationsTableProps) {
  const arrival = useArrival();
  const departure = useDeparture();
  const noShow = useNoShow();
  const cancel = useCancel();
  const headingId = `${title.replaceAll(' ', '-').toLowerCase()}-titulo`;
  // Only the row being changed waits for the server; the other parties stay one tap away.
  const pendingFor = new Set([arrival, departure, noShow, cancel].flatMap((change) => (change.isPending ? [bookingIdOf(change.variables)] : [])));
  const actions = useMemo<RowActions>(
    () => ({ arrival: arrival.mutate, departure: departure.mutate, noShow: noShow.mutate, cancel: cancel.mutate }),
    [arrival.mutate, departure.mutate, noShow.mutate, cancel.mutate],
  );
  const groups = useMemo<SlotGroup[]>(() => (grouped ? bySlot(reservations, now, DAY.nowGroup) : [{ label: '', reservations: [...reservations], tables: 0, covers: 0 }]), [grouped, reservations, now]);
  const isShown = (reservation: DayReservation) => found === null || found.has(reservation.id);
  const groupsDrawn =
    drawn === undefined
      ? null
      : firstRows(
          groups.map((group) => group.reservations.length),
          drawn,
        );
  const shown = found === null ? reservations : reservations.filter(isShown);

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="flex items-baseline gap-2 font-display text-lg font-bold text-ink">
        {title}
        <span className="font-sans text-sm font-medium text-muted">({expectedCount(shown)})</span>
      </h3>
      {shown.length === 0 && <p className="rounded-xl bg-white px-4 py-6 text-center text-muted ring-1 ring-stone-200">{empty}</p>}
      {reservations.length > 0 && (
        <div hidden={shown.length === 0} className="rounded-xl bg-white ring-1 ring-stone-200 max-md:bg-transparent max-md:ring-0">
          <table role="table" className={clsx(columns, 'w-full text-sm')}>
            {/* From 1024 px the headers are for screen readers only, the rows saying what they hold. */}
            <TableHead columns={Object.values(DAY.columns)} cellClass={cell} className="block max-md:sr-only lg:sr-only md:[&>tr]:grid md:[&>tr]:grid-cols-(--day-columns)" />
            {groups.map((group, index) => {
              const groupShown = found === null ? group.reservations : group.reservations.filter(isShown);
              const totals = found === null ? group : slotTotals(groupShown);
              const rows = groupsDrawn ? group.reservations.slice(0, groupsDrawn[index]) : group.reservations;
              if (rows.length === 0) return null;
              return (
                <tbody key={group.label} role="rowgroup" hidden={groupShown.length === 0} className="block divide-y divide-stone-100 max-md:grid max-md:gap-2 max-md:divide-y-0">
                  {grouped && (
                    <tr role="row" className="block bg-stone-50 max-md:rounded-lg">
                      <th
                        role="columnheader"
                        scope="colgroup"
                        colSpan={COLUMN_COUNT}
                        aria-colspan={COLUMN_COUNT}
                        className="block px-3 py-1 text-left text-sm font-semibold text-ink lg:py-0.5 lg:text-xs"
                      >
                        {DAY.groupHeading(group.label, totals.tables, totals.covers)}
                      </th>
                    </tr>
                  )}
                  {rows.map((reservation) => (
                    <ReservationRow
                      key={reservation.id}
                      hidden={!isShown(reservation)}
                      reservation={reservation}
                      late={isLate(reservation, now)}
                      reconfirm={reconfirmState(reservation, now)}
                      nextAt={nextAt.get(reservation.id) ?? null}
                      busy={pendingFor.has(reservation.id)}
                      actions={actions}
                    />
                  ))}
                </tbody>
              );
            })}
          </table>
        </div>
      )}
    </section>
  );
}

interface RowActions {
  arrival(change: { id: string; hasArrived: boolean }): void;
  departure(change: { id: string; hasLeft: boolean }): void;
  noShow(change: { id: string; noShow: boolean }): void;
  cancel(booking: { id: string }): void;
}

const telOf = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

const bookingIdOf = (variables: string | { id: string } | undefined) => (typeof variables === 'string' ? variables : variables?.id);

interface ReservationRowProps {
  reservation: DayReservation;
  late: boolean;
  /** Asked to reconfirm and not answered: 'Por confirmar hasta…', then 'Sin confirmar'. */
  reconfirm: ReconfirmState | null;
  /** When the table's next booking starts, if it has one. */
  nextAt: string | null;
  busy: boolean;
  actions: RowActions;
}

/** 'Llegó': pressed once the party is seated; pressed again (in the row's other actions) it undoes the arrival. */
function ArrivalButton({ reservation, busy, actions }: { reservation: DayReservation; busy: boolean; actions: RowActions }) {
  return (
    <button
      type="button"
      aria-pressed={reservation.hasArrived}
      disabled={busy}
      title={reservation.hasArrived ? DAY.undoArrival : undefined}
      className={clsx('button px-3', rowButton, reservation.hasArrived ? 'button-secondary' : 'bg-emerald-700 hover:bg-emerald-800')}
      onClick={() => actions.arrival({ id: reservation.id, hasArrived: !reservation.hasArrived })}
    >
      <Check aria-hidden className="size-4" />
      <span className={reservation.hasArrived ? ROW_ACTION_TEXT : undefined}>{DAY.arrived}</span>
    </button>
  );
}

/**
 * A party's row. Its cells are memoised, so a change to one booking redraws only its own row on a
 * 150-booking evening, and a search that hides or shows it sets only the row's `hidden`.
 */
function ReservationRow({ hidden, ...props }: ReservationRowProps & { hidden: boolean }) {
  const { reservation, late } = props;
  return (
    <tr
      role="row"
      aria-label={reservation.customerName}
      hidden={hidden}
      className={clsx(
        'max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-xl max-md:bg-white max-md:p-3 max-md:ring-1 max-md:ring-stone-200',
        rowGrid,
        offScreen,
        isNoShow(reservation) && 'bg-stone-50 text-muted',
        late && 'bg-amber-50 max-md:bg-amber-50',
      )}
    >
      <RowCells {...props} />
    </tr>
  );
}

const RowCells = memo(function RowCells({ reservation, late, reconfirm, nextAt, busy, actions }: ReservationRowProps) {
  const missing = isNoShow(reservation);
  const table = tablesLabel(reservation.tables) ?? (reservation.tableNumber === null ? null : `Mesa ${reservation.tableNumber}`);
  const mainAction = reservation.hasLeft ? (
    <button type="button" disabled={busy} className={clsx('button button-secondary px-3', rowButton)} onClick={() => actions.departure({ id: reservation.id, hasLeft: false })}>
      <RotateCcw aria-hidden className="size-4 xl:max-2xl:hidden" />
      {DAY.undoLeft}
    </button>
  ) : missing ? (
    <button type="button" disabled={busy} className={clsx('button button-secondary px-3', rowButton)} onClick={() => actions.noShow({ id: reservation.id, noShow: false })}>
      <RotateCcw aria-hidden className="size-4 xl:max-2xl:hidden" />
      {DAY.undoNoShow}
    </button>
  ) : reservation.hasArrived ? (
    <ConfirmButton
      label={
        <>
          <DoorOpen aria-hidden className="size-4" />
          {DAY.left}
        </>
      }
      question={DAY.confirmLeft(reservation.customerName)}
      detail={DAY.confirmLeftDetail(table, nextAt)}
      confirmLabel={DAY.confirm}
      busy={busy}
      className={rowButton}
      onConfirm={() => actions.departure({ id: reservation.id, hasLeft: true })}
    />
  ) : (
    <ArrivalButton reservation={reservation} busy={busy} actions={actions} />
  );
  return (
    <>
      <td role="cell" className={clsx(cell, 'max-md:col-start-2 max-md:row-start-1 max-md:justify-self-end')}>
        {mainAction}
      </td>
      <td role="cell" className={clsx(cell, 'font-semibold tabular-nums max-md:col-start-1 max-md:row-start-1 max-md:self-center')}>
        <span className="whitespace-nowrap">
          {reservation.startTime}–{reservation.endTime}
        </span>
        {late && (
          <span className={clsx(badge, 'ml-1 bg-amber-200 text-amber-900')}>
            <Clock aria-hidden className="size-3" />
            {DAY.late}
          </span>
        )}
        {missing && <span className={clsx(badge, 'ml-1 bg-stone-200 text-stone-700')}>{DAY.noShow}</span>}
        {reservation.status === 'pending' && <span className={clsx(badge, 'ml-1 bg-sky-100 text-sky-900')}>{DAY.pending}</span>}
      </td>
      <th role="rowheader" scope="row" className={clsx(cell, 'text-left font-semibold text-ink max-md:col-span-2 max-md:text-base')}>
        {/* Name and what the guest book knows, wrapped between words, never inside one. */}
        <span className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <GuestName name={reservation.customerName} guest={reservation.guest} />
          <GuestBadges guest={reservation.guest} seated={reservation.hasArrived} inline />
          {reconfirm && reservation.reconfirmBy && <ReconfirmBadge id={reservation.id} name={reservation.customerName} state={reconfirm} reconfirmBy={reservation.reconfirmBy} />}
          {!reconfirm && !reservation.hasArrived && (reservation.dinerConfirmedAt || reservation.remindedAt) && (
            <span className={clsx(badge, reservation.dinerConfirmedAt ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-100 text-stone-700')}>
              {reservation.dinerConfirmedAt ? <CalendarCheck aria-hidden className="size-3" /> : <BellRing aria-hidden className="size-3" />}
              {reservation.dinerConfirmedAt ? DAY.confirmedByDiner : DAY.reminded}
            </span>
          )}
          {reservation.specialRequests && <span className="w-full text-sm font-normal text-muted lg:w-auto lg:text-xs">{reservation.specialRequests}</span>}
          <AllergyAlertNote booking={reservation} />
        </span>
      </th>
      <td role="cell" className={cell}>
        {/* '4 pers.' where the plan sits beside the lists, heard as '4 personas'. */}
        <span aria-hidden className="hidden xl:max-2xl:inline">
          {DAY.peopleShort(reservation.partySize)}
        </span>
        <span className="xl:max-2xl:sr-only">{DAY.people(reservation.partySize)}</span>
      </td>
      <td role="cell" className={clsx(cell, 'whitespace-nowrap')}>
        {table ?? DAY.noTable}
        {/* The zone under the table; from 1024 px, where rows are one line, only when no table says it. */}
        <span className={clsx('block text-xs text-muted', table !== null && 'lg:sr-only')}>{sectionOf(reservation)}</span>
      </td>
      <td role="cell" className={clsx(cell, phoneColumn, 'max-md:col-span-2')}>
        {isStaffPhone(reservation.customerPhone) ? (
          <span className="text-muted">{DAY.noPhone}</span>
        ) : (
          <a href={telOf(reservation.customerPhone)} className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap text-brand hover:underline lg:min-h-9">
            <Phone aria-hidden className="size-3.5" />
            {reservation.customerPhone}
          </a>
        )}
      </td>
      <td role="cell" className={clsx(cell, 'max-md:col-span-2')}>
        <div className="flex flex-wrap justify-end gap-1 max-md:justify-start">
          {/* Where the phone's column is left out, the number is this button's tooltip and name. */}
          {!isStaffPhone(reservation.customerPhone) && (
            <a href={telOf(reservation.customerPhone)} title={reservation.customerPhone} className={clsx('button button-secondary hidden px-3 text-brand xl:max-2xl:inline-flex', rowButton)}>
              <Phone aria-hidden className="size-4" />
              <span className="sr-only">{DAY.call(reservation.customerPhone)}</span>
            </a>
          )}
          {late && (
            <button type="button" disabled={busy} title={DAY.noShow} className={clsx('button button-secondary px-3', rowButton)} onClick={() => actions.noShow({ id: reservation.id, noShow: true })}>
              <UserX aria-hidden className="size-4" />
              <span className={ROW_ACTION_TEXT}>{DAY.noShow}</span>
            </button>
          )}
          {reservation.status === 'pending' && <ConfirmPendingButton reservation={reservation} />}
          {!missing && !reservation.hasLeft && <EditDialog reservation={reservation} busy={busy} />}
          {!missing && !reservation.hasLeft && <DuplicateDialog reservation={reservation} busy={busy} />}
          {!missing && !reservation.hasArrived && <RemindDialog reservation={reservation} busy={busy} />}
          {reservation.hasArrived && !reservation.hasLeft && <ArrivalButton reservation={reservation} busy={busy} actions={actions} />}
          {!reservation.hasArrived && (
            <ConfirmButton
              danger
              tooltip={DAY.remove}
              label={
                <>
                  <Trash2 aria-hidden className="size-4" />
                  <span className={ROW_ACTION_TEXT}>{DAY.remove}</span>
                </>
              }
              question={DAY.confirmRemove(reservation.customerName)}
              detail={DAY.confirmRemoveDetail}
              confirmLabel={DAY.remove}
              busy={busy}
              className={rowButton}
              onConfirm={() => actions.cancel({ id: reservation.id })}
            />
          )}
        </div>
      </td>
    </>
  );
});
