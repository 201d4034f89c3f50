import { describe, expect, it } from 'vitest';
import type { TableCombinationDto } from '../../../../../shared/api/dto';
import { checkCombination, combinationDraft, shownValues, suggestedName, suggestedRange, toggleTable, type CombinationDraft } from './combination-form';

const table = (id: number, tableNumber: number, maxCapacity: number) => ({ id, tableNumber, maxCapacity });
// Mesa 3 and Mesa 4 take 4 each, Mesa 10 takes 8, Mesa 12 and Mesa 14 take 6.
const zone = [table(13, 3, 4), table(14, 4, 4), table(20, 10, 8), table(22, 12, 6), table(24, 14, 6)];

const fresh = combinationDraft(null, zone);
const choose = (...ids: number[]) => ids.reduce(toggleTable, fresh);

describe('the suggestions of the joined tables', () => {
  it('name the tables by number, whatever order they were chosen in', () => {
    expect(suggestedName([])).toBe('');
    expect(suggestedName([{ tableNumber: 4 }, { tableNumber: 3 }])).toBe('Mesa 3 + 4');
    expect(suggestedName([{ tableNumber: 12 }, { tableNumber: 3 }, { tableNumber: 10 }])).toBe('Mesa 3 + 10 + 12');
  });

  it('seat from one more than the largest table to all of them together, at most 20', () => {
    expect(suggestedRange([{ maxCapacity: 4 }])).toBeNull();
    expect(suggestedRange([{ maxCapacity: 4 }, { maxCapacity: 6 }])).toEqual({ minCapacity: 7, maxCapacity: 10 });
    expect(suggestedRange([{ maxCapacity: 8 }, { maxCapacity: 8 }, { maxCapacity: 6 }])).toEqual({ minCapacity: 9, maxCapacity: 20 });
    expect(suggestedRange([{ maxCapacity: 20 }, { maxCapacity: 2 }])).toEqual({ minCapacity: 20, maxCapacity: 20 });
  });
});

describe('the form of joined tables', () => {
  it('starts with no table, staff only, and follows the tables chosen', () => {
    expect(fresh).toEqual({ tableIds: [], name: null, minCapacity: null, maxCapacity: null, online: false });
    expect(shownValues(fresh, zone)).toEqual({ name: '', minCapacity: '', maxCapacity: '' });
    expect(shownValues(choose(14, 13), zone)).toEqual({ name: 'Mesa 3 + 4', minCapacity: '5', maxCapacity: '8' });
    expect(shownValues(choose(14, 13, 20), zone)).toEqual({ name: 'Mesa 3 + 4 + 10', minCapacity: '9', maxCapacity: '16' });
    expect(shownValues(toggleTable(choose(14, 13, 20), 14), zone)).toEqual({ name: 'Mesa 3 + 10', minCapacity: '9', maxCapacity: '12' });
  });

  it('keeps what staff typed while the other fields go on following the tables', () => {
    const typed: CombinationDraft = { ...choose(13, 14), name: 'Ventanal', maxCapacity: '9' };
    expect(shownValues(toggleTable(typed, 22), zone)).toEqual({ name: 'Ventanal', minCapacity: '7', maxCapacity: '9' });
  });

  it('edits a combination with its own values; those its tables suggest go on following them', () => {
    const stored: TableCombinationDto = { id: 2, name: 'Mesa 3 + 4', section: 'Salón', tableIds: [13, 14], minCapacity: 6, maxCapacity: 8, online: true };
    const draft = combinationDraft(stored, zone);
    expect(draft).toEqual({ tableIds: [13, 14], name: null, minCapacity: '6', maxCapacity: null, online: true });
    expect(shownValues(toggleTable(draft, 22), zone)).toEqual({ name: 'Mesa 3 + 4 + 12', minCapacity: '6', maxCapacity: '14' });
    expect(combinationDraft({ ...stored, name: 'Ventanal' }, zone).name).toBe('Ventanal');
  });

  it('sends the tables by number, the range as numbers and whether diners may get it', () => {
    expect(checkCombination({ ...choose(14, 13), online: true }, 'Salón', zone)).toEqual({
      ok: true,
      body: { name: 'Mesa 3 + 4', section: 'Salón', tableIds: [13, 14], minCapacity: 5, maxCapacity: 8, online: true },
    });
  });

  it('refuses fewer than 2 or more than 4 tables, in the server’s words', () => {
    const tables = 'Una combinación junta de 2 a 4 mesas distintas.';
    expect(checkCombination(choose(13), 'Salón', zone)).toMatchObject({ ok: false, errors: { tableIds: tables } });
    expect(checkCombination({ ...choose(13, 14, 20, 22, 24), maxCapacity: '20' }, 'Salón', zone)).toMatchObject({ ok: false, errors: { tableIds: tables } });
  });

  it('says what is wrong with the name and the range', () => {
    const range = 'Las personas de una combinación van de 1 a 20, la mínima no mayor que la máxima.';
    expect(checkCombination({ ...choose(13, 14), name: '  ', minCapacity: '', maxCapacity: '21' }, 'Salón', zone)).toEqual({
      ok: false,
      errors: { name: 'Escribe el nombre de la combinación (hasta 50 caracteres), por ejemplo «Mesa 3 + 4».', minCapacity: range, maxCapacity: range },
    });
    expect(checkCombination({ ...choose(13, 14), minCapacity: '9', maxCapacity: '8' }, 'Salón', zone)).toEqual({ ok: false, errors: { minCapacity: range } });
    expect(checkCombination({ ...choose(13, 14), minCapacity: '2.5' }, 'Salón', zone)).toEqual({ ok: false, errors: { minCapacity: range } });
  });
});
