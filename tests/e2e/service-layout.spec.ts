/**
 * The evening on one screen, with 25 dinner bookings, at the front desk (1280 × 800) and on a tablet
 * (1024 × 768): how many parties show without scrolling, the lists and the live plan together (or one
 * tap apart on the tablet), the timeline filling the width with every table reachable, and a toast's
 * 'Deshacer' undoing 'Llegó'. Its own server, so the 25 bookings reach no other spec's screens.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { FloorPlan } from './pages/floor-plan';
import { TimelinePage } from './pages/timeline';
import { severeViolations, wholePage } from './support';

test.use({ isolatedFor: 'service-layout' });

const TODAY = '2026-11-23';
const STARTS = ['20:00', '20:30', '21:00', '21:30', '22:00'];
const ZONES = ['Salón', 'Terraza cubierta', 'Terraza césped', 'VIP'];
const NAMES = [
  'Alejandra Domínguez Sánchez',
  'Bruno Martín',
  'Carmen Rodríguez',
  'Daniel Fernández López',
  'Elena Gómez',
  'Francisco Jiménez',
  'Gloria Ruiz',
  'Héctor Navarro Castillo',
  'Inés Moreno',
  'Javier Romero',
  'Lucía Alonso',
  'Manuel Gutiérrez Herrera',
  'Nuria Torres',
  'Óscar Vázquez',
  'Paula Ramos',
  'Quique Serrano',
  'Rosa Molina Ortega',
  'Sergio Blanco',
  'Teresa Suárez',
  'Ulises Castro',
  'Valeria Ortiz',
  'Xavier Rubio',
  'Yolanda Marín',
  'Zoe Iglesias',
  'Álvaro Sanz Delgado',
];

/** 25 parties of 2 to 4 over five half hours, some with a request, each in the first zone with a table for it (the server chooses). */
async function bookEvening(request: APIRequestContext, token: string) {
  for (const [index, customerName] of NAMES.entries()) {
    const startTime = STARTS[index % STARTS.length] ?? '20:00';
    const booking = {
      customerName,
      customerEmail: `invitado${index}@example.com`,
      customerPhone: `6${String(10_000_000 + index).padStart(8, '0')}`,
      date: TODAY,
      startTime,
      time: startTime,
      endTime: `${String((Number(startTime.slice(0, 2)) + 2) % 24).padStart(2, '0')}:${startTime.slice(3)}`,
      partySize: 2 + (index % 3),
      specialRequests: index % 6 === 0 ? 'Trona para un bebé' : null,
    };
    let answer = null;
    for (const preferredSection of ZONES) {
      answer = await request.post('/api/reservations', { data: { isAdminAction: true, ...booking, preferredSection }, headers: { authorization: `Bearer ${token}` } });
      if (answer.status() !== 409) break;
    }
    expect(answer?.status(), customerName).toBe(201);
  }
}

/** The rows of a list wholly on screen, as a waiter sees them without scrolling. */
function rowsInView(list: Locator): Promise<number> {
  return list
    .getByRole('row')
    .evaluateAll((rows) => rows.filter((row) => row.getAttribute('aria-label') && row.getBoundingClientRect().top >= 0 && row.getBoundingClientRect().bottom <= window.innerHeight).length);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

let booked = false;
test.beforeEach(async ({ page, request, adminToken }) => {
  if (!booked) {
    await bookEvening(request, adminToken);
    booked = true;
  }
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
});

test('at 1280 × 800 at least 15 parties and the live plan show together on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const dashboard = new Dashboard(page);
  const floor = new FloorPlan(page);
  await dashboard.goto();
  const pending = dashboard.list('Pendientes de llegar');
  await expect(dashboard.row(pending, 'Álvaro Sanz Delgado')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/service-1280.png' });
  expect(await rowsInView(pending)).toBeGreaterThanOrEqual(15);
  // The plan beside the lists, its first table whole on the first screen.
  await expect(floor.table('Mesa 1')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Plano', exact: true })).toBeHidden();
  await noSidewaysScroll(page);
  expect(await severeViolations(wholePage(page))).toEqual([]);
});

test('at 1024 × 768 at least 10 parties show, and the plan is one tap away', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const dashboard = new Dashboard(page);
  const floor = new FloorPlan(page);
  await dashboard.goto();
  const pending = dashboard.list('Pendientes de llegar');
  await expect(dashboard.row(pending, 'Álvaro Sanz Delgado')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/service-1024.png' });
  expect(await rowsInView(pending)).toBeGreaterThanOrEqual(10);
  await expect(floor.area).toBeHidden();
  await noSidewaysScroll(page);

  await dashboard.showDay('Plano');
  await expect(floor.table('Mesa 1')).toBeInViewport({ ratio: 1 });
  await expect(pending).toBeHidden();
  await page.screenshot({ path: '/tmp/shots/service-1024-plan.png' });
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await dashboard.showDay('Lista');
  await expect(pending).toBeVisible();
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  test(`at ${size.width} px the timeline fills the width and reaches every table`, async ({ page, request }) => {
    await page.setViewportSize(size);
    const timeline = new TimelinePage(page);
    await timeline.open(TODAY, 'all');
    await page.screenshot({ path: `/tmp/shots/timeline-${size.width}.png` });
    const tables = (await (await request.get('/api/tables')).json()) as { name: string }[];
    // The grid as wide as its frame (or wider, scrolling within): no blank band on the right.
    const { frame, grid } = await timeline.area.evaluate((area) => ({ frame: area.clientWidth, grid: (area.firstElementChild as HTMLElement).offsetWidth }));
    expect(frame - grid).toBeLessThan(48);
    // The whole frame on the first screen; every table reached by scrolling within it, the page itself never scrolled.
    await expect(timeline.area).toBeInViewport({ ratio: 1 });
    expect(tables.length).toBeGreaterThan(25);
    for (const table of tables) {
      await timeline.row(table.name).scrollIntoViewIfNeeded();
      await expect(timeline.row(table.name)).toBeInViewport();
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await noSidewaysScroll(page);
  });
}

test("a toast names the party and its 'Deshacer' undoes 'Llegó'", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  const pending = dashboard.list('Pendientes de llegar');
  const arrived = dashboard.list('Han llegado');
  await dashboard.row(pending, 'Bruno Martín').getByRole('button', { name: 'Llegó' }).click();
  const toast = dashboard.toast('Estado actualizado', 'Bruno Martín · 3 personas · 20:30');
  await expect(toast).toBeVisible();
  await expect(dashboard.row(arrived, 'Bruno Martín')).toBeVisible();
  const undone = page.waitForResponse((answer) => answer.url().includes('/checkin') && answer.request().method() === 'PATCH');
  await toast.getByRole('button', { name: 'Deshacer' }).click();
  expect((await undone).status()).toBe(200);
  await expect(dashboard.row(pending, 'Bruno Martín')).toBeVisible();
  await expect(dashboard.row(arrived, 'Bruno Martín')).toHaveCount(0);
  // The server holds it too: a reload shows the party still to come.
  await page.reload();
  await expect(dashboard.row(dashboard.list('Pendientes de llegar'), 'Bruno Martín')).toBeVisible();
});

test("a bar dropped on a table for more people asks first; moved, the toast's 'Deshacer' puts it back", async ({ page, request, adminToken }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const dashboard = new Dashboard(page);
  const timeline = new TimelinePage(page);
  const where = async () => {
    const day = (await (await request.get(`/api/reservations/date/${TODAY}`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as {
      customerName: string;
      tableName: string;
      startTime: string;
    }[];
    const found = day.find((booking) => booking.customerName === 'Javier Romero');
    return found && `${found.tableName} ${found.startTime}`;
  };
  const before = await where();
  await timeline.open(TODAY, 'Salón');
  // Two people onto the table for six to eight.
  await timeline.drag(timeline.bar('Javier Romero'), 'Mesa 14', '22:00');
  const question = page.getByRole('alertdialog', { name: '¿Pasar a 2 personas a Mesa 14?' });
  await expect(question).toContainText('Es una mesa para 6 a 8 personas');
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await question.getByRole('button', { name: 'No' }).click();
  expect(await where()).toBe(before);

  await timeline.drag(timeline.bar('Javier Romero'), 'Mesa 14', '22:00');
  await question.getByRole('button', { name: 'Mover igualmente' }).click();
  const toast = dashboard.toast('Reserva movida', 'Javier Romero · 2 personas · 22:00');
  await expect(toast).toBeVisible();
  await expect.poll(where).toBe('Mesa 14 22:00');
  await toast.getByRole('button', { name: 'Deshacer' }).click();
  await expect.poll(where).toBe(before);
  await expect(timeline.row(before?.split(' 22:00')[0] ?? '').getByRole('button', { name: /^Javier Romero, / })).toBeVisible();
});
