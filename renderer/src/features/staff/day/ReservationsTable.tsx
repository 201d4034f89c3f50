import clsx from 'clsx';
import { Check, Clock, DoorOpen, Phone, RotateCcw, Trash2, UserX } from 'lucide-react';
import { memo, useMemo } from 'react';
import type { Reservation } from '../../../../../shared/types';
import { DAY, ROW_ACTION_TEXT } from './copy';
import { expectedCount, isLate, isNoShow, nextOnTable, sectionOf } from './day-lists';
import { ConfirmButton } from '../kit/ConfirmButton';
import { DuplicateDialog } from './DuplicateDialog';
import { EditDialog } from './EditDialog';
import { useArrival, useCancel, useDeparture, useNoShow } from './use-day-actions';
import { TableHead } from '../../../components/ui/TableHead';

interface ReservationsTableProps {
  title: string;
  empty: string;
  reservations: readonly Reservation[];
  /** The whole day, for what 'Ido' frees: the table's next booking. */
  day: readonly Reservation[];
  now: Date;
}

const cell = 'px-3 py-2 align-middle';
const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

/** One of the host's lists: a row a party, in slot order, with the actions that party needs. */
export function ReservationsTable({ title, empty, reservations, day, now }: ReservationsTableProps) {
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

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="flex items-baseline gap-2 font-display text-lg font-bold text-ink">
        {title}
        <span className="font-sans text-sm font-medium text-muted">({expectedCount(reservations)})</span>
      </h3>
      {reservations.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-6 text-center text-muted ring-1 ring-stone-200">{empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200">
          <table className="w-full min-w-[860px] text-sm">
            <TableHead columns={Object.values(DAY.columns)} cellClass={cell} />
            <tbody className="divide-y divide-stone-100">
              {reservations.map((reservation) => (
                <ReservationRow
                  key={reservation.id}
                  reservation={reservation}
                  late={isLate(reservation, now)}
                  nextAt={nextOnTable(reservation, day)?.startTime ?? null}
                  busy={pendingFor.has(reservation.id)}
                  actions={actions}
                />
              ))}
            </tbody>
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

const bookingIdOf = (variables: string | { id: string } | undefined) => (typeof variables === 'string' ? variables : variables?.id);

interface ReservationRowProps {
  reservation: Reservation;
  late: boolean;
  /** When the table's next booking starts, if it has one. */
  nextAt: string | null;
  busy: boolean;
  actions: RowActions;
}

/** A party's row; memoised, so a change to one booking redraws only its own row on a 150-booking evening. */
const ReservationRow = memo(function ReservationRow({ reservation, late, nextAt, busy, actions }: ReservationRowProps) {
  const missing = isNoShow(reservation);
  const table = reservation.tableName ?? (reservation.tableNumber === null ? null : `Mesa ${reservation.tableNumber}`);
  return (
      <tr aria-label={reservation.customerName} className={clsx(missing && 'bg-stone-50 text-muted', late && 'bg-amber-50')}>
        <td className={clsx(cell, 'font-semibold whitespace-nowrap tabular-nums')}>
          {reservation.startTime}–{reservation.endTime}
          {late && (
            <span className={clsx(badge, 'ml-2 bg-amber-200 text-amber-900')}>
              <Clock aria-hidden className="size-3" />
              {DAY.late}
            </span>
          )}
          {missing && <span className={clsx(badge, 'ml-2 bg-stone-200 text-stone-700')}>{DAY.noShow}</span>}
        </td>
        <th scope="row" className={clsx(cell, 'text-left font-semibold text-ink')}>
          {reservation.customerName}
        </th>
        <td className={clsx(cell, 'whitespace-nowrap')}>{DAY.people(reservation.partySize)}</td>
        <td className={clsx(cell, 'whitespace-nowrap')}>{reservation.tableName ?? reservation.tableNumber ?? DAY.noTable}</td>
        <td className={clsx(cell, 'whitespace-nowrap')}>{sectionOf(reservation)}</td>
        <td className={clsx(cell, 'whitespace-nowrap')}>
          <a href={`tel:${reservation.customerPhone.replace(/\s/g, '')}`} className="inline-flex min-h-11 items-center gap-1 text-brand hover:underline">
            <Phone aria-hidden className="size-3.5" />
            {reservation.customerPhone}
          </a>
        </td>
        <td className={clsx(cell, 'max-w-56 text-muted')}>{reservation.specialRequests}</td>
        <td className={cell}>
          <div className="flex justify-end gap-2">
            {reservation.hasLeft ? (
              <button type="button" disabled={busy} className="button button-secondary min-h-11 px-4 text-sm" onClick={() => actions.departure({ id: reservation.id, hasLeft: false })}>
                <RotateCcw aria-hidden className="size-4" />
                {DAY.undoLeft}
              </button>
            ) : missing ? (
              <button type="button" disabled={busy} className="button button-secondary min-h-11 px-4 text-sm" onClick={() => actions.noShow({ id: reservation.id, noShow: false })}>
                <RotateCcw aria-hidden className="size-4" />
                {DAY.undoNoShow}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  aria-pressed={reservation.hasArrived}
                  disabled={busy}
                  className={clsx('button min-h-11 px-4 text-sm', !reservation.hasArrived && 'bg-emerald-700 hover:bg-emerald-800')}
                  onClick={() => actions.arrival({ id: reservation.id, hasArrived: !reservation.hasArrived })}
                >
                  <Check aria-hidden className="size-4" />
                  {DAY.arrived}
                </button>
                {reservation.hasArrived && (
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
                    onConfirm={() => actions.departure({ id: reservation.id, hasLeft: true })}
                  />
                )}
                {late && (
                  <button type="button" disabled={busy} className="button button-secondary min-h-11 px-4 text-sm" onClick={() => actions.noShow({ id: reservation.id, noShow: true })}>
                    <UserX aria-hidden className="size-4" />
                    {DAY.noShow}
                  </button>
                )}
              </>
            )}
            {!missing && !reservation.hasLeft && <EditDialog reservation={reservation} busy={busy} />}
            {!missing && !reservation.hasLeft && <DuplicateDialog reservation={reservation} busy={busy} />}
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
                onConfirm={() => actions.cancel({ id: reservation.id })}
              />
            )}
          </div>
        </td>
      </tr>
  );
});
