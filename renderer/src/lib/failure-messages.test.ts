import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { bookingFailureMessage, createFailureMessage, failureDetail, updateFailureMessage } from './failure-messages';

describe('bookingFailureMessage (booking failure)', () => {
  it.each([
    [
      'no table',
      new ApiError(409, 'No hay mesas disponibles para el número de personas, fecha y hora seleccionadas.', 'no-tables'),
      'No hay disponibilidad para el número de personas, fecha y hora seleccionadas.',
    ],
    [
      'a closed slot, also no table',
      new ApiError(409, 'No hay mesas disponibles: ese horario está cerrado o completo.', 'no-tables'),
      'No hay disponibilidad para el número de personas, fecha y hora seleccionadas.',
    ],
    ['a duplicate booking', new ApiError(409, 'Ya tienes una reserva para esta fecha y hora.', 'duplicate-booking'), 'Ya tienes una reserva para esta fecha y hora.'],
    ['any other 409', new ApiError(409, 'La operación choca con datos existentes.', 'conflict'), 'Ya tienes una reserva para esta fecha y hora.'],
    ['a 400', new ApiError(400, 'La hora de inicio no está disponible para esa fecha.', 'invalid-input'), 'Datos inválidos en la reserva.'],
    ['a 500', new ApiError(500, 'Error interno del servidor.', 'internal'), 'Error interno del servidor. Por favor, intenta de nuevo en unos momentos.'],
    ['a 500 from a proxy, without a code', new ApiError(500, '<html>Error</html>'), 'Error interno del servidor. Por favor, intenta de nuevo en unos momentos.'],
    ['a proxy’s page for a 502, never shown as text', new ApiError(502, '<html>Bad gateway</html>'), 'Error interno del servidor. Por favor, intenta de nuevo en unos momentos.'],
    ['a 400 without a code, by its status', new ApiError(400, '<html>Bad request</html>'), 'Datos inválidos en la reserva.'],
    ['a 409 without a code, by its status', new ApiError(409, 'Conflict'), 'Ya tienes una reserva para esta fecha y hora.'],
    ['another proxy page, never shown as text', new ApiError(413, '<html>Request Entity Too Large</html>'), 'No se pudo crear la reserva. Por favor intenta de nuevo.'],
    [
      'a daily cap of one phone, as is, though a 409',
      new ApiError(409, 'Este teléfono ya tiene 2 reservas online para ese día. Para otra, llama al restaurante.', 'contact-limit'),
      'Este teléfono ya tiene 2 reservas online para ese día. Para otra, llama al restaurante.',
    ],
    [
      'a limit of fair use, as is',
      new ApiError(429, 'Has hecho muchas reservas seguidas. Vuelve a intentarlo en 40 minutos o llámanos.', 'fair-use'),
      'Has hecho muchas reservas seguidas. Vuelve a intentarlo en 40 minutos o llámanos.',
    ],
    [
      'a closed day, as is, with the owner’s note',
      new ApiError(409, 'El restaurante está cerrado ese día: Nochebuena Elige otra fecha.', 'closed'),
      'El restaurante está cerrado ese día: Nochebuena Elige otra fecha.',
    ],
    [
      'online bookings paused, as is',
      new ApiError(409, 'Las reservas online están en pausa. Llámanos o escríbenos para reservar.', 'paused'),
      'Las reservas online están en pausa. Llámanos o escríbenos para reservar.',
    ],
    ['other text, as is', new ApiError(429, 'Demasiadas peticiones', 'too-many-requests'), 'Demasiadas peticiones'],
    [
      'an end past the longest online booking, as is, though a 400',
      new ApiError(400, 'En la web, la mesa se puede reservar como mucho hasta las 22:00 para esa hora de inicio. Para quedaros más tiempo, llámanos.', 'too-long'),
      'En la web, la mesa se puede reservar como mucho hasta las 22:00 para esa hora de inicio. Para quedaros más tiempo, llámanos.',
    ],
    ['no text at all', new ApiError(418, ''), 'No se pudo crear la reserva. Por favor intenta de nuevo.'],
    ['something that is not an error', 'boom', 'No se pudo crear la reserva. Por favor intenta de nuevo.'],
    ['a lost connection', new TypeError('Failed to fetch'), 'No se pudo conectar con el restaurante. Comprueba tu conexión e inténtalo de nuevo.'],
  ])('%s', (_, error, shown) => {
    expect(bookingFailureMessage(error)).toBe(shown);
  });
});

describe('what a failed staff booking or edit says', () => {
  const taken = new ApiError(409, 'Ya existe una reserva en esa mesa para ese horario.', 'table-taken');
  const full = 'No hay disponibilidad para la fecha y hora seleccionadas. Por favor, prueba con otra fecha u horario.';
  it.each([
    ['a booking, on a table taken', createFailureMessage, taken, 'Conflicto de horarios: La mesa seleccionada no está disponible en ese horario'],
    ['a booking, with no table left', createFailureMessage, new ApiError(409, 'No hay mesas disponibles para el número de personas, fecha y hora seleccionadas.', 'no-tables'), full],
    ['a booking, on a 500', createFailureMessage, new ApiError(500, 'Error interno del servidor', 'internal'), full],
    ['a booking, refused with a reason', createFailureMessage, new ApiError(400, 'Teléfono inválido', 'invalid-input'), 'Teléfono inválido'],
    ['a booking, with nothing said', createFailureMessage, new Error(''), 'No se pudo crear la reserva'],
    ['an edit, on a table taken', updateFailureMessage, taken, 'Conflicto de horarios: Ya existe una reserva en ese horario'],
    ['an edit of a cancelled booking', updateFailureMessage, new ApiError(409, 'La reserva está cancelada.', 'conflict'), 'La reserva está cancelada.'],
    ['an edit, refused with a reason', updateFailureMessage, new ApiError(400, 'Email inválido', 'invalid-input'), 'Email inválido'],
    ['an edit, with nothing said', updateFailureMessage, new Error(''), 'No se pudo actualizar la reserva'],
    ['an edit, failing with something not an error', updateFailureMessage, 'boom', 'No se pudo actualizar la reserva'],
  ])('%s', (_case, message, error, shown) => {
    expect(message(error)).toBe(shown);
  });
});

describe('failureDetail', () => {
  it.each([
    ['a 409 with its reason', new ApiError(409, 'La reserva ya ha comenzado y no se puede cancelar.', 'conflict'), 'La reserva ya ha comenzado y no se puede cancelar.'],
    ['a 404', new ApiError(404, 'Reserva no encontrada', 'not-found'), 'Reserva no encontrada'],
    ['a 4xx without text', new ApiError(400, ''), undefined],
    ['a 5xx, whose body may be a proxy page', new ApiError(502, '<html>Bad gateway</html>'), undefined],
    ['a network failure', new TypeError('Failed to fetch'), undefined],
    ['an unreadable answer', new Error('Failed to parse JSON response'), undefined],
  ])('%s', (_case, error, expected) => {
    expect(failureDetail(error)).toBe(expected);
  });
});
