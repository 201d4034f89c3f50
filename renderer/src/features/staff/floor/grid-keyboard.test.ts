import { describe, expect, it } from 'vitest';
import { nextCellPosition } from './grid-keyboard';

/** A 3 by 2 grid of 100 by 80 cells with 10 px gaps. */
const cells = [0, 1].flatMap((row) => [0, 1, 2].map((column) => ({ left: column * 110, top: row * 90, width: 100, height: 80 })));
const dragged = { left: 110 + 10, top: 0 + 10, width: 80, height: 60 };

describe('moving a table with the arrow keys', () => {
  it('jumps to the neighbouring cell, centred in it', () => {
    expect(nextCellPosition('ArrowRight', dragged, cells)).toEqual({ x: 230, y: 10 });
    expect(nextCellPosition('ArrowLeft', dragged, cells)).toEqual({ x: 10, y: 10 });
    expect(nextCellPosition('ArrowDown', dragged, cells)).toEqual({ x: 120, y: 100 });
  });

  it('stays put at the edge of the grid and ignores other keys', () => {
    expect(nextCellPosition('ArrowUp', dragged, cells)).toBeNull();
    expect(nextCellPosition('KeyA', dragged, cells)).toBeNull();
  });
});
