/**
 * 'Nueva reserva' and the VIP and group requests on the dashboard, against the real server, at the
 * front desk's 1280 px and a tablet's 1024 px: the dialog names each missing or wrong field under it
 * and moves the focus there, proposes the end from 'Duración de la mesa', books on another date with
 * the diner's e-mail; when no table is free it says why and offers the starts and zones that have
 * one; a request is turned down with 'Rechazar'. Its own server: what it books and declines is its own.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { staffBook } from './fixtures';
import { expect, test } from './own-server';
import { NewBookingDialog } from './pages/new-booking';
import { Dashboard } from './pages/dashboard';
import { RequestsList } from './pages/requests';
import { severeViolations, wholePage } from './support';

test.use({ isolatedFor: 'new-booking' });

const RUNS = [
  { width: 1280, height: 800, day: '2026-12-02', other: '2026-12-09', name: 'Rosa Llamada' },
  { width: 1024, height: 768, day: '2026-12-03', other: '2026-12-10', name: 'Tomas Tableta' },
] as const;

const staffHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

async function dayOf(request: APIRequestContext, token: string, date: string) {
  return (await (await request.get(`/api/reservations/date/${date}`, { headers: staffHeaders(token) })).json()) as {
    customerName: string;
    customerEmail: string;
    startTime: string;
    endTime: string;
    preferredSection: string;
  }[];
}

/** The dashboard at the run's screen size, on its day. */
async function dashboardOn(page: Page, run: (typeof RUNS)[number]): Promise<Dashboard> {
  await page.setViewportSize({ width: run.width, height: run.height });
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await dashboard.dateField.fill(run.day);
  return dashboard;
}

test.beforeEach(async ({ page, adminToken }) => {
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
});

for (const run of RUNS) {
  test(`at ${run.width} px 'Nueva reserva' names what is missing under each field, proposes the end and books another date with the e-mail`, async ({ page, request, adminToken }) => {
    const dashboard = await dashboardOn(page, run);
    const booking = new NewBookingDialog(page);
    await booking.open();
    await expect(booking.date).toHaveValue(run.day);

    // Nothing chosen: the specification's line, each required field named under itself, the focus on the first.
    await booking.submit.click();
    await expect(booking.formAlert).toHaveText('Por favor completa todos los campos obligatorios');
    await expect(booking.name).toHaveAccessibleDescription('Nombre requerido');
    await expect(booking.start).toHaveAccessibleDescription('Hora de inicio requerida');
    await expect(booking.end).toHaveAccessibleDescription('Hora de fin requerida');
    await expect(booking.party).toHaveAccessibleDescription('Elige cuántas personas');
    await expect(booking.name).toBeFocused();
    await expect(booking.dialog.getByText('Elige cuántas personas')).toBeVisible();

    // The end follows the start and the party until staff choose one.
    await booking.name.fill(run.name);
    await booking.start.selectOption('21:00');
    await expect(booking.end).toHaveValue('23:00');
    await booking.party.selectOption('5');
    await expect(booking.end).toHaveValue('23:30');
    await expect(booking.end).toHaveAccessibleDescription('Duración: 2 h 30 min, según «Duración de la mesa»');
    await booking.start.selectOption('20:30');
    await expect(booking.end).toHaveValue('23:00');
    expect(await severeViolations(wholePage(page))).toEqual([]);

    // Staff leave the end out and mistype the e-mail: both named, the focus on the first of them.
    await booking.end.selectOption('');
    await booking.email.fill('rosa@');
    await booking.submit.click();
    await expect(booking.email).toHaveAccessibleDescription('Email inválido');
    await expect(booking.end).toHaveAccessibleDescription('Hora de fin requerida');
    await expect(booking.email).toBeFocused();
    await expect(booking.name).not.toHaveAccessibleDescription('Nombre requerido');
    expect(await severeViolations(wholePage(page))).toEqual([]);

    // An end chosen by hand keeps its length when the start moves; another date is booked, with the e-mail.
    const email = `${run.name.split(' ')[0]?.toLowerCase()}@example.com`;
    await booking.email.fill(email);
    await booking.end.selectOption('22:30');
    await expect(booking.end).toHaveAccessibleDescription('Duración: 2 h');
    await booking.start.selectOption('21:00');
    await expect(booking.end).toHaveValue('23:00');
    await booking.date.fill(run.other);
    await expect(booking.start).toHaveValue('21:00');
    await booking.submit.click();
    await expect(dashboard.toast('Reserva creada', new RegExp(`${run.name} · 21:00 · `))).toBeVisible();
    expect(await dayOf(request, adminToken, run.other)).toEqual([expect.objectContaining({ customerName: run.name, customerEmail: email, startTime: '21:00', endTime: '23:00' })]);
    expect((await dayOf(request, adminToken, run.day)).map((row) => row.customerName)).not.toContain(run.name);
  });

  test(`at ${run.width} px a refusal says why no table is free and books one of the starts or zones offered instead`, async ({ page, request, adminToken }) => {
    const tables = (await (await request.get('/api/tables')).json()) as { id: number; section: string; tableNumber: number }[];
    const vip = tables.find((table) => table.section === 'VIP' && table.tableNumber === 1);
    // VIP 1 is the one VIP table for four: taken from 21:00 to 23:00.
    await staffBook(request, adminToken, {
      customerName: 'Mesa Ocupada',
      customerEmail: 'admin@restaurante.local',
      customerPhone: '000000000',
      date: run.day,
      startTime: '21:00',
      endTime: '23:00',
      time: '21:00',
      partySize: 4,
      preferredSection: 'VIP',
      specialRequests: null,
      tableId: vip?.id,
    });
    const dashboard = await dashboardOn(page, run);
    const booking = new NewBookingDialog(page);
    await booking.open();
    await booking.name.fill(`Grupo ${run.width}`);
    await booking.start.selectOption('21:00');

    // No Salón table seats ten: said so, with the zones that have one at 21:00.
    await booking.party.selectOption('10');
    await expect(booking.noTable).toHaveText('En Salón no hay ninguna mesa para 10 personas: une mesas en «Mesa» o elige otra zona.');
    await expect(booking.otherZones('21:00').getByRole('button')).toHaveText(['Terraza cubierta', 'VIP']);
    await expect(booking.otherTimes('Salón')).toHaveCount(0);
    expect(await severeViolations(wholePage(page))).toEqual([]);

    // Four in the VIP: its table is taken then; the nearest starts with it free, and the other zones.
    await booking.party.selectOption('4');
    await booking.zone.selectOption('VIP');
    await expect(booking.noTable).toHaveText('Todas las mesas de VIP para 4 personas están ocupadas de 21:00 a 23:00.');
    await expect(booking.otherTimes('VIP').getByRole('button')).toHaveText(['19:00', '23:00']);
    await expect(booking.otherZones('21:00').getByRole('button', { name: 'Cambiar a Salón' })).toBeVisible();
    // Sent anyway, the server's refusal is said in the specification's words, the reason staying beside it.
    await booking.submit.click();
    await expect(booking.formAlert).toHaveText('No hay disponibilidad para la fecha y hora seleccionadas. Por favor, prueba con otra fecha u horario.');
    await expect(booking.noTable).toBeVisible();
    // The dialog as it now reads (the failure's toast, fading in behind it, is not this spec's).
    expect(await severeViolations(wholePage(page).include('[role="dialog"]'))).toEqual([]);

    // One tap takes 19:00, the focus on the start it changed; the booking goes through.
    await booking.otherTimes('VIP').getByRole('button', { name: 'Empezar a las 19:00' }).click();
    await expect(booking.start).toHaveValue('19:00');
    await expect(booking.start).toBeFocused();
    await expect(booking.noTable).toHaveCount(0);
    await booking.submit.click();
    await expect(dashboard.toast('Reserva creada', `Grupo ${run.width} · 19:00 · VIP 1`)).toBeVisible();
  });

  test(`at ${run.width} px 'Rechazar' turns a group request down after asking, with a message, and it leaves the list`, async ({ page, request, adminToken }) => {
    const name = `Boda ${run.width}`;
    const other = `Cena Empresa ${run.width}`;
    for (const [customerName, phone] of [
      [name, '611000111'],
      [other, '611000222'],
    ] as const) {
      const sent = await request.post('/api/reservation-attempt', {
        data: { customerName, customerEmail: `${phone}@example.com`, customerPhone: phone, date: run.day, startTime: '21:00', endTime: '23:30', partySize: 14, preferredSection: 'VIP' },
      });
      expect(sent.status()).toBe(201);
    }
    const dashboard = await dashboardOn(page, run);
    const requests = new RequestsList(page);
    const card = requests.card(name);
    await expect(card.getByRole('button', { name: 'Rechazar' })).toBeVisible();

    // 'Cancelar' keeps it.
    await card.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = requests.declineDialog(name);
    await expect(dialog).toContainText('611000111@example.com recibirá un correo amable');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Rechazar' })).toBeFocused();

    await card.getByRole('button', { name: 'Rechazar' }).click();
    await dialog.getByLabel('Mensaje para el cliente (opcional)').fill('Ese día tenemos el local reservado. ¿Os vendría bien el jueves?');
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await dialog.getByRole('button', { name: 'Sí, rechazar' }).click();
    // This server sends no mail: staff are told to call.
    await expect(dashboard.toast('Solicitud rechazada', `${name}: no se le ha enviado ningún correo; avísale por teléfono o WhatsApp.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(requests.card(other)).toBeVisible();

    // The last one declined: the list says none are left and keeps the focus.
    await requests.card(other).getByRole('button', { name: 'Rechazar' }).click();
    await requests.declineDialog(other).getByRole('button', { name: 'Sí, rechazar' }).click();
    await expect(requests.region).toContainText('No quedan solicitudes por responder este día.');
    await expect(requests.heading).toBeFocused();
    expect(await severeViolations(wholePage(page))).toEqual([]);

    // Stored: the day has no request left to answer.
    expect(await (await request.get(`/api/admin/reservation-attempts?date=${run.day}`, { headers: staffHeaders(adminToken) })).json()).toEqual([]);
  });
}
