import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import { AlertTriangle, GripVertical, Hourglass, Link2, UserCheck } from 'lucide-react';
import type { DayReservation, DiningTable } from '../../../../../shared/types';
import { allergyHeard, hasAllergyNote } from '../kit/allergy-words';
import { FLOOR } from './copy';
import { cellId, shortName, SHOWN_BOOKINGS, tableNow, tableState, type Hold, type NowState, type TableState } from './floor-plan';

const STATE_STYLE: Record<TableState, string> = {
  free: 'bg-emerald-50 ring-emerald-600 text-emerald-950',
  booked: 'bg-red-50 ring-red-600 text-red-950',
  arrived: 'bg-sky-50 ring-sky-600 text-sky-950',
};
export const NOW_STYLE: Record<NowState, string> = {
  free: STATE_STYLE.free,
  seated: STATE_STYLE.arrived,
  soon: 'bg-amber-50 ring-amber-500 text-amber-950',
};

interface TableCardProps {
  table: DiningTable;
  /** The combinations ('Mesa 3 + 4') the table is part of in its zone; none, a table on its own. */
  joinedIn: readonly string[];
  bookings: readonly DayReservation[] | undefined;
  /** Held for an offer of the waiting list; null, not held. */
  hold: Hold | null;
  locked: boolean;
  /** 'Ahora': the clock the table is shown at; null, the whole day. */
  now: Date | null;
  onOpen(table: DiningTable): void;
}

/**
 * A table on the floor plan, coloured by its evening. A tap opens its quick reservation; a drag
 * (mouse, or a long press on touch) or its handle (Space and the arrows) moves it.
 */
export function TableCard({ table, joinedIn, bookings, hold, locked, now, onOpen }: TableCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: table.id,
    data: { name: table.name, cell: cellId(table.section, table) },
    disabled: locked,
    attributes: { roleDescription: 'mesa movible' },
  });
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const state = tableState(bookings);
  const current = now ? tableNow(bookings, now) : null;
  const joined = joinedIn.length > 0;
  const heldFor = hold && shortName(hold.customerName);
  // What screen readers hear after the name, in one text with it: 'Mesa 7, libre, unida en Mesa 7 + 8, guardada para Ana hasta 21:40'.
  // The parties with allergies, each with what to avoid: heard with the name, read in the tooltip.
  const allergies = (bookings ?? []).filter(hasAllergyNote).map((booking) => FLOOR.allergy(booking.startTime, shortName(booking.customerName), allergyHeard(booking)));
  const heard = `${current ? FLOOR.nowName(current.state, current.partySize, current.nextAt) : ''}${joined ? FLOOR.joinedName(joinedIn) : ''}${hold ? FLOOR.heldName(hold.customerName, hold.untilHeard) : ''}${allergies.map((line) => `, ${line}`).join('')}`;
  return (
    <div
      ref={setNodeRef}
      {...(locked ? {} : pointerListeners)}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={clsx('relative h-full rounded-lg ring-2 ring-inset', current ? NOW_STYLE[current.state] : STATE_STYLE[state], isDragging && 'z-20 shadow-xl', !locked && 'touch-manipulation')}
    >
      <button
        type="button"
        onClick={() => onOpen(table)}
        title={allergies.length > 0 ? allergies.join('\n') : undefined}
        className="flex h-full w-full flex-col items-start gap-0.5 overflow-hidden rounded-lg p-1.5 text-left text-xs leading-tight 2xl:p-2"
      >
        <span className="sr-only">{`${FLOOR.quickIn} `}</span>
        {/* Colour is not the only sign: a seated party shows an icon, and screen readers hear the state. */}
        {/* The name and capacity on the card's whole width; the handle sits in the bottom corner, the bookings' lines stopping short of it. */}
        <span className="flex items-center gap-1 text-sm font-bold">
          {heard ? (
            // One text for screen readers, 'Mesa 7, libre': a hidden part beside the visible name would read 'Mesa 7 , libre'.
            <>
              <span aria-hidden>{table.name}</span>
              <span className="sr-only">{`${table.name}${heard}`}</span>
            </>
          ) : (
            table.name
          )}
          {(current ? current.state === 'seated' : state === 'arrived') && <UserCheck aria-hidden className="size-3.5" />}
          {allergies.length > 0 && <AlertTriangle aria-hidden data-allergy className="size-3.5 text-red-700" />}
        </span>{' '}
        <span className="whitespace-nowrap opacity-80">{FLOOR.capacity(table.minCapacity, table.maxCapacity)}</span>
        {/* Not by colour alone: the chain and the combination's name (heard with the table's name above). */}
        {joined && (
          // Wrapped, never cut: the plan's row grows for a long name.
          <span aria-hidden data-joined className="flex w-full min-w-0 items-start gap-1 pr-6 font-semibold">
            <Link2 className="size-3.5 shrink-0" />
            <span className="min-w-0 break-words">{FLOOR.joinedShown(joinedIn)}</span>
          </span>
        )}
        {/* Held for the waiting list: said in words and with its icon, wrapped rather than cut. */}
        {hold && heldFor && (
          <span aria-hidden data-held className="flex w-full min-w-0 items-start gap-1 rounded bg-amber-100 px-1 font-semibold text-amber-950">
            <Hourglass className="mt-px size-3.5 shrink-0" />
            <span className="min-w-0 break-words">{FLOOR.held(heldFor, hold.until)}</span>
          </span>
        )}
        {current ? (
          <span className="w-full pr-6 font-medium"> {FLOOR.nowDetail(current.state, current.partySize, current.nextAt)}</span>
        ) : (
          <>
            {bookings?.slice(0, SHOWN_BOOKINGS).map((booking) => (
              // Wrapped between words, never cut: a narrow card (the plan beside the lists) grows a line.
              <span key={booking.id} className="w-full pr-6 font-medium">
                {' '}
                {booking.startTime} {shortName(booking.customerName)}
              </span>
            ))}
            <span className="sr-only">{` · ${FLOOR.legend[state]}`}</span>
          </>
        )}
      </button>
      {!locked && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={(event) => onKeyDown?.(event)}
          aria-label={FLOOR.move(table.name)}
          title={FLOOR.move(table.name)}
          className="absolute right-0 bottom-0 flex size-8 cursor-grab items-center justify-center rounded-br-lg opacity-70 hover:opacity-100 active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
