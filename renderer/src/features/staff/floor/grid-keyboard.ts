/**
 * Keyboard moves on the floor plan: each arrow press jumps to the neighbouring cell instead of
 * dnd-kit's default 25 px nudge, so a table crosses the grid in a handful of presses.
 */
import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter } from '@dnd-kit/core';

type Coordinates = { x: number; y: number };

type Box = Pick<ClientRect, 'left' | 'top' | 'width' | 'height'>;

const STEPS: Partial<Record<string, { x: number; y: number }>> = {
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
};

const centre = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/** Where the dragged box goes for an arrow key: centred on the nearest cell that way, or nowhere. */
export function nextCellPosition(code: string, dragged: Box, cells: readonly Box[]): Coordinates | null {
  const step = STEPS[code];
  if (!step) return null;
  const from = centre(dragged);
  let best: { box: Box; distance: number } | null = null;
  for (const box of cells) {
    const to = centre(box);
    const along = (to.x - from.x) * step.x + (to.y - from.y) * step.y;
    const across = Math.abs((to.x - from.x) * step.y + (to.y - from.y) * step.x);
    // Ahead in the pressed direction and in the same row or column.
    if (along < 1 || across > (step.x ? box.height : box.width) / 2) continue;
    if (!best || along < best.distance) best = { box, distance: along };
  }
  if (!best) return null;
  return { x: best.box.left + (best.box.width - dragged.width) / 2, y: best.box.top + (best.box.height - dragged.height) / 2 };
}

export const cellByCellCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect || !STEPS[event.code]) return undefined;
  event.preventDefault();
  const cells: Box[] = [];
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (rect) cells.push(rect);
  }
  return nextCellPosition(event.code, collisionRect, cells) ?? undefined;
};
