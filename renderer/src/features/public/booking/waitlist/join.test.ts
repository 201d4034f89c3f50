import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../../../../../shared/messages/booking';
import { WAITLIST_MESSAGES } from '../../../../../../shared/messages/waitlist';
import { startTimes } from '../../../../../../shared/schedule';
import { ApiError } from '../../../../lib/api';
import { WAITLIST } from './copy';
import { joinFailure, latestStartChoices, toJoinRequest, validateWaitlist, waitlistDefaults, type WaitlistRequest } from './join';

const TUESDAY = startTimes('2026-11-24');
const SATURDAY = startTimes('2026-11-28');

const request: WaitlistRequest = {
  date: '2026-11-24',
  startTime: '21:00',
  preferredSection: 'Terraza cubierta',
  partySize: 4,
  starts: TUESDAY,
  contact: { customerName: 'Lucía Martín', customerPhone: '612345678', customerEmail: 'lucia@example.com' },
};

describe('latestStartChoices: the start asked and each later one up to two hours after it', () => {
  it.each([
    ['a Tuesday dinner', '21:00', TUESDAY, ['21:00', '21:30', '22:00', '22:30', '23:00']],
    ['near the last start', '23:00', TUESDAY, ['23:00', '23:30']],
    ['past midnight on a Saturday', '23:30', SATURDAY, ['23:30', '00:00', '00:30', '01:00', '01:30']],
    ['a lunch, not reaching the evening', '15:00', SATURDAY, ['15:00', '15:30']],
    ['the last lunch, reaching the evening two hours on', '16:00', ['16:00', '18:00', '18:30'], ['16:00', '18:00']],
  ])('%s', (_, start, starts, expected) => {
    expect(latestStartChoices(start, starts)).toEqual(expected);
  });
});

describe('the request POST /api/waitlist takes', () => {
  it('opens with what the booking form has: the contact typed, only the start and the zone asked, privacy unticked', () => {
    expect(waitlistDefaults(request)).toEqual({ ...request.contact, latestStart: '21:00', preferredSection: 'Terraza cubierta', privacyAccepted: false });
  });

  it("sends 'Cualquier zona' as null", () => {
    const body = toJoinRequest(request, { ...waitlistDefaults(request), latestStart: '22:30', preferredSection: '', privacyAccepted: true });
    expect(body).toEqual({
      customerName: 'Lucía Martín',
      customerEmail: 'lucia@example.com',
      customerPhone: '612345678',
      date: '2026-11-24',
      startTime: '21:00',
      latestStart: '22:30',
      partySize: 4,
      preferredSection: null,
      privacyAccepted: true,
    });
  });

  it('is accepted once the privacy box is ticked', () => {
    const checked = validateWaitlist(request, { ...waitlistDefaults(request), privacyAccepted: true });
    expect(checked.errors).toEqual({});
    expect(checked.values).toMatchObject({ preferredSection: 'Terraza cubierta', latestStart: '21:00', privacyAccepted: true });
  });

  it('puts each broken rule under its field, as the server would', () => {
    const checked = validateWaitlist(request, { ...waitlistDefaults(request), customerName: '', customerEmail: 'lucia@' });
    expect(Object.keys(checked.errors).sort()).toEqual(['customerEmail', 'customerName', 'privacyAccepted']);
  });

  it('refuses a latest start more than two hours after the start', () => {
    const checked = validateWaitlist(request, { ...waitlistDefaults(request), latestStart: '23:30', privacyAccepted: true });
    expect(checked.errors).toEqual({ latestStart: { type: 'rule', message: WAITLIST_MESSAGES.latestStartRange } });
  });
});

describe('joinFailure: what a refused request shows', () => {
  it("places the schema's issues under their fields, and one about no field under the form", () => {
    const error = new ApiError(400, 'Email inválido', 'invalid-input', [
      { path: 'customerEmail', message: 'Email inválido' },
      { path: 'latestStart', message: WAITLIST_MESSAGES.latestStartRange },
      { path: 'date', message: BOOKING_MESSAGES.dateWindow },
    ]);
    const errors = joinFailure(error);
    expect(errors.customerEmail?.message).toBe('Email inválido');
    expect(errors.latestStart?.message).toBe(WAITLIST_MESSAGES.latestStartRange);
    expect(errors.root?.message).toBe(BOOKING_MESSAGES.dateWindow);
  });

  it.each([
    ['already waiting that day (409)', new ApiError(409, WAITLIST_MESSAGES.alreadyWaiting, 'conflict'), WAITLIST_MESSAGES.alreadyWaiting],
    [
      'the fair-use limit (429)',
      new ApiError(429, 'Se han hecho demasiadas reservas desde esta conexión. Vuelve a intentarlo en 10 minutos o llámanos.', 'fair-use'),
      'Se han hecho demasiadas reservas desde esta conexión. Vuelve a intentarlo en 10 minutos o llámanos.',
    ],
    ['a rule without a field (400)', new ApiError(400, BOOKING_MESSAGES.startUnavailable, 'invalid-input'), BOOKING_MESSAGES.startUnavailable],
    ['a server error', new ApiError(500, 'Error interno del servidor.', 'internal'), WAITLIST.failed],
    ['no connection', new TypeError('Failed to fetch'), WAITLIST.failed],
  ])('%s, under the form', (_, error, message) => {
    expect(joinFailure(error)).toEqual({ root: { type: 'rule', message } });
  });
});
