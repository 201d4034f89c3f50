/**
 * `npm run screenshots`: every screen as a person sees it, on a phone (390 px), a tablet (1024 px)
 * and the front-desk PC (1280 px), written as PNG files into screenshots/ to look at. Nothing is
 * compared: the tests assert behaviour; these pictures are for human eyes. The real server serves
 * the built app with the demo data, living on the same Monday noon as the browser tests.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { dinerBooking } from '../tests/helpers/booking';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { startDemoServer } from '../tests/e2e/demo-server';
import { BookingForm } from '../tests/e2e/pages/booking-form';
import { CookieBanner } from '../tests/e2e/pages/cookie-banner';
import { MyBookingsSection } from '../tests/e2e/pages/my-bookings';
import { E2E_NOW } from '../tests/e2e/serve-config';
import { ensureBuilt, staticDir } from './lib/built-app';

const OUT_DIR = fileURLToPath(new URL('../screenshots', import.meta.url));
const VIEWPORTS = [
  { name: 'movil', width: 390, height: 844 },
  { name: 'tableta', width: 1024, height: 768 },
  { name: 'recepcion', width: 1280, height: 800 },
];
const TUESDAY = '2026-11-24';
const ADMIN_PASSWORD = 'capturas';
const contact = { name: 'Lucía Martín', phone: '612345678', email: 'capturas@example.com' };

interface Scene {
  name: string;
  /** Leaves the page showing what the picture is of; `full` pictures the whole page, not the window. */
  show(page: Page, baseUrl: string): Promise<{ full?: boolean } | void>;
}

const acceptCookies = (page: Page) =>
  page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'accepted');
    localStorage.setItem('cookie-technical', 'true');
    localStorage.setItem('cookie-personalization', 'true');
  });

/** The demo menu's first section or category as a diner opens it, once its first card is drawn. */
async function openFirst(page: Page, baseUrl: string, list: 'sections' | 'categories', query = ''): Promise<void> {
  const [first] = (await (await fetch(`${baseUrl}/api/menu/${list}`)).json()) as { id: number }[];
  await acceptCookies(page);
  await page.goto(`/menu/${list === 'sections' ? 'seccion' : 'categoria'}/${first?.id}${query}`);
  await (list === 'sections' ? page.locator('img') : page.getByRole('article')).first().waitFor();
}

/** Signs the page's browser in as staff and answers the session token for API calls. */
async function signInStaff(page: Page, baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  const { sessionToken } = (await answer.json()) as { sessionToken: string };
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), sessionToken);
  return sessionToken;
}

const SCENES: Scene[] = [
  {
    name: 'inicio',
    async show(page) {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      return { full: true };
    },
  },
  {
    name: 'cookies-configurar',
    async show(page) {
      await page.goto('/');
      const banner = new CookieBanner(page);
      await banner.configure.click();
      await banner.settings.waitFor();
    },
  },
  {
    name: 'reserva-errores',
    async show(page) {
      const form = new BookingForm(page);
      await form.goto();
      await form.submit();
      await form.dateButton.focus();
    },
  },
  {
    name: 'reserva-calendario',
    async show(page) {
      const form = new BookingForm(page);
      await form.goto();
      await form.openCalendar();
    },
  },
  {
    name: 'reserva-disponible',
    async show(page) {
      const form = new BookingForm(page);
      await form.goto();
      await form.fillBooking(TUESDAY, '21:00', '23:00', { ...contact, requests: 'Celebramos un cumpleaños' });
      await form.banner.getByText('¡Disponible!').waitFor();
      await form.submitButton.scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'reserva-confirmada',
    async show(page) {
      const form = new BookingForm(page);
      await form.goto();
      await form.fillBooking(TUESDAY, '20:00', '22:00', { ...contact, email: `confirmada-${page.viewportSize()?.width}@example.com` });
      await form.submit();
      await form.confirmation.waitFor();
    },
  },
  {
    name: 'reserva-contacto-vip',
    async show(page) {
      const form = new BookingForm(page);
      await form.goto();
      await form.sectionSelect.selectOption('VIP');
      await form.partySelect.selectOption('10');
      await form.fillBooking(TUESDAY, '21:00', '23:00', contact);
      await form.submit();
      await form.contactDialog('ZONA VIP').waitFor();
    },
  },
  {
    name: 'mis-reservas',
    async show(page, baseUrl) {
      const email = `mis-reservas-${page.viewportSize()?.width}@example.com`;
      const answer = await fetch(`${baseUrl}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(dinerBooking({ customerEmail: email, date: TUESDAY, startTime: '21:30', time: '21:30', endTime: '23:00', partySize: 4 })),
      });
      const { confirmationNumber } = (await answer.json()) as { confirmationNumber: string };
      await acceptCookies(page);
      const myBookings = new MyBookingsSection(page);
      await myBookings.goto();
      await myBookings.search(email, confirmationNumber);
      await myBookings.card(confirmationNumber).waitFor();
      await myBookings.cancelButton(confirmationNumber).click();
      await myBookings.confirmDialog.waitFor();
    },
  },
  {
    name: 'panel',
    async show(page, baseUrl) {
      const sessionToken = await signInStaff(page, baseUrl);
      const staff = { 'content-type': 'application/json', authorization: `Bearer ${sessionToken}` };
      const width = page.viewportSize()?.width;
      for (const [index, [startTime, endTime, partySize]] of (
        [
          ['20:00', '22:00', 4],
          ['21:00', '23:00', 2],
          ['21:30', '23:30', 6],
        ] as const
      ).entries()) {
        const booked = await fetch(`${baseUrl}/api/reservations`, {
          method: 'POST',
          headers: staff,
          body: JSON.stringify({ ...dinerBooking({ customerName: `Cliente ${index + 1} (${width})`, startTime, time: startTime, endTime, partySize }), isAdminAction: true }),
        });
        const { id } = (await booked.json()) as { id: string };
        if (index === 0) await fetch(`${baseUrl}/api/reservations/${id}/checkin`, { method: 'PATCH', headers: staff, body: JSON.stringify({ hasArrived: true }) });
      }
      await page.goto('/dashboard');
      await page.getByRole('status').filter({ hasText: 'En directo' }).waitFor();
      await page.getByRole('group', { name: 'Plano de mesas · Salón' }).waitFor();
      return { full: true };
    },
  },
  {
    name: 'panel-menu',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto('/dashboard?tab=menu');
      await page.getByRole('region', { name: 'Productos' }).locator('summary').first().click();
      await page.getByRole('region', { name: 'Productos' }).getByRole('listitem').first().waitFor();
      return { full: true };
    },
  },
  {
    name: 'panel-menu-producto',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto('/dashboard?tab=menu');
      await page.getByRole('region', { name: 'Productos' }).locator('summary').first().click();
      await page
        .getByRole('button', { name: /^Editar / })
        .last()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'panel-subcategorias',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto('/admin/subcategorias');
      await page.getByRole('table').waitFor();
      return { full: true };
    },
  },
  {
    name: 'panel-ajustes',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto('/dashboard/ajustes');
      await page.getByRole('form', { name: 'Datos del local' }).waitFor();
      return { full: true };
    },
  },
  {
    name: 'panel-ajustes-calendario',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto('/dashboard/ajustes#calendario');
      await page.getByRole('form', { name: 'Horario de la semana' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Calendario' }).scrollIntoViewIfNeeded();
    },
  },
  {
    // The evening 'panel' booked, across the hours.
    name: 'panel-linea-de-tiempo',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto('/dashboard?tab=linea');
      await page.getByRole('group', { name: 'Línea de tiempo', exact: true }).getByRole('button').first().waitFor();
    },
  },
  {
    name: 'panel-hoja-del-dia',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto(`/dashboard/hoja/${E2E_NOW.slice(0, 10)}`);
      await page.getByRole('region').first().waitFor();
      return { full: true };
    },
  },
  {
    // The guest book, and the first guest's profile open over it.
    name: 'panel-clientes',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto('/dashboard/clientes');
      await page.getByRole('region', { name: 'Clientes' }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Guardar ficha' }).waitFor();
    },
  },
  {
    // 'Informes' for the demo's month: the figures, the day chart, the breakdowns and the heat map.
    name: 'panel-informes',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto('/dashboard/informes');
      await page.getByRole('group', { name: 'Fechas' }).getByRole('button', { name: 'Este mes' }).click();
      await page.getByRole('heading', { name: 'Informes' }).waitFor();
    },
  },
  {
    name: 'panel-codigos-qr',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto('/dashboard/ajustes/qr');
      await page.getByRole('article').last().getByRole('img').waitFor();
      return { full: true };
    },
  },
  {
    name: 'panel-reserva-rapida',
    async show(page, baseUrl) {
      await signInStaff(page, baseUrl);
      await page.goto('/dashboard?tab=mesas');
      await page.getByRole('button', { name: /^Reserva rápida en Mesa 6/ }).click();
      await page.getByRole('button', { name: 'Sin Reserva' }).click();
    },
  },
  {
    name: 'menu-categoria',
    async show(page, baseUrl) {
      await openFirst(page, baseUrl, 'categories');
      return { full: true };
    },
  },
  {
    name: 'menu-seccion',
    async show(page, baseUrl) {
      await openFirst(page, baseUrl, 'sections');
      return { full: true };
    },
  },
  {
    name: 'menu-filtro',
    async show(page, baseUrl) {
      await openFirst(page, baseUrl, 'categories', '?sin=Gluten');
      const toggle = page.getByRole('button', { name: 'Filtrar por alérgenos' });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page.getByRole('checkbox', { name: 'Lácteos' }).check();
    },
  },
  {
    name: 'menu-busqueda',
    async show(page) {
      await acceptCookies(page);
      await page.goto('/menu?q=queso');
      await page.getByRole('article').first().waitFor();
      return { full: true };
    },
  },
  ...['/aviso-legal', '/politica-privacidad', '/politica-cookies'].map((pathname) => ({
    name: pathname.slice(1),
    async show(page: Page) {
      await acceptCookies(page);
      await page.goto(pathname);
      await page.getByRole('heading', { level: 1 }).waitFor();
      return { full: true };
    },
  })),
  ...['/menu', '/dashboard', '/admin/subcategorias', '/no-existe'].map((pathname) => ({
    name: pathname.slice(1).replaceAll('/', '-'),
    async show(page: Page) {
      await acceptCookies(page);
      await page.goto(pathname);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  })),
];

await ensureBuilt();
rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
// A public address, so the QR codes' sheet has codes to picture.
const { server, stop } = await startDemoServer({ port: 0, staticDir, adminPassword: ADMIN_PASSWORD, publicUrl: 'https://mesa.valhalla-alpedrete.es' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
// `npm run screenshots -- panel` pictures only the scenes whose names start with the words given.
const wanted = process.argv.slice(2);
const scenes = SCENES.filter((scene) => wanted.length === 0 || wanted.some((word) => scene.name.startsWith(word)));
let written = 0;
try {
  for (const viewport of VIEWPORTS) {
    for (const scene of scenes) {
      const context = await browser.newContext({ baseURL: server.url, locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport });
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(E2E_NOW));
      const options = (await scene.show(page, server.url)) ?? {};
      await page.screenshot({ path: path.join(OUT_DIR, `${scene.name}-${viewport.width}.png`), fullPage: options.full ?? false });
      written++;
      await context.close();
    }
  }
  console.log(`${written} capturas en ${OUT_DIR}`);
} finally {
  await browser.close();
  await stop();
}
