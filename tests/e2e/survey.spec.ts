/**
 * The morning-after survey in Chromium, with the mail read from a real SMTP server on 127.0.0.1: the
 * parties of the evening before that came get its e-mail; on a phone (390 px) its page stores nothing
 * until 'Enviar opinión', is answered by taps and the keyboard, then shows the reviews link, and says
 * so when opened again; at the front desk (1280 px) 'Opiniones' counts the unread live and 'Informes'
 * shows the average; the guest's card shows what they said. Its own server: it sets a mail server.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_VENUE } from '../../shared/venue';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { staffBook } from './fixtures';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { GuestProfile, GuestsScreen } from './pages/guests';
import { guestOpinions, OpinionsTab } from './pages/opinions';
import { ReportsScreen } from './pages/reports';
import { SurveyPage } from './pages/survey-page';
import { SurveySettings } from './pages/survey-settings';
import { severeViolations, wholePage } from './support';

// The shared clock stands on Monday 23 November at 12:00: Sunday evening's parties are surveyed.
const SUNDAY = '2026-11-22';
const PUBLIC_URL = 'https://reservas.valhalla-alpedrete.es';
const SHOTS = process.env.SHOTS_DIR;
// Surveys looked for each second rather than each minute: the spec waits for them.
test.use({ isolatedFor: 'survey', publicUrl: PUBLIC_URL, reminderPollMs: 1000 });

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startTestSmtp();
});
test.afterAll(async () => {
  await smtp.close();
});

const staff = (token: string) => ({ authorization: `Bearer ${token}` });

/** A party of Sunday evening, booked at the desk with the diner's e-mail and marked 'Llegó'. */
async function cameOnSunday(request: APIRequestContext, token: string, { customerName, customerEmail, customerPhone, startTime }: Record<string, string>) {
  const { id } = await staffBook(request, token, {
    customerName,
    customerEmail,
    customerPhone,
    date: SUNDAY,
    startTime,
    endTime: '23:00',
    time: startTime,
    partySize: 2,
    preferredSection: 'Salón',
    specialRequests: null,
    confirmed: true,
  });
  expect((await request.patch(`/api/reservations/${id}/checkin`, { data: { hasArrived: true }, headers: staff(token) })).status()).toBe(200);
}

/** The path of the survey that reached `email`, once it has (the server looks each second here). */
async function surveyLink(email: string): Promise<string> {
  const mailTo = () => smtp.received.find((mail) => mail.subject === '¿Qué tal tu visita a Valhalla?' && mail.to && 'text' in mail.to && mail.to.text === email);
  await expect.poll(() => mailTo(), { timeout: 150_000 }).toBeTruthy();
  const link = /Dar mi opinión: (\S+)/.exec(mailTo()?.text ?? '')?.[1] ?? '';
  expect(link.startsWith(`${PUBLIC_URL}/opinion/`), link).toBe(true);
  return link.slice(PUBLIC_URL.length);
}

/** The page scrolls down, never sideways. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test("the guests who came answer on their phone, by taps and keys, and see the reviews link; 'Opiniones' counts the unread live and 'Informes' shows the average", async ({
  page,
  browser,
  baseURL,
  request,
  adminToken,
}) => {
  test.setTimeout(240_000);
  const saved = await request.put('/api/admin/settings/smtp', {
    data: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' },
    headers: staff(adminToken),
  });
  expect(saved.status()).toBe(200);
  await cameOnSunday(request, adminToken, { customerName: 'Lucía Encuesta', customerEmail: 'lucia.encuesta@example.com', customerPhone: '611222333', startTime: '20:00' });
  await cameOnSunday(request, adminToken, { customerName: 'Sofía Encuesta', customerEmail: 'sofia.encuesta@example.com', customerPhone: '622333444', startTime: '21:00' });
  const luciaLink = await surveyLink('lucia.encuesta@example.com');
  const sofiaLink = await surveyLink('sofia.encuesta@example.com');
  const opinions = async () => ((await (await request.get(`/api/admin/feedback?from=${SUNDAY}&to=${SUNDAY}`, { headers: staff(adminToken) })).json()) as { opinions: unknown[] }).opinions;

  // The front desk, open on 'Opiniones' before any answer.
  const deskContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const desk = await deskContext.newPage();
  await desk.clock.setFixedTime(new Date('2026-11-23T12:00:00+01:00'));
  await desk.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  // Tonight's party whose guest asked for no e-mail: staff untick 'Encuesta' as they edit the booking.
  const tonight = await staffBook(request, adminToken, {
    customerName: 'Pablo Sin Encuesta',
    customerEmail: 'pablo.encuesta@example.com',
    customerPhone: '633444555',
    date: '2026-11-23',
    startTime: '21:00',
    endTime: '23:00',
    time: '21:00',
    partySize: 2,
    preferredSection: 'Salón',
    specialRequests: null,
  });
  const dashboard = new Dashboard(desk);
  await dashboard.goto();
  await dashboard.row(dashboard.list('Pendientes de llegar'), 'Pablo Sin Encuesta').getByRole('button', { name: 'Editar' }).click();
  const editing = desk.getByRole('dialog', { name: 'Editar la reserva de Pablo Sin Encuesta' });
  const surveyBox = editing.getByRole('checkbox', { name: /^Encuesta/ });
  await expect(surveyBox).toBeChecked();
  await surveyBox.uncheck();
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/reservations/date/2026-11-23', { headers: staff(adminToken) })).json()) as { id: string; surveyOptOut: boolean }[]).find(
          (booking) => booking.id === tonight.id,
        )?.surveyOptOut,
    )
    .toBe(true);
  await expect(surveyBox).not.toBeChecked();
  await shot(desk, 'edit-survey-1280');
  await desk.keyboard.press('Escape');

  // On by default, at 11:00, on 'Recordatorios'.
  const settings = new SurveySettings(desk);
  await settings.goto();
  await expect(settings.enabled).toBeChecked();
  await expect(settings.time).toHaveValue('11:00');
  expect(await severeViolations(wholePage(desk).include('form'))).toEqual([]);
  await shot(desk, 'settings-survey-1280');
  await desk.goto('/dashboard?tab=opiniones');
  const tab = new OpinionsTab(desk);
  await expect(tab.tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab.tab).toHaveAccessibleName('Opiniones');

  // On the phone: the visit, four scores, nothing stored until sent.
  await page.setViewportSize({ width: 390, height: 844 });
  const survey = new SurveyPage(page);
  await page.goto(luciaLink);
  await expect(survey.heading).toHaveText('¿Qué tal en Valhalla?');
  await expect(survey.detail('Fecha')).toHaveText('domingo, 22 de noviembre de 2026');
  await expect(survey.detail('Personas')).toHaveText('2');
  expect(await opinions()).toEqual([]);
  expect(await severeViolations(wholePage(page))).toEqual([]);
  expect(await sideways(page)).toBe(0);
  await shot(page, 'survey-390-empty');

  // Sent without every score: it says which is missing, and still nothing is stored.
  await survey.send.click();
  await expect(survey.problem).toHaveText('Puntúa la velada del 1 al 5');
  expect(await opinions()).toEqual([]);

  // The evening by keyboard: into the group, then the arrow keys; the rest by taps.
  await survey.score('La velada en general', 1).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(survey.score('La velada en general', 2)).toBeChecked();
  await survey.button('La comida', 3).click();
  await survey.button('El servicio', 2).click();
  await survey.button('El ambiente', 4).click();
  await expect(survey.score('El ambiente', 4)).toBeChecked();
  await survey.comment.focus();
  await page.keyboard.type('La carne llegó fría.');
  await page.keyboard.press('Tab');
  await expect(survey.send).toBeFocused();
  await shot(page, 'survey-390-filled');
  await page.keyboard.press('Enter');
  await expect(survey.outcome).toHaveText('¡Gracias por tu opinión! La leemos con atención.');
  await expect(survey.reviews).toHaveAttribute('href', DEMO_VENUE.links.reviews);
  expect(await severeViolations(wholePage(page))).toEqual([]);
  expect(await sideways(page)).toBe(0);
  await shot(page, 'survey-390-sent');

  // The desk heard it at once; the low score also reached the venue's inbox.
  await expect(tab.tab).toHaveAccessibleName('Opiniones (1 sin leer)');
  await expect(tab.opinion('Lucía Encuesta')).toContainText('Nota baja');
  await expect.poll(() => smtp.received.find((mail) => mail.subject?.startsWith('Opinión con nota baja: Lucía Encuesta'))?.text).toContain('Comentario: La carne llegó fría.');

  // Opened again: already answered, and the reviews link is still there.
  await page.reload();
  await expect(survey.outcome).toHaveText('Ya nos diste tu opinión sobre esta visita. ¡Gracias!');
  await expect(survey.reviews).toBeVisible();
  await expect(survey.send).toHaveCount(0);

  // A happy guest sees the very same link.
  await page.goto(sofiaLink);
  for (const legend of ['La velada en general', 'La comida', 'El servicio', 'El ambiente']) await survey.button(legend, 5).click();
  await survey.send.click();
  await expect(survey.reviews).toHaveAttribute('href', DEMO_VENUE.links.reviews);

  await expect(tab.tab).toHaveAccessibleName('Opiniones (2 sin leer)');
  await tab.open('Lucía Encuesta');
  await expect(tab.opinion('Lucía Encuesta')).toContainText('«La carne llegó fría.»');
  await expect(tab.tab).toHaveAccessibleName('Opiniones (1 sin leer)');
  expect(await severeViolations(wholePage(desk))).toEqual([]);
  await shot(desk, 'opinions-1280');

  // 'Informes', last week (16–22 November): the average of 2 and 5.
  await desk.goto('/dashboard/informes');
  const reports = new ReportsScreen(desk);
  await reports.preset('Semana pasada').click();
  await expect(reports.figure('Media general')).toHaveText('3,5');
  await expect(reports.section('Opiniones')).toContainText('«La carne llegó fría.»');
  expect(await severeViolations(wholePage(desk))).toEqual([]);
  await shot(desk, 'reports-1280');

  // Lucía's card shows what she said.
  const guests = new GuestsScreen(desk);
  await guests.goto();
  await guests.search.fill('Lucía Encuesta');
  await guests.card('Lucía Encuesta').click();
  const card = guestOpinions(new GuestProfile(desk, 'Lucía Encuesta').dialog);
  await expect(card).toContainText('2 / 5 · Nota baja');
  await expect(card).toContainText('«La carne llegó fría.»');
  expect(await severeViolations(wholePage(desk).include('[role="dialog"]'))).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await shot(desk, 'guest-card-1280');
  await deskContext.close();
});
