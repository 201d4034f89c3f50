import { describe, expect, it } from 'vitest';
import { errorIssuesFrom, errorMessageFrom, needsAdminToken } from './api';

describe('errorMessageFrom (generic request failure)', () => {
  it.each([
    ['{"message":"No hay mesas disponibles"}', 'Conflict', 'No hay mesas disponibles'],
    ['Conflicto de horarios: {"a":1}', 'Conflict', 'Conflicto de horarios: {"a":1}'],
    ['Servicio caído', 'Bad Gateway', 'Servicio caído'],
    ['', 'Bad Gateway', 'Bad Gateway'],
    ['<html>{"message":"Ruta \\"x\\""}</html>', 'Not Found', 'Ruta \\"x\\"'],
    ['{ roto', 'Internal Server Error', '{ roto'],
  ])('%s → %s', (text, statusText, expected) => {
    expect(errorMessageFrom(text, statusText)).toBe(expected);
  });
});

describe('errorIssuesFrom: the rules a schema found broken, for a form to place under its fields', () => {
  it.each([
    ['{"code":"invalid-input","message":"Email inválido","issues":[{"path":"customerEmail","message":"Email inválido"}]}', [{ path: 'customerEmail', message: 'Email inválido' }]],
    ['{"code":"conflict","message":"Ya estás en la lista de espera"}', []],
    ['{"issues":[{"path":1},{"path":"date","message":"Fecha inválida"}]}', [{ path: 'date', message: 'Fecha inválida' }]],
    ['{"issues":"no"}', []],
    ['<html>Bad request</html>', []],
  ])('%s', (text, expected) => {
    expect(errorIssuesFrom(text)).toEqual(expected);
  });
});

describe('needsAdminToken: the contract’s audience, not the address, decides', () => {
  it.each([
    ['GET', '/api/admin/tables', true],
    ['POST', '/api/objects/upload', true],
    ['PUT', '/api/admin/menu/products/3', true],
    ['POST', '/api/menu/products/3/like', false],
    ['GET', '/api/reservations/date/2026-11-24', true],
    ['PATCH', '/api/reservations/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/checkin', true],
    ['GET', '/api/tables/range/2026-11-24/21:00/23:00?partySize=2', false],
    ['GET', '/api/products/3', false],
    ['POST', '/api/reservations', false],
    ['GET', '/api/menu/sections', false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(needsAdminToken(method, url)).toBe(expected);
  });
});
