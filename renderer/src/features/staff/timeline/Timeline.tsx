import clsx from 'clsx';
import { Fragment, memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { tablesLabel } from '../../../../../shared/table-label';
import type { Service } from '../../../../../shared/calendar';
import { madridWallClock } from '../../../../../shared/madrid-time';
import { formatClock, STAFF_START_TIMES } from '../../../../../shared/schedule';
import type { DayReservation, DiningTable, Reservation, TimeSlot } from '../../../../../shared/types';
import { AlertTriangle } from 'lucide-react';
import { allergyHeard, hasAllergyNote } from '../kit/allergy-words';
import { allergiesOf } from '../kit/guest-words';
import type { Move } from '../day';
import { TIMELINE } from './copy';
import { barsByRow, columnUnderPointer, coversBySlot, moveRequest, nowColumn, placeAfterKey, startsAfterBreak, type Bar, type BarState, type Place } from './timeline-model';

/** One half hour's narrowest width and one table's height: a finger's width on a tablet. Wider screens share their width out. */
const COLUMN_PX = 48;
const LABEL_PX = 136;
/** A row's height (h-12), border included. */
const ROW_PX = 48;
/** A press that travels less than this is a tap (it opens the booking), not a drag. */
const DRAG_THRESHOLD_PX = 6;

export const BAR_CLASS: Record<BarState, string> = {
  coming: 'bg-red-100 text-red-950 ring-1 ring-red-300',
  late: 'bg-amber-200 text-amber-950 ring-1 ring-amber-500',
  seated: 'bg-sky-700 text-white',
  left: 'bg-stone-100 text-stone-600 ring-1 ring-stone-300',
};

interface TimelineProps {
  date: string;
  /** The zone's tables (every zone's, in order, for 'todas'), one row each. */
  tables: readonly DiningTable[];
  /** The day's bookings of those tables. */
  bookings: readonly DayReservation[];
  slots: readonly string[];
  services: readonly Service[];
  limits: readonly TimeSlot[];
  now: Date;
  zoneHeadings: boolean;
  onBook(table: DiningTable, start: string): void;
  onEdit(booking: DayReservation): void;
  onMove(move: Move): void;
}

interface Moving {
  booking: DayReservation;
  place: Place;
  span: number;
  byKey: boolean;
}

interface Drag {
  booking: DayReservation;
  span: number;
  x: number;
  y: number;
  /** The bar's cell the pointer took it by. */
  grabbed: number;
  dragging: boolean;
}

/**
 * The evening across, the tables down: a bar a booking, coloured by its state, moved by drag or
 * by arrow keys (the server decides; a refusal puts it back), an empty cell tapped to book.
 */
export function Timeline({ date, tables, bookings, slots, services, limits, now, zoneHeadings, onBook, onEdit, onMove }: TimelineProps) {
  const hintId = useId();
  const [moving, setMoving] = useState<Moving | null>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const refocus = useRef<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const columnPx = useColumnWidth(scroller, slots.length);

  const barsOfRow = useMemo(() => barsByRow(bookings, tables, slots, now), [bookings, tables, slots, now]);
  const rowOf = useMemo(() => new Map(tables.map((table, row) => [table.id, row])), [tables]);

  // A bar moved by keyboard is drawn anew in its new row: the focus follows it there.
  useEffect(() => {
    if (!refocus.current) return;
    container.current?.querySelector<HTMLElement>(`[data-booking="${refocus.current}"]`)?.focus();
    refocus.current = null;
  });

  // The handlers read the latest state through a ref, so the memoised rows keep the same functions.
  const latest = useRef({ tables, slots, moving, onBook, onEdit, onMove, rowOf, columnPx });
  useLayoutEffect(() => {
    latest.current = { tables, slots, moving, onBook, onEdit, onMove, rowOf, columnPx };
  });

  const actions = useMemo<RowActions>(() => {
    function commit(booking: Reservation, place: Place) {
      const { tables: rows, slots: columns, onMove: move } = latest.current;
      const table = rows[place.row];
      const start = columns[place.column];
      const request = table && start ? moveRequest(booking, table, start) : null;
      if (request) move(request);
    }
    function origin(booking: Reservation, bar: Bar): Place {
      return { row: latest.current.rowOf.get(booking.tableId ?? -1) ?? 0, column: bar.column };
    }
    return {
      pointerDown(bar, event) {
        if (event.button !== 0) return;
        const box = event.currentTarget.getBoundingClientRect();
        drag.current = { booking: bar.booking, span: bar.span, x: event.clientX, y: event.clientY, grabbed: Math.floor((event.clientX - box.left) / latest.current.columnPx), dragging: false };
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      pointerMove(event) {
        const current = drag.current;
        if (!current) return;
        if (!current.dragging && Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_THRESHOLD_PX) return;
        current.dragging = true;
        const row = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-timeline-row]');
        const track = row?.querySelector<HTMLElement>('[data-track]');
        if (!row || !track) return;
        const column = columnUnderPointer(event.clientX - track.getBoundingClientRect().left, latest.current.columnPx, current.grabbed, latest.current.slots.length, current.span);
        setMoving({ booking: current.booking, place: { row: Number(row.dataset.timelineRow), column }, span: current.span, byKey: false });
      },
      pointerUp() {
        const current = drag.current;
        drag.current = null;
        if (!current?.dragging) return;
        swallowClick.current = true;
        const place = latest.current.moving?.place;
        setMoving(null);
        if (place) commit(current.booking, place);
      },
      pointerCancel() {
        drag.current = null;
        setMoving(null);
      },
      click(bar) {
        if (swallowClick.current) {
          swallowClick.current = false;
          return;
        }
        latest.current.onEdit(bar.booking);
      },
      keyDown(bar, event) {
        const held = latest.current.moving?.booking.id === bar.booking.id ? latest.current.moving : null;
        if (event.key === 'Escape' && held) {
          event.preventDefault();
          setMoving(null);
          return;
        }
        if (event.key === 'Enter' && held) {
          event.preventDefault();
          setMoving(null);
          refocus.current = bar.booking.id;
          commit(bar.booking, held.place);
          return;
        }
        const next = placeAfterKey(held?.place ?? origin(bar.booking, bar), event.key, latest.current.tables.length, latest.current.slots.length, bar.span);
        if (!next) return;
        event.preventDefault();
        setMoving({ booking: bar.booking, place: next, span: bar.span, byKey: true });
      },
      blur() {
        if (latest.current.moving?.byKey) setMoving(null);
      },
      bookAt(table, event) {
        if (event.target !== event.currentTarget) return;
        const start = latest.current.slots[Math.floor((event.clientX - event.currentTarget.getBoundingClientRect().left) / latest.current.columnPx)];
        if (start && STAFF_START_TIMES.includes(start)) latest.current.onBook(table, start);
      },
    };
  }, []);

  // On a narrow screen the evening opens where it is now (or at its first booking), not at lunch.
  const line = nowColumn(date, slots, now);
  const firstBar = Math.min(...[...barsOfRow.values()].flat().map((bar) => bar.column));
  const openAt = line ?? (Number.isFinite(firstBar) ? firstBar : 0);
  useEffect(() => {
    scroller.current?.scrollTo({ left: Math.max(0, (openAt - 2) * latest.current.columnPx) });
    // Only when another evening is shown: a move or a tick must not pull the view back.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose, as said above
  }, [date]);

  const covers = coversBySlot(bookings, slots, services);
  const limitOf = new Map(limits.map((limit) => [limit.time, limit]));
  const width = LABEL_PX + slots.length * columnPx;
  const movingTable = moving ? tables[moving.place.row] : undefined;
  const movingStart = moving ? slots[moving.place.column] : undefined;

  return (
    <div ref={container} className="grid gap-2">
      <p id={hintId} className="sr-only">
        {TIMELINE.keyboardHint}
      </p>
      <p role="status" className="sr-only">
        {moving?.byKey && movingTable && movingStart ? TIMELINE.movingTo(movingTable.name, movingStart) : ''}
      </p>
      {/* Scrolls both ways within itself: the times stay on top, the tables on the left. */}
      <div
        ref={scroller}
        tabIndex={0}
        role="group"
        aria-label={TIMELINE.title}
        className="max-h-[calc(100dvh-14rem)] min-h-64 scroll-pt-14 scroll-pb-16 overflow-auto rounded-xl bg-white ring-1 ring-stone-200"
      >
        <div className="relative" style={{ width }}>
          {/* The half hours on top, and under them a lane of its own for the time now: it never covers a label. */}
          <div className={clsx('sticky top-0 z-20 flex border-b border-stone-200 bg-stone-50 text-xs font-semibold text-muted', line === null ? 'pb-2' : 'pb-5')} aria-hidden>
            <div className="sticky left-0 z-10 shrink-0 bg-stone-50 px-3 pt-2 uppercase" style={{ width: LABEL_PX }}>
              {TIMELINE.table}
            </div>
            {line !== null && (
              // The time now, at the half hour it falls in, as a calendar app shows it.
              <span
                data-now
                className="absolute bottom-0.5 z-10 h-4 -translate-x-1/2 content-center rounded bg-red-600 px-1 leading-none text-white tabular-nums"
                style={{ left: LABEL_PX + line * columnPx }}
              >
                {formatClock(madridWallClock(now).minutes)}
              </span>
            )}
            {slots.map((slot, index) => (
              <div key={slot} data-slot={slot} className={clsx('shrink-0 pt-2 pl-1 tabular-nums', startsAfterBreak(slots, index) && 'border-l-4 border-stone-300')} style={{ width: columnPx }}>
                {slot}
              </div>
            ))}
          </div>
          {tables.map((table, row) => (
            <Fragment key={table.id}>
              {zoneHeadings && table.section !== tables[row - 1]?.section && (
                <h3 className="border-b border-stone-200 bg-brand-soft py-1 text-sm font-bold text-ink" style={{ width }}>
                  <span className="sticky left-0 px-3">{table.section}</span>
                </h3>
              )}
              <TableRow
                table={table}
                row={row}
                slots={slots}
                bars={barsOfRow.get(row) ?? EMPTY}
                ghost={moving && moving.place.row === row ? { column: moving.place.column, span: moving.span } : null}
                movingId={moving?.booking.id ?? null}
                hintId={hintId}
                columnPx={columnPx}
                actions={actions}
              />
            </Fragment>
          ))}
          <div className="sticky bottom-0 z-20 border-t-2 border-stone-300 bg-stone-50 text-xs">
            <ul aria-label={TIMELINE.coversRow} className="flex">
              <li aria-hidden className="sticky left-0 z-10 shrink-0 bg-stone-50 px-3 py-1.5 font-semibold text-ink" style={{ width: LABEL_PX }}>
                {TIMELINE.coversRow}
              </li>
              {covers.map(({ slot, covers: count, maxCovers }) => (
                <li key={slot} className={clsx('shrink-0 py-1.5 pl-1 tabular-nums', maxCovers !== null && count > maxCovers ? 'font-bold text-red-700' : 'text-ink')} style={{ width: columnPx }}>
                  <span aria-hidden>
                    {count > 0 ? count : ''}
                    {maxCovers !== null && <span className="text-muted">/{maxCovers}</span>}
                  </span>
                  <span className="sr-only">{TIMELINE.coversCell(slot, count, maxCovers)}</span>
                </li>
              ))}
            </ul>
            {limits.length > 0 && (
              <ul aria-label={TIMELINE.limitsRow} className="flex border-t border-stone-200">
                <li aria-hidden className="sticky left-0 z-10 shrink-0 bg-stone-50 px-3 py-1.5 font-semibold text-ink" style={{ width: LABEL_PX }}>
                  {TIMELINE.limitsRow}
                </li>
                {slots.map((slot) => {
                  const limit = limitOf.get(slot);
                  return (
                    <li key={slot} className="shrink-0 py-1.5 pl-1 tabular-nums text-ink" style={{ width: columnPx }}>
                      {limit && (
                        <>
                          <span aria-hidden>{limit.available ? `${limit.currentBookings}/${limit.maxCapacity}` : TIMELINE.limitClosed}</span>
                          <span className="sr-only">{TIMELINE.limitCell(slot, !limit.available, limit.currentBookings, limit.maxCapacity)}</span>
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          {line !== null && <div aria-hidden className="pointer-events-none absolute top-0 bottom-0 z-10 w-0.5 bg-red-600" style={{ left: LABEL_PX + line * columnPx }} />}
        </div>
      </div>
    </div>
  );
}

const EMPTY: Bar[] = [];

/** A half hour's width: the scroller's width shared out among the evening's half hours, never under COLUMN_PX. */
function useColumnWidth(scroller: RefObject<HTMLDivElement | null>, columns: number): number {
  const [width, setWidth] = useState(COLUMN_PX);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || columns === 0) return;
    const measure = () => setWidth(Math.max(COLUMN_PX, Math.floor((element.clientWidth - LABEL_PX) / columns)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scroller, columns]);
  return width;
}

interface RowActions {
  pointerDown(bar: Bar, event: PointerEvent<HTMLButtonElement>): void;
  pointerMove(event: PointerEvent<HTMLButtonElement>): void;
  pointerUp(): void;
  pointerCancel(): void;
  click(bar: Bar): void;
  keyDown(bar: Bar, event: KeyboardEvent<HTMLButtonElement>): void;
  blur(): void;
  bookAt(table: DiningTable, event: MouseEvent<HTMLDivElement>): void;
}

interface TableRowProps {
  table: DiningTable;
  row: number;
  slots: readonly string[];
  bars: readonly Bar[];
  /** Where the bar being moved would land, when it is this row. */
  ghost: { column: number; span: number } | null;
  movingId: string | null;
  hintId: string;
  columnPx: number;
  actions: RowActions;
}

/** One table's row; memoised, so moving a bar redraws only the rows it passes over. */
const TableRow = memo(function TableRow({ table, row, slots, bars, ghost, movingId, hintId, columnPx, actions }: TableRowProps) {
  return (
    <div role="group" aria-label={TIMELINE.rowName(table.name, table.minCapacity, table.maxCapacity)} data-timeline-row={row} className="flex h-12 border-b border-stone-100">
      <div className="sticky left-0 z-10 flex shrink-0 flex-col justify-center border-r border-stone-200 bg-white px-3" style={{ width: LABEL_PX }}>
        <span className="truncate text-sm font-semibold text-ink">{table.name}</span>
        <span className="text-xs text-muted">{TIMELINE.capacity(table.minCapacity, table.maxCapacity)}</span>
      </div>
      {/* The empty track books on a tap; its lines mark the half hours. */}
      <div
        data-track
        className="relative shrink-0 cursor-cell"
        style={{ width: slots.length * columnPx, backgroundImage: `repeating-linear-gradient(to right, transparent 0 ${columnPx - 1}px, rgb(231 229 228) ${columnPx - 1}px ${columnPx}px)` }}
        onClick={(event) => actions.bookAt(table, event)}
      >
        {slots.map((slot, index) =>
          startsAfterBreak(slots, index) ? <span key={slot} aria-hidden className="pointer-events-none absolute top-0 bottom-0 w-1 bg-stone-300" style={{ left: index * columnPx }} /> : null,
        )}
        {bars.map((bar) => {
          const { booking } = bar;
          // The guest card's allergies, then the dishes to avoid and what the diner declared.
          const allergies = [...allergiesOf(booking.guest), ...(hasAllergyNote(booking) ? [allergyHeard(booking)] : [])];
          const name = TIMELINE.barName(booking.customerName, booking.partySize, booking.startTime, booking.endTime, bar.state, tablesLabel(booking.tables) ?? table.name, allergies);
          // A party at joined tables drawn one under the other: one bar down their rows, over the rows below.
          const style = { left: bar.column * columnPx + 2, width: bar.span * columnPx - 4, ...(bar.rows > 1 && { height: bar.rows * ROW_PX - 8, zIndex: 5 }) };
          const content = (
            <>
              {allergies.length > 0 && <AlertTriangle aria-hidden className="size-3.5 shrink-0" />}
              <span className="truncate">{booking.customerName}</span>
              <span className="shrink-0 tabular-nums">· {booking.partySize}</span>
            </>
          );
          const shape = clsx('absolute top-1 flex items-center gap-1 overflow-hidden rounded-md px-2 text-xs font-semibold', bar.rows === 1 && 'bottom-1', BAR_CLASS[bar.state]);
          // A party that has left is history: shown, not moved.
          if (bar.state === 'left') {
            return (
              <span key={booking.id} role="img" aria-label={name} className={shape} style={style}>
                {content}
              </span>
            );
          }
          return (
            <button
              key={booking.id}
              type="button"
              data-booking={booking.id}
              aria-label={name}
              aria-describedby={hintId}
              title={booking.guest?.notes ? `${name}. ${booking.guest.notes}` : name}
              className={clsx(shape, 'touch-none select-none hover:brightness-95 focus-visible:z-10', movingId === booking.id && 'opacity-50')}
              style={style}
              onPointerDown={(event) => actions.pointerDown(bar, event)}
              onPointerMove={actions.pointerMove}
              onPointerUp={actions.pointerUp}
              onPointerCancel={actions.pointerCancel}
              onClick={() => actions.click(bar)}
              onKeyDown={(event) => actions.keyDown(bar, event)}
              onBlur={actions.blur}
            >
              {content}
            </button>
          );
        })}
        {ghost && (
          <span
            aria-hidden
            className="pointer-events-none absolute top-0.5 bottom-0.5 rounded-md border-2 border-dashed border-brand bg-brand/10"
            style={{ left: ghost.column * columnPx, width: ghost.span * columnPx }}
          />
        )}
      </div>
    </div>
  );
});
