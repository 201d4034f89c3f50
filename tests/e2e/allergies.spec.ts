/**
 * Allergies meet the menu, in Chromium against this spec's own server (it replaces the demo menu
 * and sets a mail server): the diner's answer to '¿Alguien de la mesa tiene alergias o
 * intolerancias?' from the confirmation and from the confirmation e-mail's page at 390 px; the
 * day's row, the timeline bar, the table's card, the day sheet and the kitchen sheet (printed to PDF
 * and read back) at 1024 and 1280 px, following the menu when a dish changes; axe clean throughout.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DayReservation, Reservation } from '../../shared/types';
import { dinerBooking } from '../helpers/booking';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { staffBook } from './fixtures';
import { expect, test } from './own-server';
import { AllergyQuestion } from './pages/allergy-question';
import { BookingForm } from './pages/booking-form';
import { Dashboard } from './pages/dashboard';
import { FloorPlan } from './pages/floor-plan';
import { DaySheetPage } from './pages/sheets';
import { TimelinePage } from './pages/timeline';
import { pdfPages } from './pdf-text';
import { severeViolations, wholePage } from './support';

const PUBLIC_URL = 'https://reservas.valhalla-alpedrete.es';
test.use({ isolatedFor: 'allergies', publicUrl: PUBLIC_URL });

const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const SHOTS = '/tmp/wt-allergy-shots';
mkdirSync(SHOTS, { recursive: true });

const staff = (token: string) => ({ authorization: `Bearer ${token}` });
/** A text to find within a longer one (a name, a tooltip), its brackets taken literally. */
const within = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startTestSmtp();
});
test.afterAll(async () => {
  await smtp.close();
});

async function dayOf(request: APIRequestContext, token: string, date: string): Promise<DayReservation[]> {
  return (await (await request.get(`/api/reservations/date/${date}`, { headers: staff(token) })).json()) as DayReservation[];
}

test.describe('the diner says the table’s allergies, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('from the booking’s confirmation: folded under the number, the 14 with a free line, saved and shown to staff as the diner’s', async ({ page, request, adminToken }) => {
    const form = new BookingForm(page);
    await form.goto();
    await form.fillBooking(TUESDAY, '21:00', '23:00', { name: 'Marta Alérgica', phone: '612 000 111', email: 'marta@example.com' });
    await form.submit();
    await expect(form.confirmation).toBeVisible();
    const question = new AllergyQuestion(form.confirmation);
    await expect(question.form).toBeHidden();
    await question.opener.click();
    await expect(question.form.getByRole('checkbox')).toHaveCount(14);
    await question.allergen('Lácteos').check();
    await question.allergen('Pescado').check();
    await question.notes.fill('Intolerancia a la fructosa');
    await question.notes.scrollIntoViewIfNeeded();
    await shot(page, 'confirmation-390', false);
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await question.save.click();
    await expect(question.saved).toHaveText('Guardado. El restaurante lo tendrá en cuenta.');
    await shot(page, 'confirmation-saved-390', false);
    await question.save.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    const row = (await dayOf(request, adminToken, TUESDAY)).find((booking) => booking.customerName === 'Marta Alérgica');
    expect(row).toMatchObject({ dinerAllergies: ['Pescado', 'Lácteos'], dinerAllergyNotes: 'Intolerancia a la fructosa', allergyAlert: { allergens: ['Pescado', 'Lácteos'] } });
  });

  test('from the confirmation e-mail’s page: the booking and the question, the answer kept when the page is opened again and asked again on the reminder’s page', async ({
    page,
    request,
    adminToken,
  }) => {
    expect(
      (
        await request.put('/api/admin/settings/smtp', {
          data: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' },
          headers: staff(adminToken),
        })
      ).status(),
    ).toBe(200);
    const booked = (await (await request.post('/api/reservations', { data: dinerBooking({ date: TUESDAY, customerEmail: 'pablo@example.com', customerName: 'Pablo Correo' }) })).json()) as Reservation;
    await expect.poll(() => smtp.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'pablo@example.com')).toBeTruthy();
    const text = smtp.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'pablo@example.com')?.text ?? '';
    const link = /Dínoslo aquí: (\S+)/.exec(text)?.[1] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/alergias/`), link).toBe(true);

    await page.goto(link.slice(PUBLIC_URL.length));
    await expect(page.getByRole('heading', { level: 1, name: 'Alergias de tu mesa' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(booked.confirmationNumber);
    const question = new AllergyQuestion(page.getByRole('main'));
    await question.allergen('Gluten').check();
    await question.allergen('Frutos de cáscara').check();
    await shot(page, 'email-page-390');
    expect(await severeViolations(wholePage(page))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await question.save.click();
    await expect(question.saved).toBeVisible();

    await page.reload();
    await expect(question.allergen('Gluten')).toBeChecked();
    await expect(question.allergen('Frutos de cáscara')).toBeChecked();
    await expect(question.allergen('Lácteos')).not.toBeChecked();
    expect((await dayOf(request, adminToken, TUESDAY)).find((booking) => booking.id === booked.id)?.dinerAllergies).toEqual(['Gluten', 'Frutos de cáscara']);

    // The reminder's page asks again under 'Confirmo que iré', with what was said.
    expect((await request.post(`/api/admin/reservations/${booked.id}/reminder`, { data: { channel: 'email' }, headers: staff(adminToken) })).status()).toBe(202);
    await expect.poll(() => smtp.received.find((mail) => mail.subject?.startsWith('Recordatorio') && mail.to && 'text' in mail.to && mail.to.text === 'pablo@example.com')).toBeTruthy();
    const reminder = smtp.received.find((mail) => mail.subject?.startsWith('Recordatorio') && mail.to && 'text' in mail.to && mail.to.text === 'pablo@example.com')?.text ?? '';
    const confirmLink = /Confirmo que iré: (\S+)/.exec(reminder)?.[1] ?? '';
    await page.goto(confirmLink.slice(PUBLIC_URL.length));
    await expect(page.getByRole('button', { name: 'Confirmo que iré' })).toBeVisible();
    const again = new AllergyQuestion(page.getByRole('main'));
    await expect(again.allergen('Gluten')).toBeChecked();
    await again.allergen('Soja').check();
    await again.save.click();
    await expect(again.saved).toBeVisible();
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await shot(page, 'reminder-page-390');
    expect((await dayOf(request, adminToken, TUESDAY)).find((booking) => booking.id === booked.id)?.dinerAllergies).toEqual(['Gluten', 'Soja', 'Frutos de cáscara']);
  });
});

type Dish = { id: number };

/** The demo menu replaced by two categories whose allergens the test knows, starters before desserts, one starter hidden. */
async function knownMenu(request: APIRequestContext, token: string) {
  const headers = staff(token);
  for (const category of (await (await request.get('/api/admin/menu/categories', { headers })).json()) as { id: number }[]) {
    expect((await request.delete(`/api/admin/menu/categories/${category.id}`, { headers })).status()).toBe(200);
  }
  const category = async (name: string, displayOrder: number) => ((await (await request.post('/api/admin/menu/categories', { data: { name, displayOrder }, headers })).json()) as Dish).id;
  const starters = await category('Entrantes', 1);
  const desserts = await category('Postres', 2);
  const dish = async (name: string, categoryId: number, allergens: string[], extra: Record<string, unknown> = {}) =>
    (await (await request.post('/api/admin/menu/products', { data: { name, categoryId, allergens, ...extra }, headers })).json()) as Dish;
  return {
    croquettes: await dish('Croquetas de jamón', starters, ['Gluten', 'Lácteos', 'Huevos']),
    salad: await dish('Ensalada de la huerta', starters, []),
    cheesecake: await dish('Tarta de queso', desserts, ['Lácteos', 'Huevos']),
    // Off the menu: never a dish to avoid.
    hidden: await dish('Pan de la casa', starters, ['Gluten'], { isVisible: false }),
  };
}

test.describe('staff see what each party must avoid', () => {
  test('on the row, the timeline bar, the table’s card, the day sheet and the kitchen sheet, at 1280 and 1024 px; a dish changed on the menu changes them', async ({ page, request, adminToken }) => {
    const menu = await knownMenu(request, adminToken);
    const base = { customerEmail: 'admin@restaurante.local', date: WEDNESDAY, preferredSection: 'Salón', specialRequests: null };
    const regular = await staffBook(request, adminToken, { ...base, customerName: 'Rosa Celíaca', customerPhone: '633444555', startTime: '21:00', endTime: '23:00', time: '21:00', partySize: 4 });
    await staffBook(request, adminToken, { ...base, customerName: 'Luis Sin Alergias', customerPhone: '633444666', startTime: '21:30', endTime: '23:30', time: '21:30', partySize: 2 });
    const [guest] = (await (await request.get('/api/admin/guests?q=633444555', { headers: staff(adminToken) })).json()) as { id: number }[];
    expect((await request.put(`/api/admin/guests/${guest?.id}`, { data: { notes: null, allergies: ['Gluten', 'Lácteos'], allergyNotes: null, tags: [] }, headers: staff(adminToken) })).status()).toBe(
      200,
    );
    // A regular whose only allergy is written on her card, and a diner who answered that nobody has any.
    await staffBook(request, adminToken, { ...base, customerName: 'Marta Kiwi', customerPhone: '633444777', startTime: '20:30', endTime: '22:30', time: '20:30', partySize: 2 });
    const [kiwiGuest] = (await (await request.get('/api/admin/guests?q=633444777', { headers: staff(adminToken) })).json()) as { id: number }[];
    const kiwiCard = { notes: null, allergies: [], allergyNotes: 'kiwi', tags: [] };
    expect((await request.put(`/api/admin/guests/${kiwiGuest?.id}`, { data: kiwiCard, headers: staff(adminToken) })).status()).toBe(200);
    const nobody = (await (
      await request.post('/api/reservations', {
        data: dinerBooking({ customerName: 'Pablo Nadie', customerEmail: 'nadie@example.com', customerPhone: '633444888', date: WEDNESDAY, startTime: '21:30', preferredSection: 'Salón' }),
      })
    ).json()) as Reservation;
    const declaredNone = { email: 'nadie@example.com', confirmationNumber: nobody.confirmationNumber, allergens: [], notes: '' };
    expect((await request.put(`/api/reservations/${nobody.id}/allergies`, { data: declaredNone })).status()).toBe(200);
    const avoid = 'Evitar: Croquetas de jamón (gluten, lácteos) · Tarta de queso (lácteos)';

    await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const dashboard = new Dashboard(page);
      await dashboard.goto();
      await dashboard.dateField.fill(WEDNESDAY);
      await dashboard.showDay('Lista');
      const pending = dashboard.list('Pendientes de llegar');
      const row = dashboard.row(pending, 'Rosa Celíaca');
      const disclosure = row.locator('summary');
      await expect(disclosure).toHaveText(avoid);
      await expect(dashboard.row(pending, 'Luis Sin Alergias').locator('summary')).toHaveCount(0);
      // The line is cut to the row; the whole list by category opens from the keyboard.
      await disclosure.focus();
      await page.keyboard.press('Enter');
      await expect(row.getByRole('definition')).toHaveText(['Croquetas de jamón (gluten, lácteos)', 'Tarta de queso (lácteos)']);
      await expect(row.getByRole('term')).toHaveText(['Entrantes:', 'Postres:']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await shot(page, `row-${width}`);
      expect(await severeViolations(wholePage(page))).toEqual([]);
    }

    // The plan: the card of her table marked, with the list in its name and tooltip.
    await page.setViewportSize({ width: 1280, height: 800 });
    const plan = new FloorPlan(page);
    const tableName = (await dayOf(request, adminToken, WEDNESDAY)).find((booking) => booking.id === regular.id)?.tableName ?? '';
    const card = plan.table(tableName);
    await expect(card).toHaveAccessibleName(within(`alergias de Rosa Celíaca (21:00): ${avoid}`));
    await expect(card).toHaveAttribute('title', within(avoid));
    // 'Nadie tiene alergias' marks nothing.
    const nobodysTable = (await dayOf(request, adminToken, WEDNESDAY)).find((booking) => booking.id === nobody.id)?.tableName ?? '';
    await expect(plan.table(nobodysTable)).not.toHaveAccessibleName(/alergias/);

    // The cheesecake made without milk: the open dashboard reads the day again.
    expect((await request.put(`/api/admin/menu/products/${menu.cheesecake.id}`, { data: { allergens: ['Huevos'] }, headers: staff(adminToken) })).status()).toBe(200);
    const dashboard = new Dashboard(page);
    await expect(dashboard.row(dashboard.list('Pendientes de llegar'), 'Rosa Celíaca').locator('summary')).toHaveText('Evitar: Croquetas de jamón (gluten, lácteos)');
    expect((await request.put(`/api/admin/menu/products/${menu.salad.id}`, { data: { allergens: ['trigo'] }, headers: staff(adminToken) })).status()).toBe(200);
    const now = 'Evitar: Croquetas de jamón (gluten, lácteos) · Ensalada de la huerta (gluten)';
    await expect(dashboard.row(dashboard.list('Pendientes de llegar'), 'Rosa Celíaca').locator('summary')).toHaveText(now);

    const timeline = new TimelinePage(page);
    await timeline.open(WEDNESDAY, 'Salón');
    await expect(timeline.bar('Rosa Celíaca')).toHaveAccessibleName(within(now));
    await expect(timeline.bar('Rosa Celíaca')).toHaveAttribute('title', within(now));
    await expect(timeline.bar('Pablo Nadie')).not.toHaveAccessibleName(/alergias/);
    await shot(page, 'timeline-1280');

    const sheets = new DaySheetPage(page);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/dashboard/hoja/${WEDNESDAY}`);
      // The whole line, so a dish too many (the hidden 'Pan de la casa') would show.
      await expect(sheets.row(sheets.service(/· Cena$/), 'Rosa Celíaca').getByText(/^Evitar:/)).toHaveText(now);
      expect(await severeViolations(wholePage(page))).toEqual([]);
      await shot(page, `day-sheet-${width}`);

      await page.goto('/dashboard');
      await dashboard.dateField.fill(WEDNESDAY);
      await page.getByRole('link', { name: 'Imprimir hoja de cocina' }).click();
      await expect(page).toHaveURL(`/dashboard/cocina/${WEDNESDAY}`);
      const dinner = sheets.service(/· Cena · Cocina$/);
      await expect(dinner.getByRole('rowheader')).toHaveText(['Marta Kiwi', 'Rosa Celíaca']);
      await expect(sheets.row(dinner, 'Marta Kiwi')).toContainText('kiwi');
      const rosa = sheets.row(dinner, 'Rosa Celíaca');
      for (const text of ['21:00', tableName, '4', 'gluten, lácteos']) await expect(rosa).toContainText(text);
      await expect(rosa.locator('span', { hasText: /^Entrantes:/ })).toHaveText(['Entrantes: Croquetas de jamón (gluten, lácteos) · Ensalada de la huerta (gluten)']);
      await expect(dinner).toContainText('2 mesas con alergias · 6 personas');
      expect(await severeViolations(wholePage(page))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await shot(page, `kitchen-sheet-${width}`);
    }

    const pages = await pdfPages(await page.pdf({ format: 'A4', printBackground: true }));
    expect(pages).toHaveLength(1);
    expect({ width: pages[0]?.width, height: pages[0]?.height }).toEqual({ width: 210, height: 297 });
    const printed = pages[0]?.text.replace(/\s+/g, ' ') ?? '';
    for (const text of ['Cocina', 'Cena', 'Rosa Celíaca', 'gluten, lácteos', 'Croquetas de jamón (gluten, lácteos)', 'Ensalada de la huerta (gluten)', 'Marta Kiwi', 'kiwi'])
      expect(printed).toContain(text);
    expect(printed).not.toContain('Luis Sin Alergias');
    expect(printed).not.toContain('Pablo Nadie');
    expect(printed).not.toContain('Tarta de queso');
    expect(printed).not.toContain('Pan de la casa');
    expect(printed).not.toContain('Imprimir');
  });
});
