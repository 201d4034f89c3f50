/** The floor plan grid of the dashboard: 5 columns by 9 rows per section. */
export const FLOOR_COLUMNS = 5;
export const FLOOR_ROWS = 9;

export interface Cell {
  positionX: number;
  positionY: number;
}

/** The first free cell reading the grid row by row, for a new table placed without a position. */
export function firstFreeCell(taken: readonly Cell[]): Cell | null {
  for (let positionY = 0; positionY < FLOOR_ROWS; positionY++) {
    for (let positionX = 0; positionX < FLOOR_COLUMNS; positionX++) {
      if (!taken.some((cell) => cell.positionX === positionX && cell.positionY === positionY)) return { positionX, positionY };
    }
  }
  return null;
}
