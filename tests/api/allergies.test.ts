/**
 * Allergies meet the menu, through the real server and a real SMTP server on 127.0.0.1: the day's
 * answer names, for a party whose guest card or own declaration names allergens, exactly the visible
 * dishes carrying them, and follows the menu when it changes; the diner declares them from the site's
 * confirmation (e-mail and number) or the confirmation e-mail's link, until the booking starts; a
 * stranger cannot, nor a link of 'Mis reservas' or 'No podré ir', and the allergies link opens
 * nothing else; the export carries the declaration and the erasure clears it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from '../helpers/close-after-each';
import type { DinerAllergiesView } from '../../shared/api/diner-allergies';
import type { DayReservation, Reservation } from '../../shared/types';
import { dinerBooking } from '../helpers/booking';
import { openEventStream } from '../helpers/event-stream';
import { startTestServer, type TestServer } from '../helpers/server';
import { pointAtTestSmtp, startTestSmtp, type TestSmtp } from '../helpers/smtp';

const SITE = 'https://reservas.valhalla-alpedrete.es';

let server: TestServer | undefined;
let smtp: TestSmtp | undefined;
closeAfterEach(
  () => server,
  () => smtp,
);

type Dish = { id: number };

/** The demo server with its menu replaced by one whose allergens the test knows: starters listed after desserts were made, to show the menu's order wins. */
async function start() {
  smtp = await startTestSmtp();
  server = await startTestServer({ seed: 'demo', publicUrl: SITE, mail: { pollMs: 50, retryDelaysMs: [0, 0] } });
  const token = await server.login();
  await pointAtTestSmtp(server, token, smtp);
  const admin = <T>(url: string, method: string, body?: unknown) => server!.request<T>(url, { method, token, body });
  for (const category of (await admin<{ id: number }[]>('/api/admin/menu/categories', 'GET')).body) {
    expect((await admin(`/api/admin/menu/categories/${category.id}`, 'DELETE')).status).toBe(200);
  }
  const desserts = (await admin<{ id: number }>('/api/admin/menu/categories', 'POST', { name: 'Postres', displayOrder: 2 })).body;
  const starters = (await admin<{ id: number }>('/api/admin/menu/categories', 'POST', { name: 'Entrantes', displayOrder: 1 })).body;
  const dish = async (name: string, categoryId: number, allergens: string[], extra: Record<string, unknown> = {}) =>
    (await admin<Dish>('/api/admin/menu/products', 'POST', { name, categoryId, allergens, ...extra })).body;
  const menu = {
    cheesecake: await dish('Tarta de queso', desserts.id, ['Lácteos', 'Huevos']),
    croquettes: await dish('Croquetas de jamón', starters.id, ['Gluten', 'leche', 'huevo']),
    salad: await dish('Ensalada de la huerta', starters.id, []),
    bass: await dish('Lubina a la sal', starters.id, ['Pescado']),
    hidden: await dish('Pan de la casa', starters.id, ['Gluten'], { isVisible: false }),
  };
  return { token, admin, menu };
}

const dayOf = async (date: string, token: string) => {
  const answer = await server!.request<DayReservation[]>(`/api/reservations/date/${date}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('the day’s answer', { timeout: 90_000 }, () => {
  it('names for a guest with gluten and milk on their card exactly the visible dishes carrying them, by the menu’s order, and follows the menu when a dish changes', async () => {
    const { token, admin, menu } = await start();
    const booked = await server!.request<Reservation>('/api/reservations', { method: 'POST', body: dinerBooking({ customerName: 'Ana Pérez', customerEmail: 'ana@example.com' }) });
    expect(booked.status).toBe(201);
    const other = await server!.request<Reservation>('/api/reservations', {
      method: 'POST',
      body: dinerBooking({ customerName: 'Sin alergias', customerEmail: 'otro@example.com', customerPhone: '699111222' }),
    });
    expect(other.status).toBe(201);

    const before = await dayOf('2026-11-23', token);
    const ana = before.find((row) => row.id === booked.body.id)!;
    expect(ana.allergyAlert).toBeNull();
    const guest = await admin(`/api/admin/guests/${ana.guest!.id}`, 'PUT', { notes: null, allergies: ['Gluten', 'Lácteos'], allergyNotes: null, tags: [] });
    expect(guest.status).toBe(200);

    const day = await dayOf('2026-11-23', token);
    expect(day.find((row) => row.id === booked.body.id)!.allergyAlert).toEqual({
      allergens: ['Gluten', 'Lácteos'],
      dishes: [
        { id: menu.croquettes.id, name: 'Croquetas de jamón', category: 'Entrantes', allergens: ['Gluten', 'Lácteos'] },
        { id: menu.cheesecake.id, name: 'Tarta de queso', category: 'Postres', allergens: ['Lácteos'] },
      ],
    });
    expect(day.find((row) => row.id === other.body.id)!.allergyAlert).toBeNull();

    // The cheesecake made without milk, the salad dressed with a wheat crouton: the answer follows.
    expect((await admin(`/api/admin/menu/products/${menu.cheesecake.id}`, 'PUT', { allergens: ['Huevos'] })).status).toBe(200);
    expect((await admin(`/api/admin/menu/products/${menu.salad.id}`, 'PUT', { allergens: ['trigo'] })).status).toBe(200);
    const changed = (await dayOf('2026-11-23', token)).find((row) => row.id === booked.body.id)!;
    expect(changed.allergyAlert?.dishes.map((dish) => [dish.name, dish.allergens])).toEqual([
      ['Croquetas de jamón', ['Gluten', 'Lácteos']],
      ['Ensalada de la huerta', ['Gluten']],
    ]);
  });
});

describe('the diner’s declaration', { timeout: 90_000 }, () => {
  it('from the site’s confirmation is stored, announced to the dashboards and shown on the day’s answer marked as the diner’s; a stranger or bad input changes nothing', async () => {
    const { token, menu } = await start();
    const booked = (await server!.request<Reservation>('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'lucia@example.com' }) })).body;
    const proof = { email: 'lucia@example.com', confirmationNumber: booked.confirmationNumber };
    const declare = (body: Record<string, unknown>, id = booked.id) => server!.request<DinerAllergiesView & { message?: string }>(`/api/reservations/${id}/allergies`, { method: 'PUT', body });

    const stranger = await declare({ email: 'otra@example.com', confirmationNumber: booked.confirmationNumber, allergens: ['Gluten'] });
    expect(stranger.status).toBe(404);
    expect((await declare({ allergens: ['Gluten'] })).status).toBe(404);
    const unknown = await declare({ ...proof, allergens: ['Gluten', 'kiwi'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Alérgeno desconocido: «kiwi»');
    const ambiguous = await declare({ ...proof, allergens: ['marisco'] });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.message).toContain('Crustáceos o Moluscos');
    expect((await dayOf('2026-11-23', token))[0]!.dinerAllergiesAt).toBeNull();

    const stream = await openEventStream(server!.url, token);
    const heard = stream.next('reservation-updated');
    const saved = await declare({ ...proof, allergens: ['leche', 'Pescado'], notes: '  Intolerancia a la fructosa ' });
    expect(saved.status).toBe(200);
    expect(saved.body.booking).toMatchObject({ dinerAllergies: ['Pescado', 'Lácteos'], dinerAllergyNotes: 'Intolerancia a la fructosa', dinerAllergiesAt: expect.any(String) });
    expect(saved.body.closed).toBeNull();
    expect(await heard).toEqual({ kind: 'reservation-updated', id: booked.id });
    stream.close();

    const row = (await dayOf('2026-11-23', token)).find((entry) => entry.id === booked.id)!;
    expect(row.guest?.allergies).toEqual([]);
    expect(row).toMatchObject({ dinerAllergies: ['Pescado', 'Lácteos'], dinerAllergyNotes: 'Intolerancia a la fructosa' });
    expect(row.allergyAlert).toEqual({
      allergens: ['Pescado', 'Lácteos'],
      dishes: [
        { id: menu.croquettes.id, name: 'Croquetas de jamón', category: 'Entrantes', allergens: ['Lácteos'] },
        { id: menu.bass.id, name: 'Lubina a la sal', category: 'Entrantes', allergens: ['Pescado'] },
        { id: menu.cheesecake.id, name: 'Tarta de queso', category: 'Postres', allergens: ['Lácteos'] },
      ],
    });

    // Nobody after all: an empty answer is an answer.
    const cleared = await declare({ ...proof, allergens: [], notes: '' });
    expect(cleared.body.booking).toMatchObject({ dinerAllergies: [], dinerAllergyNotes: null });
    expect((await dayOf('2026-11-23', token)).find((entry) => entry.id === booked.id)!.allergyAlert).toBeNull();
  });

  it('from the confirmation e-mail’s link reads without changing anything, saves until the booking starts, and a tampered link is refused', async () => {
    const { token } = await start();
    const booked = (await server!.request<Reservation>('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'lucia@example.com' }) })).body;
    const [mail] = await smtp!.waitFor(1);
    const link = /¿Alguien de la mesa tiene alergias o intolerancias\? Dínoslo aquí: (\S+)/.exec(mail!.text ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${SITE}/alergias/`));
    expect(mail!.html).toContain(`href="${link}"`);
    const linkToken = decodeURIComponent(link!.slice(`${SITE}/alergias/`.length));
    const api = `/api/allergies/${encodeURIComponent(linkToken)}`;

    const viewed = await server!.request<DinerAllergiesView>(api);
    expect(viewed.status).toBe(200);
    expect(viewed.body).toEqual({
      booking: expect.objectContaining({ confirmationNumber: booked.confirmationNumber, partySize: 2, dinerAllergies: [], dinerAllergiesAt: null }),
      closed: null,
    });
    expect(JSON.stringify(viewed.body)).not.toContain('lucia@example.com');

    // The link may be forwarded to the table: it does not open 'Mis reservas', whose link opens nothing here.
    expect((await server!.request('/api/reservations/link', { method: 'POST', body: { token: linkToken } })).status).toBe(404);
    const myBookings = new URL(/https:\/\/\S+\?reserva=\S+/.exec(mail!.text ?? '')![0]).searchParams.get('reserva')!;
    expect(myBookings).not.toBe(linkToken);
    expect((await server!.request(`/api/allergies/${encodeURIComponent(myBookings)}`)).status).toBe(404);
    expect((await server!.request(`/api/allergies/${encodeURIComponent(myBookings)}`, { method: 'PUT', body: { allergens: ['Gluten'] } })).status).toBe(404);

    const tampered = linkToken.slice(0, -2) + (linkToken.endsWith('AA') ? 'BB' : 'AA');
    expect((await server!.request(`/api/allergies/${encodeURIComponent(tampered)}`, { method: 'PUT', body: { allergens: ['Gluten'] } })).status).toBe(404);
    const tooLong = await server!.request<{ message: string }>(api, { method: 'PUT', body: { allergens: ['Gluten'], notes: 'x'.repeat(301) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Las otras alergias o intolerancias no pueden pasar de 300 caracteres');

    const saved = await server!.request<DinerAllergiesView>(api, { method: 'PUT', body: { allergens: ['Gluten'], notes: null } });
    expect(saved.status).toBe(200);
    expect((await dayOf('2026-11-23', token))[0]).toMatchObject({ dinerAllergies: ['Gluten'], allergyAlert: { allergens: ['Gluten'] } });

    server!.clock.set('2026-11-23T20:00:00+01:00');
    const late = await server!.request<{ message: string }>(api, { method: 'PUT', body: { allergens: ['Soja'] } });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('ya ha empezado');
    expect((await server!.request<DinerAllergiesView>(api)).body.closed).toContain('ya ha empezado');
    expect((await dayOf('2026-11-23', token))[0]!.dinerAllergies).toEqual(['Gluten']);
  });

  it('from a reminder’s ‘Confirmo que iré’ link too, leaving the reminder’s own answer untouched; not from its ‘No podré ir’', async () => {
    const { token } = await start();
    const booked = (await server!.request<Reservation>('/api/reservations', { method: 'POST', body: dinerBooking({ date: '2026-11-25', customerEmail: 'lucia@example.com' }) })).body;
    await smtp!.waitFor(1);
    expect((await server!.request(`/api/admin/reservations/${booked.id}/reminder`, { method: 'POST', token, body: { channel: 'email' } })).status).toBe(202);
    const [, reminder] = await smtp!.waitFor(2);
    const linkToken = /Confirmo que iré: \S+\/recordatorio\/(\S+)/.exec(reminder!.text ?? '')?.[1];
    expect(linkToken).toBeDefined();
    const cancelToken = /No podré ir: \S+\/recordatorio\/(\S+)/.exec(reminder!.text ?? '')?.[1];
    expect(cancelToken).toBeDefined();
    expect((await server!.request(`/api/allergies/${cancelToken}`)).status).toBe(404);
    expect((await server!.request(`/api/allergies/${cancelToken}`, { method: 'PUT', body: { allergens: ['Soja'], notes: null } })).status).toBe(404);
    const saved = await server!.request<DinerAllergiesView>(`/api/allergies/${linkToken}`, { method: 'PUT', body: { allergens: ['Soja'], notes: null } });
    expect(saved.status).toBe(200);
    expect(saved.body.booking.dinerAllergies).toEqual(['Soja']);
    // Reading the reminder's own page changed nothing of its answer.
    expect((await server!.request<{ spent: string | null }>(`/api/reminders/${linkToken}`)).body.spent).toBeNull();
  });

  it('goes in the diner’s data export and is cleared with the rest when their data is erased', async () => {
    const { token } = await start();
    const booked = (await server!.request<Reservation>('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'lucia@example.com' }) })).body;
    const proof = { email: 'lucia@example.com', confirmationNumber: booked.confirmationNumber };
    expect((await server!.request(`/api/reservations/${booked.id}/allergies`, { method: 'PUT', body: { ...proof, allergens: ['Apio'], notes: 'Kiwi' } })).status).toBe(200);

    const exported = await server!.request<{ bookings: Record<string, unknown>[] }>('/api/admin/guests/export?email=lucia%40example.com', { token });
    expect(exported.status).toBe(200);
    expect(exported.body.bookings[0]).toMatchObject({ dinerAllergies: ['Apio'], dinerAllergyNotes: 'Kiwi' });

    expect((await server!.request('/api/admin/guests/erase', { method: 'POST', token, body: { email: 'lucia@example.com' } })).status).toBe(200);
    const db = new Database(path.join(server!.dataDir, 'venue.db'), { readonly: true });
    try {
      expect(db.prepare('SELECT diner_allergies AS allergens, diner_allergy_notes AS notes, diner_allergies_at AS at FROM reservations WHERE id = ?').get(booked.id)).toEqual({
        allergens: '[]',
        notes: null,
        at: null,
      });
    } finally {
      db.close();
    }
    // Its proof is gone with the e-mail: nothing can be declared on it again.
    expect((await server!.request(`/api/reservations/${booked.id}/allergies`, { method: 'PUT', body: { ...proof, allergens: ['Apio'] } })).status).toBe(404);
  });
});
