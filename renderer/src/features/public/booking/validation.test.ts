import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BOOKING, type BookingFormValues } from './booking-form';
import { FILLED_BOOKING } from './test-values';
import { validateBooking } from './validation';

const valid: BookingFormValues = FILLED_BOOKING;

function messages(values: BookingFormValues): Record<string, string | undefined> {
  const { errors } = validateBooking(values);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe('validateBooking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T12:00:00+01:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('answers an empty form with the Spanish messages, one per field', () => {
    expect(messages(EMPTY_BOOKING)).toEqual({
      date: 'Por favor selecciona una fecha.',
      startTime: 'Hora de inicio requerida',
      endTime: 'Hora de fin requerida',
      customerName: 'El nombre debe tener al menos 2 caracteres',
      customerEmail: 'Email inválido',
      customerPhone: 'El teléfono debe tener al menos 9 dígitos',
      privacyAccepted: 'Debe aceptar la Política de Privacidad para continuar',
    });
  });

  it('passes a complete booking on as the request', () => {
    const result = validateBooking(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ date: '2026-11-24', time: '21:00', partySize: 2, tableId: null });
  });

  it.each([
    ['VIP', { preferredSection: 'VIP', partySize: '8' }],
    ['Salón 7+ (9 people)', { partySize: '7+', groupSize: '9' }],
    ['Terraza cubierta 11+ (14 people)', { preferredSection: 'Terraza cubierta', partySize: '11+', groupSize: '14' }],
  ])('lets %s through to the contact dialog', (_, change) => {
    expect(validateBooking({ ...valid, ...change }).errors).toEqual({});
  });

  it('asks a group past 7+ how many they are before the contact dialog, and sends that number', () => {
    expect(messages({ ...valid, partySize: '7+' })).toEqual({ groupSize: 'Dinos cuántas personas sois.' });
    expect(validateBooking({ ...valid, partySize: '7+', groupSize: '12' }).values).toMatchObject({ partySize: 12 });
  });

  it('still checks the contact fields of a VIP request', () => {
    expect(messages({ ...valid, preferredSection: 'VIP', customerEmail: 'ana@' })).toEqual({ customerEmail: 'Email inválido' });
  });

  it('refuses a day that left the window while the page was open', () => {
    vi.setSystemTime(new Date('2026-11-25T03:30:00+01:00'));
    expect(messages(valid)).toEqual({ date: 'La fecha debe estar entre hoy y 30 días vista' });
  });

  it('refuses a start that has passed', () => {
    expect(messages({ ...valid, date: '2026-11-23', startTime: '11:30', endTime: '13:00' })).toEqual({
      startTime: 'La hora de inicio no está disponible para esa fecha.',
    });
  });
});
