import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import clsx from 'clsx';
import { useRef, type ReactNode } from 'react';
import type { DayReservation, DiningTable } from '../../../../../shared/types';
import { useToast } from '../../../components/ui/Toaster';
import { FLOOR } from './copy';
import { cellFromId, cellId, dropOutcome, gridOf, zoneJoins, type Hold, type Joined } from './floor-plan';
import { cellByCellCoordinates } from './grid-keyboard';
import { TableCard } from './TableCard';
import { useMoveTable } from './use-floor-actions';

interface FloorGridProps {
  section: string;
  tables: readonly DiningTable[];
  /** Joined tables ('Mesa 3 + 4'): their members say so, and a bar joins those side by side. */
  combinations: readonly Joined[];
  bookings: Map<number, DayReservation[]>;
  /** Tables held for the waiting list's offers. */
  holds: Map<number, Hold>;
  locked: boolean;
  /** 'Ahora': the clock the tables are shown at; null, the whole day. */
  now: Date | null;
  onOpen(table: DiningTable): void;
}

/** A mouse drop lands on the cell under the pointer; a keyboard move, which has no pointer, on the nearest cell. */
const collision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

const cellLabel = (id: string | number | undefined) => {
  const cell = cellFromId(String(id ?? ''));
  return cell ? FLOOR.announce.cell(cell.positionX + 1, cell.positionY + 1) : '';
};
const tableName = (active: { data: { current?: Record<string, unknown> } }) => String(active.data.current?.name ?? '');

const announcements: Announcements = {
  onDragStart: ({ active }) => FLOOR.announce.start(tableName(active)),
  // Over its own cell at pick-up: saying so would drown the pick-up announcement.
  onDragOver: ({ active, over }) => {
    if (over?.id === active.data.current?.cell) return undefined;
    return over ? FLOOR.announce.over(tableName(active), cellLabel(over.id)) : FLOOR.announce.outside(tableName(active));
  },
  onDragEnd: ({ active, over }) => (over ? FLOOR.announce.end(tableName(active), cellLabel(over.id)) : FLOOR.announce.cancel(tableName(active))),
  onDragCancel: ({ active }) => FLOOR.announce.cancel(tableName(active)),
};

/** One section's 5 by 9 floor plan: drop a table on a free cell to move it there. */
export function FloorGrid({ section, tables, combinations, bookings, holds, locked, now, onOpen }: FloorGridProps) {
  const toasts = useToast();
  const move = useMoveTable();
  // A mouse drag ends with a click on the card it moved: that click must not open the quick reservation.
  const justDragged = useRef(false);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellByCellCoordinates }),
  );

  function drop({ active, over }: DragEndEvent) {
    setTimeout(() => (justDragged.current = false));
    const target = cellFromId(String(over?.id ?? ''));
    if (!target) return;
    const outcome = dropOutcome(tables, Number(active.id), target);
    if (outcome.kind === 'taken') toasts.show({ variant: 'destructive', title: FLOOR.positionTakenTitle, description: FLOOR.positionTaken });
    if (outcome.kind === 'move') move.mutate({ id: Number(active.id), patch: outcome.patch });
  }

  const joins = zoneJoins(tables, combinations, section);

  const open = (table: DiningTable) => {
    if (!justDragged.current) onOpen(table);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: FLOOR.announce.instructions } }}
      onDragStart={() => (justDragged.current = true)}
      onDragEnd={drop}
      onDragCancel={() => setTimeout(() => (justDragged.current = false))}
    >
      {/* On a phone the plan scrolls sideways rather than squeezing a table under its handle. */}
      <div className="overflow-x-auto">
        <div role="group" aria-label={`${FLOOR.title} · ${section}`} className="grid min-w-[25.5rem] grid-cols-5 gap-1.5 rounded-xl bg-stone-100 p-1.5 ring-1 ring-stone-200">
          {gridOf(tables, section).map((row, y) =>
            row.map((table, x) => (
              <GridCell
                key={`${x}-${y}`}
                id={cellId(section, { positionX: x, positionY: y })}
                label={FLOOR.emptyCell(x + 1, y + 1)}
                empty={!table}
                joinsRight={table ? joins.right.has(table.id) : false}
                joinsBelow={table ? joins.below.has(table.id) : false}
              >
                {table && (
                  <TableCard table={table} joinedIn={joins.names.get(table.id) ?? []} bookings={bookings.get(table.id)} hold={holds.get(table.id) ?? null} locked={locked} now={now} onOpen={open} />
                )}
              </GridCell>
            )),
          )}
        </div>
      </div>
    </DndContext>
  );
}

interface GridCellProps {
  id: string;
  label: string;
  empty: boolean;
  /** The table here is joined to the one in the next cell on the right, or below: a bar crosses the gap. */
  joinsRight: boolean;
  joinsBelow: boolean;
  children: ReactNode;
}

// A bridge across the grid's 0.375 rem gap and 0.25 rem into each card, short of its text; above the cards, below a dragged one.
const BAR = 'pointer-events-none absolute z-10 rounded-sm bg-ink ring-2 ring-white';

function GridCell({ id, label, empty, joinsRight, joinsBelow, children }: GridCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div
      ref={setNodeRef}
      title={empty ? label : undefined}
      // At least 5.25 rem; a row grows when a card needs more (a joined table's name under its capacity).
      className={clsx('relative min-h-[5.25rem] rounded-lg', empty && 'border border-dashed border-stone-300 bg-white/60', isOver && 'bg-amber-100 ring-2 ring-amber-500')}
    >
      {children}
      {joinsRight && <span aria-hidden data-join="right" className={clsx(BAR, 'top-1/2 left-full h-8 w-3.5 -translate-x-1 -translate-y-1/2')} />}
      {joinsBelow && <span aria-hidden data-join="below" className={clsx(BAR, 'top-full left-1/2 h-3.5 w-8 -translate-x-1/2 -translate-y-1')} />}
    </div>
  );
}
