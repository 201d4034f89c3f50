/**
 * 'Lista de espera' on the dashboard against the real server, at the front desk's 1280 px and a
 * tablet's 1024 px: a diner from the web waits, staff offer a table by hand and tell them on WhatsApp;
 * a party at the door is written down, told their table is ready, seated; an entry is withdrawn. The
 * web's entries wait on a Wednesday no other spec books, its half hours closed to diners so that the
 * server offers nothing by itself; the parties at the door sit today (the server's clock, from 12:00).
 * Its own server, so none of this reaches the other specs' screens.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { FloorPlan } from './pages/floor-plan';
import { WaitlistPanel } from './pages/waitlist';
import { severeViolations, wholePage } from './support';

const WEDNESDAY = '2026-12-16';
const TODAY = '2026-11-23';
const WINDOW = ['21:00', '21:30', '22:00'];
const SECTION = 'section[aria-labelledby="espera-titulo"]';

const RUNS = [
  {
    width: 1280,
    height: 800,
    online: { name: 'Lucía Espera', email: 'lucia-espera@example.com', phone: '611 200 001', table: 'Terraza 1' },
    door: { name: 'Familia Puerta', phone: '622 300 001', table: 'Mesa 9' },
  },
  {
    width: 1024,
    height: 768,
    online: { name: 'Mario Espera', email: 'mario-espera@example.com', phone: '611 200 002', table: 'Terraza 2' },
    door: { name: 'Grupo Tableta', phone: '622 300 002', table: 'Mesa 10' },
  },
];

// Its own server: the parties at the door sit today, and the Wednesday's half hours stay closed.
test.use({ isolatedFor: 'waitlist-staff' });

const staff = (token: string) => ({ authorization: `Bearer ${token}` });

/** The Wednesday's window closed to online bookings: a diner waits until staff offer a table. */
async function closeWindowOnline(request: APIRequestContext, token: string) {
  for (const time of WINDOW) {
    expect((await request.put(`/api/admin/time-slots/${WEDNESDAY}/${time}`, { data: { available: false }, headers: staff(token) })).status()).toBe(200);
  }
}

/** Nothing wider than the window, and the held table's card shows all its lines. */
async function fits(page: Page, floor: FloorPlan, table: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const card = floor.table(table);
  expect(await card.evaluate((button) => button.scrollHeight <= button.clientHeight && button.scrollWidth <= button.clientWidth), `${table}: its card shows all its lines`).toBe(true);
}

test.beforeEach(async ({ page, adminToken }) => {
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  await WaitlistPanel.recordWindowOpen(page);
});

for (const run of RUNS) {
  test(`at ${run.width} px staff offer a waiting diner a table and tell them on WhatsApp, write down a party at the door, tell them their table is ready, seat them, and withdraw an entry`, async ({
    page,
    request,
    adminToken,
  }) => {
    // Several dialogs, axe runs and round trips: past 60 s on a slower machine.
    test.slow();
    await page.setViewportSize({ width: run.width, height: run.height });
    await closeWindowOnline(request, adminToken);
    const { online, door } = run;
    const joined = await request.post('/api/waitlist', {
      data: {
        customerName: online.name,
        customerEmail: online.email,
        customerPhone: online.phone,
        date: WEDNESDAY,
        startTime: '21:00',
        latestStart: '22:00',
        partySize: 2,
        preferredSection: 'Terraza cubierta',
        privacyAccepted: true,
      },
    });
    expect(joined.status()).toBe(201);

    const dashboard = new Dashboard(page);
    const waitlist = new WaitlistPanel(page);
    const floor = new FloorPlan(page);
    await dashboard.goto();
    await dashboard.showDay('Plano');
    await expect(waitlist.addWalkIn).toBeVisible();
    await dashboard.dateField.fill(WEDNESDAY);

    // The diner from the web, waiting; another day than today writes down nobody at the door.
    const card = waitlist.entry(online.name);
    await expect(card).toContainText('Esperando');
    await expect(card).toContainText(`${online.name} · 2 pers.`);
    await expect(card).toContainText('Desde la web · 21:00–22:00 · Terraza cubierta');
    await expect(card.getByRole('link', { name: online.phone })).toHaveAttribute('href', `tel:${online.phone.replace(/ /g, '')}`);
    await expect(card.getByRole('link', { name: online.email })).toHaveAttribute('href', `mailto:${online.email}`);
    await expect(waitlist.addWalkIn).toHaveCount(0);
    await expect(waitlist.whatsapp(online.name)).toHaveCount(0);
    expect(await severeViolations(wholePage(page).include(SECTION))).toEqual([]);

    // 'Ofrecer mesa': the starts of the window, the free tables of the zone at each.
    await waitlist.action(online.name, 'Ofrecer mesa').click();
    const offer = waitlist.offerDialog(`Ofrecer mesa a ${online.name}`);
    await expect(offer.getByLabel('Hora', { exact: true })).toHaveValue('21:00');
    await expect(offer.getByLabel('Hora', { exact: true }).getByRole('option')).toHaveText(WINDOW);
    expect(await severeViolations(wholePage(page).include('[role="dialog"]'))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(offer).toHaveCount(0);
    await expect(waitlist.action(online.name, 'Ofrecer mesa')).toBeFocused();
    await page.keyboard.press('Enter');
    await waitlist.chooseSeat(offer, '21:30', `${online.table} (1-2)`);
    await offer.getByRole('button', { name: 'Ofrecer mesa', exact: true }).click();
    await expect(dashboard.toast('Mesa ofrecida', `${online.name} · ${online.table} · 21:30`)).toBeVisible();
    await expect(offer).toHaveCount(0);
    // Held a day from the server's now (a date three weeks away): the day is said.
    await expect(card).toContainText(/Oferta hasta el martes 24 a las \d\d:\d\d/);
    await expect(card).toContainText(`Mesa guardada: ${online.table}, a las 21:30`);
    await expect(waitlist.action(online.name, 'Ofrecer mesa')).toHaveCount(0);
    await expect(waitlist.action(online.name, 'Sentar')).toHaveCount(0);
    // This server has no public address: the message asks the diner to call.
    const offerText = decodeURIComponent((await waitlist.whatsapp(online.name).getAttribute('href'))?.split('?text=')[1] ?? '');
    await expect(waitlist.whatsapp(online.name)).toHaveAttribute('href', new RegExp(`^https://wa\\.me/34${online.phone.replace(/ /g, '')}\\?text=`));
    expect(offerText).toMatch(
      new RegExp(
        `^Hola, ${online.name}: Se ha liberado una mesa en Valhalla que encaja con tu lista de espera: miércoles, 16 de diciembre de 2026, a las 21:30, en Terraza cubierta, para 2 personas\\. Te la guardamos hasta el martes, 24 de noviembre de 2026 a las \\d\\d:\\d\\d\\. Para quedártela, llámanos al [\\d ]+ antes del martes`,
      ),
    );

    // The plan of that evening shows the table held, for whom and until when.
    await floor.showZone('Terraza cubierta');
    await expect(floor.table(online.table)).toHaveAccessibleName(new RegExp(`guardada para ${online.name} hasta el martes 24 a las \\d\\d:\\d\\d`));
    await expect(floor.table(online.table)).toContainText(new RegExp(`Guardada: ${online.name} hasta mar 24, \\d\\d:\\d\\d`));
    await fits(page, floor, online.table);
    expect(await severeViolations(wholePage(page).include(SECTION))).toEqual([]);

    // A party at the door, today, by keyboard: the dialog starts on its first field, Escape gives the focus back.
    await dashboard.dateField.fill(TODAY);
    await waitlist.addWalkIn.focus();
    await page.keyboard.press('Enter');
    await expect(waitlist.walkInDialog.getByLabel('Nombre')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(waitlist.walkInDialog).toHaveCount(0);
    await expect(waitlist.addWalkIn).toBeFocused();
    // The form says what is missing in the server's words.
    await waitlist.addWalkIn.click();
    await expect(waitlist.walkInDialog).toBeVisible();
    await waitlist.walkInDialog.getByRole('button', { name: 'Apuntar', exact: true }).click();
    await expect(waitlist.walkInDialog.getByRole('alert').filter({ hasText: 'La espera indicada debe estar entre 5 y 180 minutos.' })).toBeVisible();
    await expect(waitlist.walkInDialog.getByLabel('Nombre')).toHaveAccessibleDescription('El nombre debe tener al menos 2 caracteres');
    expect(await severeViolations(wholePage(page).include('[role="dialog"]'))).toEqual([]);
    await waitlist.fillWalkIn({ name: door.name, phone: door.phone, partySize: 3, minutes: 20 });
    await waitlist.walkInDialog.getByRole('button', { name: 'Apuntar', exact: true }).click();
    await expect(dashboard.toast('Apuntado en la lista de espera', door.name)).toBeVisible();
    await expect(waitlist.walkInDialog).toHaveCount(0);
    const party = waitlist.entry(door.name);
    await expect(party).toContainText('Esperando');
    await expect(party).toContainText(`${door.name} · 3 pers.`);
    await expect(party).toContainText(/En la puerta · \d\d:\d\d(–\d\d:\d\d)? · Cualquier zona · Espera: 20 min/);

    // 'Mesa lista': a refusal is said in the dialog; then the table is held and WhatsApp opens with the message.
    await waitlist.action(door.name, 'Mesa lista').click();
    const ready = waitlist.offerDialog(`Mesa lista para ${door.name}`);
    await waitlist.chooseSeat(ready, null, `${door.table} (2-4)`);
    await page.route('**/api/admin/waitlist/*/offer', (route) => route.fulfill({ status: 409, json: { code: 'conflict', message: 'Esa mesa no está libre a esa hora para este grupo.' } }), {
      times: 1,
    });
    await ready.getByRole('button', { name: 'Mesa lista', exact: true }).click();
    await expect(ready.getByRole('alert').filter({ hasText: 'Esa mesa no está libre a esa hora para este grupo.' })).toBeVisible();
    await waitlist.chooseSeat(ready, null, `${door.table} (2-4)`);
    await ready.getByRole('button', { name: 'Mesa lista', exact: true }).click();
    await expect(dashboard.toast('Mesa guardada', new RegExp(`${door.name} · ${door.table} · \\d\\d:\\d\\d`))).toBeVisible();
    expect(await waitlist.openedUrls()).toEqual([`https://wa.me/34${door.phone.replace(/ /g, '')}?text=${encodeURIComponent(`Hola, ${door.name}: Tu mesa está lista; te la guardamos 10 minutos`)}`]);
    // Its button gone, the focus is on the party's card.
    await expect(party).toBeFocused();
    await expect(party).toContainText(/Mesa lista hasta \d\d:\d\d/);
    await expect(party).toContainText(new RegExp(`Mesa guardada: ${door.table}, a las \\d\\d:\\d\\d`));
    await expect(waitlist.action(door.name, 'Mesa lista')).toHaveCount(0);

    // The plan of today: the table held for the party at the door.
    await floor.showZone('Salón');
    await expect(floor.table(door.table)).toHaveAccessibleName(new RegExp(`guardada para ${door.name} hasta \\d\\d:\\d\\d`));
    await expect(floor.table(door.table)).toContainText('Guardada:');
    await fits(page, floor, door.table);
    expect(await severeViolations(wholePage(page).include(SECTION))).toEqual([]);

    // 'Sentar': seated at the table held, in the day's list of who has arrived.
    await waitlist.action(door.name, 'Sentar').click();
    await expect(dashboard.toast('Grupo sentado', door.name)).toBeVisible();
    await expect(party).toContainText('Sentada');
    await expect(party).toBeFocused();
    await expect(party.getByRole('button')).toHaveCount(0);
    await dashboard.showDay('Lista');
    const seated = dashboard.row(dashboard.list('Han llegado'), door.name);
    await expect(seated).toContainText(door.table);
    await expect(seated).toContainText('3 personas');
    await dashboard.showDay('Plano');
    await expect(floor.table(door.table)).not.toContainText('Guardada:');

    // 'Retirar' the diner from the web: off the list, the table free again.
    await dashboard.dateField.fill(WEDNESDAY);
    await waitlist.action(online.name, 'Retirar').click();
    await expect(dashboard.toast('Retirado de la lista de espera', online.name)).toBeVisible();
    await expect(card).toContainText('Retirada');
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(waitlist.whatsapp(online.name)).toHaveCount(0);
    await floor.showZone('Terraza cubierta');
    await expect(floor.table(online.table)).not.toContainText('Guardada:');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
}
