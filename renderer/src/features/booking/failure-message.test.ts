import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { bookingFailureMessage } from './failure-message';

describe('bookingFailureMessage (booking failure)', () => {
  it.each([
    ['a schedule conflict, as is', new ApiError(409, 'Conflicto de horarios: la mesa 4 está ocupada'), 'Conflicto de horarios: la mesa 4 está ocupada'],
    [
      'no table, before the 409 rule',
      new ApiError(409, 'No hay mesas disponibles para el número de personas, fecha y hora seleccionadas.'),
      'No hay disponibilidad para el número de personas, fecha y hora seleccionadas.',
    ],
    ['a duplicate booking', new ApiError(409, 'Ya tienes una reserva para esta fecha y hora.'), 'Ya tienes una reserva para esta fecha y hora.'],
    ['any other 409', new ApiError(409, 'La operación choca con datos existentes.'), 'Ya tienes una reserva para esta fecha y hora.'],
    ['a 400', new ApiError(400, 'La hora de inicio no está disponible para esa fecha.'), 'Datos inválidos en la reserva.'],
    ['a 500', new ApiError(500, 'Error interno del servidor.'), 'Error interno del servidor. Por favor, intenta de nuevo en unos momentos.'],
    ['a status only in the text', new Error('Request failed with 500'), 'Error interno del servidor. Por favor, intenta de nuevo en unos momentos.'],
    [
      'a daily cap of fair use, as is, though a 409',
      new ApiError(409, 'Este teléfono ya tiene 2 reservas online para ese día. Para otra, llama al restaurante.', 'fair-use'),
      'Este teléfono ya tiene 2 reservas online para ese día. Para otra, llama al restaurante.',
    ],
    ['other text, as is', new ApiError(429, 'Demasiadas peticiones'), 'Demasiadas peticiones'],
    ['no text at all', new ApiError(418, ''), 'No se pudo crear la reserva. Por favor intenta de nuevo.'],
    ['something that is not an error', 'boom', 'No se pudo crear la reserva. Por favor intenta de nuevo.'],
    ['a lost connection', new TypeError('Failed to fetch'), 'No se pudo conectar con el restaurante. Comprueba tu conexión e inténtalo de nuevo.'],
  ])('%s', (_, error, shown) => {
    expect(bookingFailureMessage(error)).toBe(shown);
  });
});
