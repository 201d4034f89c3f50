import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { CalendarPlus, ChevronDown, Pencil, Trash2 } from 'lucide-react';
import type { TableCombinationDto } from '../../../../../shared/api/dto';
import { SECTIONS } from '../../../../../shared/sections';
import type { DayReservation, DiningTable, Reservation } from '../../../../../shared/types';
import { GuestBadges } from '../kit/GuestBadges';
import { GuestName } from '../guests';
import { ConfirmButton } from '../kit/ConfirmButton';
import { CombinationList } from './CombinationList';
import { FLOOR } from './copy';
import { nowSummary, sectionSummary, SHOWN_BOOKINGS, tableNow, tableState } from './floor-plan';
import { NOW_DOT, STATE_DOT } from './Legend';
import { useRemoveTable } from './use-floor-actions';

interface TableListProps {
  tables: readonly DiningTable[];
  bookings: Map<number, DayReservation[]>;
  /** The section open at first: the one the grid shows. */
  openSection: string;
  onQuick(table: DiningTable): void;
  onEdit(table: DiningTable): void;
  /** 'Ahora': counts and dots say what each table is now; null, the whole day. */
  now: Date | null;
  /** Joined tables ('Mesa 3 + 4'), listed under each zone's tables. */
  combinations: Pick<UseQueryResult<TableCombinationDto[]>, 'isPending' | 'isError' | 'data'>;
  onJoin(section: string): void;
  onEditCombination(combination: TableCombinationDto): void;
}

const iconButton = 'button button-secondary min-h-11 min-w-11 px-2';

const nowCounts = (tables: readonly DiningTable[], section: string, bookings: Map<number, Reservation[]>, now: Date) => {
  const { free, seated, soon } = nowSummary(tables, section, bookings, now);
  return FLOOR.nowCounts(free, seated, soon);
};

/** Every table by section, folded, with how many are free and who is booked on each, then the section's joined tables. */
export function TableList({ tables, bookings, openSection, onQuick, onEdit, now, combinations, onJoin, onEditCombination }: TableListProps) {
  const remove = useRemoveTable();
  return (
    // Beside the plan on a wide screen; below it, two zones a row so the list stays short.
    <div className="grid grid-cols-[minmax(0,1fr)] content-start items-start gap-2 md:grid-cols-2 xl:grid-cols-1">
      <h4 className="col-span-full font-display text-base font-bold text-ink">{FLOOR.listTitle}</h4>
      {SECTIONS.map((section) => {
        const summary = sectionSummary(tables, section, bookings);
        return (
          <details key={section} open={section === openSection} className="group rounded-xl bg-white ring-1 ring-stone-200">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 font-semibold text-ink hover:bg-stone-50">
              <span className="flex items-center gap-1.5">
                <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
                {section}
              </span>
              <span className="text-xs font-medium text-muted">{now ? nowCounts(tables, section, bookings, now) : FLOOR.counts(summary.free, summary.busy)}</span>
            </summary>
            {summary.tables.length === 0 ? (
              <p className="px-3 pb-3 text-sm text-muted">{FLOOR.noTables}</p>
            ) : (
              <ul className="divide-y divide-stone-100 border-t border-stone-100">
                {summary.tables.map((table) => {
                  const booked = bookings.get(table.id) ?? [];
                  const hidden = booked.length - SHOWN_BOOKINGS;
                  return (
                    <li key={table.id} aria-label={table.name} className="flex items-center gap-2 px-3 py-1.5">
                      <span aria-hidden className={clsx('size-2.5 shrink-0 rounded-full', now ? NOW_DOT[tableNow(booked, now).state] : STATE_DOT[tableState(booked)])} />
                      <div className="min-w-0 flex-1 text-sm">
                        <p className="font-semibold text-ink">
                          {table.name} <span className="font-normal text-muted">· {FLOOR.capacity(table.minCapacity, table.maxCapacity)}</span>
                        </p>
                        <p className="text-xs text-muted">
                          {booked.length === 0
                            ? FLOOR.noBookings
                            : booked.slice(0, SHOWN_BOOKINGS).map((r) => (
                                <span key={r.id} className="block">
                                  {r.startTime} <GuestName name={r.customerName} guest={r.guest} /> ({r.partySize})
                                  <GuestBadges guest={r.guest} seated={r.hasArrived} compact />
                                </span>
                              ))}
                          {hidden > 0 && <span className="font-semibold text-ink"> {FLOOR.more(hidden)}</span>}
                        </p>
                      </div>
                      <button type="button" className={iconButton} title={FLOOR.quick} aria-label={`${FLOOR.quick} · ${table.name}`} onClick={() => onQuick(table)}>
                        <CalendarPlus aria-hidden className="size-4" />
                      </button>
                      <button type="button" className={iconButton} title={FLOOR.edit} aria-label={`${FLOOR.edit} ${table.name}`} onClick={() => onEdit(table)}>
                        <Pencil aria-hidden className="size-4" />
                      </button>
                      <ConfirmButton
                        label={
                          <>
                            <Trash2 aria-hidden className="size-4" />
                            <span className="sr-only">{`${FLOOR.remove} ${table.name}`}</span>
                          </>
                        }
                        tooltip={booked.length > 0 ? FLOOR.removeBlocked : FLOOR.remove}
                        question={FLOOR.confirmRemove(table.name)}
                        detail={FLOOR.confirmRemoveDetail}
                        confirmLabel={FLOOR.confirmRemoveAction}
                        busy={booked.length > 0 || remove.isPending}
                        danger
                        onConfirm={() => remove.mutate(table.id)}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
            <CombinationList section={section} tables={tables} combinations={combinations} onJoin={onJoin} onEdit={onEditCombination} />
          </details>
        );
      })}
    </div>
  );
}
