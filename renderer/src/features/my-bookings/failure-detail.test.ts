import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { failureDetail } from './failure-detail';

describe('failureDetail', () => {
  it.each([
    ['a 409 with its reason', new ApiError(409, 'La reserva ya ha comenzado y no se puede cancelar.'), 'La reserva ya ha comenzado y no se puede cancelar.'],
    ['a 404', new ApiError(404, 'Reserva no encontrada'), 'Reserva no encontrada'],
    ['a 4xx without text', new ApiError(400, ''), undefined],
    ['a 5xx, whose body may be a proxy page', new ApiError(502, '<html>Bad gateway</html>'), undefined],
    ['a network failure', new TypeError('Failed to fetch'), undefined],
    ['an unreadable answer', new Error('Failed to parse JSON response'), undefined],
  ])('%s', (_case, error, expected) => {
    expect(failureDetail(error)).toBe(expected);
  });
});
