import { describe, expect, it } from 'vitest';
import { formatCents, parseStoredList } from './product-rows';

describe('formatCents', () => {
  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [700, '7.00'],
    [9999999999, '99999999.99'],
  ])('shows %j cents as %j', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('parseStoredList', () => {
  it.each([
    ['["Vegano","Picante"]', ['Vegano', 'Picante']],
    ['[]', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["Vegano",3]', ['Vegano']],
  ])('reads %j', (json, list) => {
    expect(parseStoredList(json)).toEqual(list);
  });
});
