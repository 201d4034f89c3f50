/**
 * The staff dashboard's sign-in and frame against the real server. Only one wrong password is
 * typed in the whole run: the login limiter counts failures per address for every spec.
 */
import { dinerBooking } from '../helpers/booking';
import { expect, staffBook, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { E2E_ADMIN_PASSWORD } from './serve-config';
import { severeViolations, wholePage } from './support';

test.describe('signing in', () => {
  test('refuses a wrong password, then lets the right one in, and stays signed in across a reload', async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.signInForm).toBeVisible();
    await expect(dashboard.password).toBeFocused();
    await expect(dashboard.backHome).toHaveAttribute('href', '/');

    await dashboard.signIn('no-es-esta');
    await expect(dashboard.toast('Acceso denegado', 'Contraseña incorrecta')).toBeVisible();
    await expect(dashboard.password).toHaveValue('');
    expect(await dashboard.storedToken()).toBeNull();

    await dashboard.signIn(E2E_ADMIN_PASSWORD);
    await expect(dashboard.toast('Acceso concedido', 'Bienvenido al dashboard de administración')).toBeVisible();
    await expect(dashboard.tabs).toBeVisible();
    expect(await dashboard.storedToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.reload();
    await expect(dashboard.tabs).toBeVisible();
    await expect(dashboard.signInForm).toHaveCount(0);
  });

  test('says the password could not be checked when the server is out of reach', async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
    await dashboard.signIn(E2E_ADMIN_PASSWORD);
    await expect(dashboard.toast('Error de conexión', 'No se pudo verificar la contraseña')).toBeVisible();
    await expect(dashboard.signInForm).toBeVisible();
  });
});

test.describe('the signed-in frame', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  });

  test('shows reservas and menu, keeps mesas hidden but reachable, and is live', async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.tab('Reservas')).toHaveAttribute('aria-selected', 'true');
    await expect(dashboard.tab('Menú')).toBeVisible();
    await expect(dashboard.tab('Mesas')).toHaveCount(0);
    await expect(dashboard.live).toHaveText('En directo');

    await dashboard.tab('Menú').click();
    await expect(dashboard.panel('Menú')).toBeVisible();
    await expect(page).toHaveURL(/tab=menu/);

    await page.keyboard.press('Alt+3');
    await expect(dashboard.panel('Mesas')).toBeVisible();
    await page.reload();
    await expect(dashboard.panel('Mesas')).toBeVisible();
    await dashboard.goto('?tab=reservas');
    await expect(dashboard.panel('Reservas')).toBeVisible();
  });

  test('signs out: the token is forgotten and the password screen returns', async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.tabs).toBeVisible();
    await dashboard.logoutButton.click();
    await expect(dashboard.signInForm).toBeVisible();
    expect(await dashboard.storedToken()).toBeNull();
  });

  test('a stale session goes back to the password screen', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('admin-session-token', 'caducado'));
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.signInForm).toBeVisible();
    expect(await dashboard.storedToken()).toBeNull();
  });

  for (const width of [1024, 1280]) {
    test(`has no serious or critical accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 1024 ? 768 : 800 });
      const dashboard = new Dashboard(page);
      await dashboard.goto();
      await expect(dashboard.live).toHaveText('En directo');
      expect(await severeViolations(wholePage(page))).toEqual([]);
      await page.keyboard.press('Alt+3');
      await expect(dashboard.panel('Mesas')).toBeVisible();
      expect(await severeViolations(wholePage(page))).toEqual([]);
    });
  }
});

test('the sign-in screen has no serious or critical accessibility violations', async ({ page }) => {
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await expect(dashboard.signInForm).toBeVisible();
  expect(await severeViolations(wholePage(page))).toEqual([]);
});

/** The dashboard books on Sunday 22 and Monday 23 November only; other specs book later days. */
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

function staffBody(customerName: string, date: string, startTime = '20:00', endTime = '22:00') {
  return {
    customerName,
    customerEmail: 'admin@restaurante.local',
    customerPhone: '000000000',
    date,
    startTime,
    endTime,
    time: startTime,
    partySize: 2,
    preferredSection: 'Salón',
    specialRequests: null,
  };
}

test.describe('the reservations of the day', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  });

  test("marks an arrival, sees the party out after a question that says until when its table is free, and undoes 'Ido'", async ({ page, request, adminToken }) => {
    // A table and an evening no other spec books, so the table's next booking is known.
    const lawn4 = ((await (await request.get('/api/tables')).json()) as { id: number; name: string }[]).find((table) => table.name === 'Césped 4');
    await staffBook(request, adminToken, { ...staffBody('Familia Llegada', TUESDAY), preferredSection: 'Terraza césped', tableId: lawn4?.id });
    await staffBook(request, adminToken, { ...staffBody('Cena Siguiente', TUESDAY, '22:30', '23:30'), preferredSection: 'Terraza césped', tableId: lawn4?.id });
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await dashboard.dateField.fill(TUESDAY);
    const pending = dashboard.list('Pendientes de llegar');
    const arrived = dashboard.list('Han llegado');
    const row = dashboard.row(pending, 'Familia Llegada');
    await expect(row).toContainText('20:00–22:00');
    await expect(row).toContainText('2 personas');

    await row.getByRole('button', { name: 'Llegó' }).click();
    await expect(dashboard.toast('Estado actualizado', '')).toBeVisible();
    const seated = dashboard.row(arrived, 'Familia Llegada');
    await expect(seated).toBeVisible();
    await expect(dashboard.row(pending, 'Familia Llegada')).toHaveCount(0);

    await seated.getByRole('button', { name: 'Ido' }).click();
    const question = page.getByRole('alertdialog', { name: '¿Confirmas que Familia Llegada ha abandonado la mesa?' });
    await expect(question).toHaveAccessibleDescription('Césped 4 queda libre hasta su próxima reserva a las 22:30.');
    await question.getByRole('button', { name: 'Sí, se ha ido' }).click();
    await expect(dashboard.toast('Cliente marcado como ido', '')).toBeVisible();
    await expect(dashboard.row(arrived, 'Familia Llegada')).toHaveCount(0);
    await expect(dashboard.row(pending, 'Familia Llegada')).toHaveCount(0);

    const gone = dashboard.row(dashboard.list('Se han ido'), 'Familia Llegada');
    await gone.getByRole('button', { name: 'Deshacer' }).click();
    await expect(dashboard.toast('El cliente vuelve a estar en la mesa', '')).toBeVisible();
    await expect(dashboard.row(arrived, 'Familia Llegada')).toBeVisible();
    await expect(gone).toHaveCount(0);
  });

  test("moves a party at once on 'Llegó', and puts it back when the server refuses", async ({ page, request, adminToken }) => {
    await staffBook(request, adminToken, staffBody('Llegada Rechazada', MONDAY, '22:30', '23:30'));
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    const pending = dashboard.list('Pendientes de llegar');
    await expect(dashboard.row(pending, 'Llegada Rechazada')).toBeVisible();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/reservations/*/checkin', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'Error interno del servidor' } });
    });
    await dashboard.row(pending, 'Llegada Rechazada').getByRole('button', { name: 'Llegó' }).click();
    await expect(dashboard.row(dashboard.list('Han llegado'), 'Llegada Rechazada')).toBeVisible();
    answer();
    await expect(dashboard.toast('No se pudo actualizar el estado de llegada', '')).toBeVisible();
    await expect(dashboard.row(pending, 'Llegada Rechazada')).toBeVisible();
    await expect(dashboard.row(dashboard.list('Han llegado'), 'Llegada Rechazada')).toHaveCount(0);
  });

  test('marks a party 15 minutes late, then as a no-show, and undoes it', async ({ page, request, adminToken }) => {
    await staffBook(request, adminToken, staffBody('Mesa Tardía', SUNDAY, '20:00', '22:00'));
    await page.clock.setFixedTime(new Date('2026-11-22T20:16:00+01:00'));
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await dashboard.dateField.fill(SUNDAY);
    const row = dashboard.row(dashboard.list('Pendientes de llegar'), 'Mesa Tardía');
    await expect(row).toContainText('Retraso');

    await row.getByRole('button', { name: 'No presentado' }).click();
    await expect(dashboard.toast('Marcado como no presentado', '')).toBeVisible();
    await expect(row).toContainText('No presentado');
    await expect(row.getByRole('button', { name: 'Llegó' })).toHaveCount(0);

    await row.getByRole('button', { name: 'Deshacer' }).click();
    await expect(dashboard.toast('Reserva confirmada de nuevo', '')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Llegó' })).toBeVisible();
  });

  test('shows a diner’s new booking on the open dashboard without a reload', async ({ page, request }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.live).toHaveText('En directo');
    await expect(dashboard.list('Pendientes de llegar')).toBeVisible();
    const answer = await request.post('/api/reservations', {
      data: dinerBooking({ customerName: 'Reserva En Directo', customerEmail: 'en-directo@example.com', date: MONDAY, startTime: '21:00', time: '21:00', endTime: '23:00' }),
    });
    expect(answer.status()).toBe(201);
    await expect(dashboard.row(dashboard.list('Pendientes de llegar'), 'Reserva En Directo')).toBeVisible();
  });

  test('deletes a booking after asking: it leaves the lists and the diner sees it cancelled', async ({ page, request, adminToken }) => {
    const booked = await staffBook(request, adminToken, { ...staffBody('Anulación Prevista', MONDAY, '19:00', '20:30'), customerEmail: 'anulada@example.com' });
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    const row = dashboard.row(dashboard.list('Pendientes de llegar'), 'Anulación Prevista');
    await row.getByRole('button', { name: 'Eliminar' }).click();
    const question = page.getByRole('alertdialog', { name: '¿Eliminar la reserva de Anulación Prevista?' });
    await question.getByRole('button', { name: 'No' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Eliminar' }).click();
    await question.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dashboard.toast('Reserva eliminada', '')).toBeVisible();
    await expect(row).toHaveCount(0);
    const search = await request.post('/api/reservations/search', { data: { email: 'anulada@example.com', confirmationNumber: booked.confirmationNumber } });
    expect(((await search.json()) as { status: string }[])[0]?.status).toBe('cancelled');
  });

  test('lists a VIP request of the day as it arrives, with WhatsApp, phone and e-mail one tap away', async ({ page, request }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.live).toHaveText('En directo');
    const sent = await request.post('/api/reservation-attempt', {
      data: {
        customerName: 'Grupo Cumpleaños',
        customerEmail: 'cumple@example.com',
        customerPhone: '600111222',
        date: MONDAY,
        startTime: '21:00',
        endTime: '23:00',
        partySize: 12,
        preferredSection: 'VIP',
        specialRequests: 'Tarta',
      },
    });
    expect(sent.status()).toBe(201);
    const card = page.getByRole('region', { name: /^Solicitudes VIP y grupos grandes/ }).getByRole('listitem', { name: 'Grupo Cumpleaños' });
    await expect(card).toContainText('12 personas · VIP');
    await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/34600111222\?text=Hola%20Grupo%20Cumplea%C3%B1os/);
    await expect(card.getByRole('link', { name: '600111222' })).toHaveAttribute('href', 'tel:600111222');
    await expect(card.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:cumple@example\.com\?/);
  });

  test('edits a booking, and says so when another screen took its table meanwhile', async ({ page, request, adminToken }) => {
    const floor = (await (await request.get('/api/tables')).json()) as { id: number; section: string; tableNumber: number }[];
    const vip = floor.filter((table) => table.section === 'VIP');
    const [own, other] = vip;
    expect(other).toBeDefined();
    await staffBook(request, adminToken, { ...staffBody('Edición Vip', MONDAY, '19:00', '21:00'), preferredSection: 'VIP', tableId: own?.id });
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    const row = dashboard.row(dashboard.list('Pendientes de llegar'), 'Edición Vip');
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar la reserva de Edición Vip' });
    await dialog.getByLabel('Personas', { exact: true }).selectOption('4');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dashboard.toast('Reserva actualizada', '')).toBeVisible();
    await expect(row).toContainText('4 personas');

    // Another screen books the same table right after 21:00 while this one moves the end later.
    await row.getByRole('button', { name: 'Editar' }).click();
    await staffBook(request, adminToken, { ...staffBody('Otra Pantalla', MONDAY, '21:00', '22:30'), preferredSection: 'VIP', tableId: own?.id });
    await dialog.getByLabel('Hora de fin', { exact: true }).selectOption('22:00');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Conflicto de horarios: Ya existe una reserva en ese horario' })).toBeVisible();
    // The same words in the error toast beside the dialog.
    await expect(page.getByText('Conflicto de horarios: Ya existe una reserva en ese horario')).toHaveCount(2);
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toContainText('19:00–21:00');
  });

  test("finds a party as the host types its name, phone or number ('/' to get there), and names the day's weekday", async ({ page, request, adminToken }) => {
    const found = await staffBook(request, adminToken, { ...staffBody('Búsqueda Única', TUESDAY, '19:00', '20:30'), customerPhone: '699 111 222', preferredSection: 'Terraza césped' });
    await staffBook(request, adminToken, { ...staffBody('Otra Mesa', TUESDAY, '19:00', '20:30'), preferredSection: 'Terraza césped' });
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await dashboard.dateField.fill(TUESDAY);
    await expect(dashboard.dateField).toHaveAccessibleDescription('martes, 24 de noviembre de 2026');
    const pending = dashboard.list('Pendientes de llegar');
    await expect(dashboard.row(pending, 'Otra Mesa')).toBeVisible();

    await page.getByRole('heading', { name: /^Pendientes de llegar/ }).click();
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Buscar', exact: true });
    await expect(search).toBeFocused();
    for (const query of ['busqueda un', '699 11', found.confirmationNumber.toLowerCase()]) {
      await search.fill(query);
      await expect(dashboard.row(pending, 'Búsqueda Única')).toBeVisible();
      await expect(dashboard.row(pending, 'Otra Mesa')).toHaveCount(0);
    }
    // The list counts what the search finds; finding nothing, it says so, not that the evening is empty.
    await search.fill('busqueda un');
    await expect(page.getByRole('heading', { name: 'Pendientes de llegar (1)', exact: true })).toBeVisible();
    await search.fill('nadie se llama así');
    await expect(pending.getByRole('row')).toHaveCount(0);
    await expect(pending).toContainText('Nadie de esta lista coincide con la búsqueda.');
    await expect(pending).not.toContainText('Todavía no hay reservas para este día.');
    await expect(page.getByRole('heading', { name: 'Pendientes de llegar (0)', exact: true })).toBeVisible();
    await search.fill('');
    await expect(dashboard.row(pending, 'Otra Mesa')).toBeVisible();
    await expect(dashboard.row(pending, 'Búsqueda Única')).toBeVisible();
  });

  test("fits the day's lists at 390, 1024 and 1280 px: 'Llegó' first and visible in every row, the parties of the coming hour under 'Ahora', then each half hour with its tables and people", async ({
    page,
    request,
    adminToken,
  }) => {
    // Thursday's lawn, which no other spec books.
    const thursday = '2026-11-26';
    for (const [name, start, end] of [
      ['Grupo Temprano', '19:30', '21:00'],
      ['Grupo Puntual', '20:00', '21:30'],
      ['Grupo Tardío Con Un Nombre Bastante Largo', '22:30', '23:30'],
    ]) {
      await staffBook(request, adminToken, { ...staffBody(name as string, thursday, start, end), partySize: 3, preferredSection: 'Terraza césped', specialRequests: 'Una trona, por favor' });
    }
    await page.clock.setFixedTime(new Date(`${thursday}T19:45:00+01:00`));
    const dashboard = new Dashboard(page);
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await dashboard.goto();
      await expect(dashboard.dateField).toHaveValue(thursday);
      const pending = dashboard.list('Pendientes de llegar');
      await expect(pending.getByRole('columnheader', { name: /^Ahora · \d+ mes/ })).toBeVisible();
      await expect(pending.getByRole('columnheader', { name: /^22:30 · \d+ mesas? · \d+ personas?$/ })).toBeVisible();
      for (const row of await pending
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') })
        .all()) {
        // Whole within the page's width: nothing scrolls sideways to reach it.
        const box = await row.getByRole('button', { name: 'Llegó' }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect(await severeViolations(wholePage(page).include('section[aria-labelledby="pendientes-de-llegar-titulo"]'))).toEqual([]);
    }
  });

  test("a returning guest's row says which visit this is, past no-shows, the allergies named, staff's tags and notes; typing their phone offers them; the timeline's bar names the allergies", async ({
    page,
    request,
    adminToken,
  }) => {
    const staffHeaders = { authorization: `Bearer ${adminToken}` };
    const guest = { customerEmail: 'admin@restaurante.local', customerPhone: '622 111 222' };
    const came = await staffBook(request, adminToken, { ...staffBody('Invitada Habitual', '2026-12-07'), ...guest });
    // A past evening: a party is marked as not come only once it is late.
    const missed = await staffBook(request, adminToken, { ...staffBody('Invitada Habitual', '2026-11-21'), ...guest });
    await staffBook(request, adminToken, { ...staffBody('Invitada Habitual', '2026-12-09'), ...guest });
    await request.patch(`/api/reservations/${came.id}/checkin`, { data: { hasArrived: true }, headers: staffHeaders });
    expect((await request.patch(`/api/reservations/${missed.id}/no-show`, { data: { noShow: true }, headers: staffHeaders })).status()).toBe(200);
    const [found] = (await (await request.get('/api/admin/guests?q=622111222', { headers: staffHeaders })).json()) as { id: number }[];
    const saved = await request.put(`/api/admin/guests/${found?.id}`, {
      data: { notes: 'Prefiere mesa junto a la ventana', allergies: ['Gluten'], allergyNotes: 'Kiwi', tags: ['habitual'] },
      headers: staffHeaders,
    });
    expect(saved.status()).toBe(200);

    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await dashboard.dateField.fill('2026-12-09');
    const row = dashboard.row(dashboard.list('Pendientes de llegar'), 'Invitada Habitual');
    for (const text of ['2ª visita', '1 no presentado', 'Alergias: Gluten, Kiwi', 'habitual', 'Prefiere mesa junto a la ventana']) await expect(row).toContainText(text);
    expect(await severeViolations(wholePage(page).include('section[aria-labelledby="pendientes-de-llegar-titulo"]'))).toEqual([]);

    // A phoned booking: the phone typed, the guest is offered, one tap takes the name.
    await page.getByRole('button', { name: 'Nueva reserva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
    await dialog.getByLabel('Teléfono (opcional)').fill('622111222');
    await expect(dialog.getByRole('status')).toHaveText(/^Cliente conocido: Invitada Habitual · 1 visita · 1 no presentado · habitual/);
    await dialog.getByRole('button', { name: 'Es Invitada Habitual' }).click();
    await expect(dialog.getByLabel('Nombre')).toHaveValue('Invitada Habitual');
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // On the timeline the bar warns of the allergies, and says them.
    await dashboard.tab('Línea de tiempo').click();
    // The guest card's allergies, then the menu's dishes that carry them.
    await expect(page.getByRole('button', { name: /^Invitada Habitual, 2 personas, 20:00–22:00, .*, por llegar, alergias: Gluten, Kiwi, Evitar: .+\(gluten/ })).toBeVisible();
  });

  test("'Nueva reserva' (Alt+N) books a phoned party with its zone, time, party and one of the free tables", async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await dashboard.dateField.fill('2026-11-25');
    await expect(page.getByRole('button', { name: 'Nueva reserva' })).toBeVisible();
    await page.keyboard.press('Alt+N');
    const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Llamada De Rosa');
    await dialog.getByLabel('Teléfono (opcional)').fill('622 333 444');
    await dialog.getByLabel('Zona', { exact: true }).selectOption('Terraza césped');
    await dialog.getByLabel('Hora de inicio').selectOption('22:00');
    await dialog.getByLabel('Hora de fin').selectOption('23:30');
    await dialog.getByLabel('Personas').selectOption('3');
    const table = dialog.getByLabel('Mesa', { exact: true });
    await expect(table.getByRole('option', { name: /^Césped/ }).first()).toBeAttached();
    await table.selectOption({ index: 1 });
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await dialog.getByRole('button', { name: 'Crear reserva' }).click();
    await expect(dashboard.toast('Reserva creada', /Llamada De Rosa · 22:00 · Césped \d/)).toBeVisible();
    const row = dashboard.row(dashboard.list('Pendientes de llegar'), 'Llamada De Rosa');
    await expect(row).toContainText('622 333 444');
    await expect(row).toContainText('Terraza césped');
  });

  test('an edit that moves the start keeps the booking as long, and says how long', async ({ page, request, adminToken }) => {
    await staffBook(request, adminToken, { ...staffBody('Largo Igual', MONDAY, '21:00', '23:00'), preferredSection: 'Terraza cubierta' });
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    const row = dashboard.row(dashboard.list('Pendientes de llegar'), 'Largo Igual');
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar la reserva de Largo Igual' });
    const end = dialog.getByLabel('Hora de fin', { exact: true });
    await expect(end).toHaveAccessibleDescription('Duración: 2 h');
    await dialog.getByLabel('Hora de inicio', { exact: true }).selectOption('21:30');
    await expect(end).toHaveValue('23:30');
    await expect(end).toHaveAccessibleDescription('Duración: 2 h');
    // An end chosen by hand stays when the start moves again.
    await end.selectOption('00:00');
    await expect(end).toHaveAccessibleDescription('Duración: 2 h 30 min');
    await dialog.getByLabel('Hora de inicio', { exact: true }).selectOption('22:00');
    await expect(end).toHaveValue('00:00');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dashboard.toast('Reserva actualizada', '')).toBeVisible();
    await expect(row).toContainText('22:00–00:00');
  });

  test('duplicates a booking to two free tables, after asking for at least one', async ({ page, request, adminToken }) => {
    await staffBook(request, adminToken, { ...staffBody('Boda Duplicada', MONDAY, '18:00', '19:30'), preferredSection: 'Terraza cubierta' });
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    const pending = dashboard.list('Pendientes de llegar');
    await dashboard.row(pending, 'Boda Duplicada').getByRole('button', { name: 'Duplicar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicar la reserva de Boda Duplicada' });
    await dialog.getByRole('button', { name: 'Crear copias' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Debes seleccionar al menos una mesa');

    const choices = dialog.getByRole('checkbox');
    await choices.nth(0).check();
    await choices.nth(1).check();
    await dialog.getByRole('button', { name: 'Crear copias' }).click();
    await expect(dashboard.toast('Se han creado 2 reservas', '')).toBeVisible();
    await expect(dashboard.row(pending, 'Boda Duplicada (copia 1)')).toBeVisible();
    await expect(dashboard.row(pending, 'Boda Duplicada (copia 2)')).toBeVisible();
    await expect(dashboard.row(pending, 'Boda Duplicada')).toBeVisible();
  });

  test('refreshes on demand and filters by zone', async ({ page, request, adminToken }) => {
    await staffBook(request, adminToken, { ...staffBody('Cena Terraza', MONDAY, '22:00', '23:30'), preferredSection: 'Terraza cubierta' });
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    const pending = dashboard.list('Pendientes de llegar');
    await expect(dashboard.row(pending, 'Cena Terraza')).toBeVisible();
    await page.getByLabel('Zona', { exact: true }).selectOption('Salón');
    await expect(dashboard.row(pending, 'Cena Terraza')).toHaveCount(0);
    await page.getByLabel('Zona', { exact: true }).selectOption('Terraza cubierta');
    await expect(dashboard.row(pending, 'Cena Terraza')).toBeVisible();
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(dashboard.toast('Datos actualizados', '')).toBeVisible();
  });
});

test('the dashboard is its own chunk, never downloaded by a diner’s pages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  for (const path of ['/', '/menu', '/aviso-legal']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(scripts.filter((script) => /Dashboard|ReservasTab/.test(script))).toEqual([]);
  await page.goto('/dashboard');
  await expect(new Dashboard(page).signInForm).toBeVisible();
  expect(scripts.some((script) => /DashboardPage/.test(script))).toBe(true);
});
