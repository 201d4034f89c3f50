/**
 * The guest book as staff use it: 'Clientes' in the header, a guest found by a name typed without
 * accents, the profile read and edited, and what was written there on the day's row, in the edit
 * dialog and on the floor's list, each of which opens the same profile.
 */
import { expect, staffBook, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { GuestProfile, GuestsScreen } from './pages/guests';
import { severeViolations, wholePage } from './support';

// Dates no other spec books on the shared server.
const CAME = '2026-12-10';
const EXPECTED = '2026-12-11';
const NAME = 'Íñigo Guardado';

test.describe("'Clientes'", () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  });

  test("finds a guest typed without accents, edits the profile, and the day's row, the edit dialog and the floor's list show it and open it", async ({ page, request, adminToken }) => {
    const booking = (date: string) => ({
      customerName: NAME,
      customerEmail: 'inigo@example.com',
      customerPhone: '633 444 555',
      date,
      startTime: '21:00',
      endTime: '23:00',
      time: '21:00',
      partySize: 3,
      preferredSection: 'Salón',
      specialRequests: null,
    });
    const came = await staffBook(request, adminToken, booking(CAME));
    await staffBook(request, adminToken, booking(EXPECTED));
    expect((await request.patch(`/api/reservations/${came.id}/checkin`, { data: { hasArrived: true }, headers: { authorization: `Bearer ${adminToken}` } })).status()).toBe(200);

    // From the dashboard's header.
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Clientes' }).click();
    const guests = new GuestsScreen(page);
    await expect(guests.heading).toBeVisible();
    await guests.search.fill('inigo guard');
    await expect(guests.count).toHaveText('1 cliente');
    const card = guests.card(NAME);
    await expect(card).toContainText('633 444 555 · inigo@example.com');
    await expect(card).toContainText('1 visita');
    await expect(card).toContainText('Última visita: jue, 10 dic 2026');
    expect(await severeViolations(wholePage(page))).toEqual([]);

    await card.click();
    const profile = new GuestProfile(page, NAME);
    await expect(profile.dialog).toContainText('633 444 555 · inigo@example.com');
    await expect(profile.stat('Visitas')).toHaveText('1');
    await expect(profile.stat('No presentados')).toHaveText('0');
    await expect(profile.stat('Primera visita')).toHaveText('jue, 10 dic 2026');
    await expect(profile.stat('Suele venir')).toHaveText('3 personas');
    await profile.dialog.getByText('Reservas (2)').click();
    await expect(profile.dialog.getByRole('listitem').filter({ hasText: 'vie, 11 dic 2026' })).toContainText('Prevista');
    await expect(profile.dialog.getByRole('listitem').filter({ hasText: 'jue, 10 dic 2026' })).toContainText('Vino');

    await profile.allergen('Gluten').check();
    await profile.otherAllergies.fill('Kiwi');
    await profile.notes.fill('Prefiere la mesa junto a la chimenea');
    await profile.tags.getByRole('button', { name: 'Añadir VIP' }).click();
    await profile.tags.getByLabel('Nueva etiqueta').fill('celíaco en casa');
    await profile.tags.getByLabel('Nueva etiqueta').press('Enter');
    await profile.tags.getByRole('button', { name: 'Quitar la etiqueta VIP' }).click();
    await profile.tags.getByLabel('Nueva etiqueta').fill('x'.repeat(31));
    await profile.tags.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(profile.tags.getByRole('alert')).toHaveText('Cada etiqueta lleva entre 1 y 30 caracteres');
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await profile.save.click();
    await expect(dashboard.toast('Ficha guardada', '')).toBeVisible();
    await expect(profile.dialog).toBeHidden();
    await expect(card).toContainText('celíaco en casa');
    const stored = await (await request.get(`/api/admin/guests?q=633444555`, { headers: { authorization: `Bearer ${adminToken}` } })).json();
    expect(stored).toMatchObject([{ name: NAME, tags: ['celíaco en casa'] }]);

    // The next booking's row says it, and its name opens the same profile.
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    await dashboard.dateField.fill(EXPECTED);
    const row = dashboard.row(dashboard.list('Pendientes de llegar'), NAME);
    for (const text of ['2ª visita', 'Alergias: Gluten, Kiwi', 'celíaco en casa', 'Prefiere la mesa junto a la chimenea']) await expect(row).toContainText(text);
    await row.getByRole('button', { name: NAME, exact: true }).click();
    await expect(profile.stat('Visitas')).toHaveText('1');
    await expect(profile.allergen('Gluten')).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(profile.dialog).toBeHidden();

    // 'Editar' warns of the allergies and the notes before anything is changed.
    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: `Editar la reserva de ${NAME}` });
    await expect(edit).toContainText('Alergias: Gluten, Kiwi');
    await expect(edit).toContainText('Prefiere la mesa junto a la chimenea');
    await edit.getByRole('button', { name: 'Ver la ficha del cliente' }).click();
    await expect(profile.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    // The floor's list of tables shows the badges too, and the name opens the profile.
    const onFloor = page.getByRole('region', { name: 'Plano de mesas' }).getByRole('listitem').filter({ hasText: NAME });
    for (const text of ['2ª visita', 'Alergias: Gluten, Kiwi', 'celíaco en casa']) await expect(onFloor).toContainText(text);
    await expect(onFloor).not.toContainText('chimenea');
    await onFloor.getByRole('button', { name: NAME, exact: true }).click();
    await expect(profile.stat('Visitas')).toHaveText('1');
  });

  test('says when nobody matches, and fits a phone without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const guests = new GuestsScreen(page);
    await guests.goto();
    await guests.search.fill('nadie se llama así');
    await expect(guests.count).toHaveText('Ningún cliente coincide con «nadie se llama así».');
    await guests.search.fill('');
    await expect(guests.count).toHaveText(/^\d+ clientes?$|^Se muestran los 50 clientes más recientes/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await guests.heading.click();
    await page.keyboard.press('/');
    await expect(guests.search).toBeFocused();
  });
});
