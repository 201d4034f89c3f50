import { describe, expect, it } from 'vitest';
import { fromSelect, joinedSeats, seatingBody, seatingProblem, selectValue, SERVER_CHOOSES, toggleJoined } from './seating';

const detail = (id: number, capacity: string) => ({ id, tableNumber: id, name: `Mesa ${id}`, capacity, section: 'Salón' });

describe('the table select of the staff forms', () => {
  it.each([
    ['', SERVER_CHOOSES],
    ['7', { ...SERVER_CHOOSES, tableId: 7 }],
    ['c3', { ...SERVER_CHOOSES, combinationId: 3 }],
    ['join', { ...SERVER_CHOOSES, joinedIds: [] }],
  ])('reads %j and gives it back', (value, choice) => {
    expect(fromSelect(value)).toEqual(choice);
    expect(selectValue(choice)).toBe(value);
  });

  it('sends a combination or the joined tables instead of one table', () => {
    expect(seatingBody({ ...SERVER_CHOOSES, tableId: 7 })).toEqual({ tableId: 7 });
    expect(seatingBody({ ...SERVER_CHOOSES, combinationId: 3 })).toEqual({ tableId: null, combinationId: 3 });
    expect(seatingBody({ ...SERVER_CHOOSES, joinedIds: [4, 5] })).toEqual({ tableId: null, tableIds: [4, 5] });
  });

  it('joins 2 to 4 tables, says so otherwise, and counts the seats they give together', () => {
    let ids: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) ids = toggleJoined(ids, id);
    expect(ids).toEqual([1, 2, 3, 4]);
    expect(toggleJoined(ids, 2)).toEqual([1, 3, 4]);
    expect(seatingProblem({ ...SERVER_CHOOSES, joinedIds: [1] })).toBe('Para unir mesas, marca de 2 a 4 mesas distintas de la zona.');
    expect(seatingProblem({ ...SERVER_CHOOSES, joinedIds: [1, 2] })).toBeNull();
    expect(joinedSeats([detail(1, '2-4'), detail(2, '4-6'), detail(3, '1-2')], [1, 2])).toBe(10);
  });
});
