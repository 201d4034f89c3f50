/** A reservation as the API answers it, for unit tests of what screens and summaries do with one. */
import type { DayReservation } from '../../shared/types';

let sequence = 0;

export function aReservation(overrides: Partial<DayReservation> = {}): DayReservation {
  sequence++;
  const reservation: DayReservation = {
    id: `r${sequence}`,
    customerName: `Cliente ${sequence}`,
    customerEmail: 'c@example.com',
    customerPhone: '600000000',
    date: '2026-11-23',
    endDate: null,
    startTime: '20:00',
    endTime: '22:00',
    time: '20:00',
    times: null,
    tableId: sequence,
    tableNumber: sequence,
    tableName: `Mesa ${sequence}`,
    tableSection: 'Salón',
    tables: [],
    combinationId: null,
    preferredSection: 'Salón',
    partySize: 2,
    specialRequests: null,
    status: 'confirmed',
    hasArrived: false,
    hasLeft: false,
    confirmationNumber: `RES-${sequence}`,
    isAdminAction: false,
    source: 'online',
    remindedAt: null,
    reminderChannel: null,
    dinerConfirmedAt: null,
    dinerAllergies: [],
    dinerAllergyNotes: null,
    dinerAllergiesAt: null,
    reconfirmBy: null,
    nudgedAt: null,
    releasedAt: null,
    surveyOptOut: false,
    guest: null,
    allergyAlert: null,
    anonymisedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
  // One table unless the test joins more: the one tableId names.
  const { tableId, tableName, tableNumber } = reservation;
  const own = tableId !== null && tableName !== null ? [{ id: tableId, name: tableName, tableNumber: tableNumber ?? 0 }] : [];
  return { ...reservation, tables: overrides.tables ?? own };
}
