/** Builders for the booking tests: a floor made through the admin API and form-like bodies. */
import type { TestServer } from './server';

export interface TableSpec {
  tableNumber: number;
  minCapacity: number;
  maxCapacity: number;
  section?: string;
  isAvailable?: boolean;
}

export async function addTables(server: TestServer, token: string, specs: TableSpec[]): Promise<{ id: number; tableNumber: number; section: string }[]> {
  const created = [];
  for (const spec of specs) {
    const answer = await server.request('/api/admin/tables', {
      method: 'POST',
      token,
      body: { name: `Mesa ${spec.tableNumber}`, section: 'Salón', ...spec },
    });
    if (answer.status !== 201) throw new Error(`table not created: ${answer.status} ${JSON.stringify(answer.body)}`);
    created.push(answer.body);
  }
  return created;
}

/** What the public form posts for a Monday dinner, with any field replaced. */
export function dinerBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const startTime = (overrides.startTime as string | undefined) ?? '20:00';
  return {
    customerName: 'Lucía Martín',
    customerEmail: 'lucia@example.com',
    customerPhone: '612345678',
    date: '2026-11-23',
    endDate: null,
    startTime,
    endTime: '22:00',
    time: startTime,
    tableId: null,
    preferredSection: 'Salón',
    partySize: 2,
    specialRequests: '',
    privacyAccepted: true,
    ...overrides,
  };
}

/** What the dashboard posts: fixed placeholder contact details. */
export function staffBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const startTime = (overrides.startTime as string | undefined) ?? '20:00';
  return {
    customerName: 'Sin Reserva',
    customerEmail: 'admin@restaurante.local',
    customerPhone: '000000000',
    date: '2026-11-23',
    startTime,
    endTime: '22:00',
    time: startTime,
    partySize: 2,
    preferredSection: 'Salón',
    specialRequests: null,
    isAdminAction: true,
    ...overrides,
  };
}

/** What the public form posts for a large group it sends to staff (POST /api/reservation-attempt). */
export function largeGroupRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerName: 'Grupo Grande',
    customerEmail: 'grupo@example.com',
    customerPhone: '612345678',
    date: '2026-11-28',
    startTime: '21:00',
    endTime: '23:00',
    partySize: 12,
    preferredSection: 'Salón',
    specialRequests: '',
    ...overrides,
  };
}

/** A diner's cancel from 'Mis reservas': the booking's id, with its e-mail and number as the proof. */
export function cancelAsDiner(server: TestServer, booked: { id: string; customerEmail: string; confirmationNumber: string }) {
  return server.request(`/api/reservations/${booked.id}`, { method: 'DELETE', body: { email: booked.customerEmail, confirmationNumber: booked.confirmationNumber } });
}
