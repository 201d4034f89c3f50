import { describe, expect, it } from 'vitest';
import { tabForShortcut, tabFromSearch } from './dashboard-tabs';

describe('tabFromSearch', () => {
  it.each([
    ['', 'reservas'],
    ['?tab=menu', 'menu'],
    ['?tab=mesas', 'mesas'],
    ['?tab=linea', 'linea'],
    ['?tab=opiniones', 'opiniones'],
    ['?tab=otra', 'reservas'],
    ['?fecha=2026-11-23&tab=mesas', 'mesas'],
  ])('%j opens %s', (search, tab) => {
    expect(tabFromSearch(search)).toBe(tab);
  });
});

describe('tabForShortcut', () => {
  const key = (k: string, extra: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({ altKey: true, ctrlKey: false, metaKey: false, key: k, ...extra });
  it.each([
    [key('1'), 'reservas'],
    [key('2'), 'menu'],
    [key('3'), 'mesas'],
    [key('4'), 'linea'],
    [key('5'), 'opiniones'],
    [key('6'), null],
    [key('1', { altKey: false }), null],
    [key('1', { ctrlKey: true }), null],
  ])('%j → %s', (event, tab) => {
    expect(tabForShortcut(event)).toBe(tab);
  });
});
