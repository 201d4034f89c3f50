/**
 * `npm run bench:dashboard`: the staff dashboard on a busy evening (40 tables, 150 bookings), in
 * Debian's Chromium at the front desk's 1280×800, against the real server. Measures, as the median
 * of several runs: from the 'Acceder' click to the day's lists on screen; from a 'Llegó' click to
 * the row standing in 'Han llegado'; from a diner's booking leaving the diner to its row on an
 * open dashboard (live updates). Times are taken inside the page, frame by frame. For the last two
 * it also counts the requests the page sends, from the action until the network has been quiet
 * for a second and a half (the live stream itself not counted). Then, on one open dashboard: each
 * keystroke of a search on 'Reservas' until the filtered lists are painted; from a click on 'Línea
 * de tiempo' to its bars on screen; and from the Enter that drops a bar moved by keyboard to the bar
 * drawn at its new place (the server answers after; the redraw does not wait for it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { SECTIONS } from '../shared/sections';
import { serviceDate } from '../shared/schedule';
import { startBenchServer } from './lib/bench-server';
import { dinerBooking } from '../tests/helpers/booking';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { ensureBuilt, staticDir } from './lib/built-app';

const PASSWORD = 'bench-dashboard';
const RUNS = 7;
const TABLES_PER_SECTION = 10;
const SLOTS = [
  ['18:00', '20:00'],
  ['20:00', '22:00'],
  ['22:00', '00:00'],
  ['00:00', '02:00'],
] as const;
/** The diner's slot: left free on the Salón tables so the diner's bookings find one. */
const DINER_SLOT = 1;
const AIMS = { signIn: 1000, arrival: 100, live: 1000, keystroke: 50, timelineOpen: 300, move: 100 };
/** The booking moved on the timeline: Salón's last table, whose 20:00 is left to diners who rarely reach it. */
const MOVED = 'Cliente 10';

async function call<T>(url: string, method: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** 40 tables, 10 a zone, and 150 bookings on them for the evening measured. */
async function fillEvening(url: string, token: string, date: string): Promise<void> {
  const tables: { id: number; section: string }[] = [];
  for (const section of SECTIONS) {
    for (let n = 1; n <= TABLES_PER_SECTION; n++) {
      tables.push(await call(`${url}/api/admin/tables`, 'POST', { name: `${section.split(' ')[0]} ${n}`, tableNumber: n, section, minCapacity: 1, maxCapacity: 6 }, token));
    }
  }
  let booked = 0;
  for (const [slot, [startTime, endTime]] of SLOTS.entries()) {
    for (const table of tables) {
      if (slot === DINER_SLOT && table.section === 'Salón') continue;
      booked++;
      await call(
        `${url}/api/reservations`,
        'POST',
        {
          // A phone of each guest's own: one phone twice in an evening would ask staff first.
          ...dinerBooking({
            customerName: `Cliente ${booked}`,
            customerEmail: `cliente${booked}@example.com`,
            customerPhone: `6${String(booked).padStart(8, '0')}`,
            date,
            startTime,
            time: startTime,
            endTime,
            partySize: 2,
          }),
          preferredSection: table.section,
          tableId: table.id,
          isAdminAction: true,
        },
        token,
      );
    }
  }
  console.log(`${tables.length} mesas y ${booked} reservas el ${date}.`);
}

/**
 * Resolves with the page's clock (as an epoch) once a row named `name` is in the list titled
 * `list`. The probe is plain text: tsx would wrap a function's inner helpers in a `__name` call
 * that does not exist in the page.
 */
function rowShown(page: Page, list: string, name: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const tick = () => {
      const section = [...document.querySelectorAll('section')].find((element) => element.querySelector('h3')?.textContent?.startsWith(${JSON.stringify(list)}));
      const found = [...(section?.querySelectorAll('tr[aria-label]') ?? [])].some((row) => row.getAttribute('aria-label') === ${JSON.stringify(name)});
      if (found) resolve(performance.timeOrigin + performance.now());
      else requestAnimationFrame(tick);
    };
    tick();
  })`);
}

/** Clicks a row's 'Llegó' inside the page and answers when, by the page's clock. */
function tapArrival(page: Page, name: string): Promise<number> {
  return page.evaluate(`(() => {
    const row = [...document.querySelectorAll('tr[aria-label]')].find((element) => element.getAttribute('aria-label') === ${JSON.stringify(name)});
    const button = [...(row?.querySelectorAll('button') ?? [])].find((element) => element.textContent?.includes('Llegó'));
    const at = performance.timeOrigin + performance.now();
    button?.click();
    return at;
  })()`);
}

/** The page's /api requests, as 'METHOD /path', from the moment `start` is called. */
function requestLog(page: Page): { start(): void; settled(): Promise<string[]> } {
  let seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/admin/events') seen.push(`${request.method()} ${pathname}`);
  });
  return {
    start: () => {
      seen = [];
    },
    settled: async () => {
      let count = -1;
      while (count !== seen.length) {
        count = seen.length;
        await page.waitForTimeout(QUIET_MS);
      }
      return seen;
    },
  };
}

const QUIET_MS = 1500;

/** Types `text` into the search box one key at a time; each keystroke's time to the next painted frame. */
function searchKeystrokes(page: Page, text: string): Promise<number[]> {
  return page.evaluate(`(async () => {
    const box = document.querySelector('input[type="search"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const times = [];
    for (let length = 1; length <= ${JSON.stringify(text)}.length; length++) {
      const start = performance.now();
      setValue.call(box, ${JSON.stringify(text)}.slice(0, length));
      box.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      times.push(performance.now() - start);
    }
    return times;
  })()`);
}

/** Resolves with the page's clock once a timeline bar whose name starts with `name` is on screen. */
function barShown(page: Page, name: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const tick = () => {
      const found = [...document.querySelectorAll('[data-timeline-row] button[aria-label]')].some((bar) => bar.getAttribute('aria-label').startsWith(${JSON.stringify(name)}));
      if (found) resolve(performance.timeOrigin + performance.now());
      else requestAnimationFrame(tick);
    };
    tick();
  })`);
}

/**
 * Presses keys on a bar inside the page, a frame apart as a hand would, and answers when the last
 * was pressed.
 */
function pressOnBar(page: Page, name: string, keys: string[]): Promise<number> {
  return page.evaluate(`(async () => {
    const bar = [...document.querySelectorAll('[data-timeline-row] button[aria-label]')].find((element) => element.getAttribute('aria-label').startsWith(${JSON.stringify(name)}));
    bar.focus();
    let at = 0;
    for (const key of ${JSON.stringify(keys)}) {
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      at = performance.timeOrigin + performance.now();
      document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
    return at;
  })()`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

await ensureBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-bench-dashboard-'));
// The evening measured is the one the dashboard opens on; the server lives that day's late morning,
// so every slot is still ahead for the diner whatever the hour the bench runs.
const date = serviceDate(new Date());
const offset = Date.parse(`${date}T10:30:00Z`) - Date.now();
const server = await startBenchServer({
  dataDir,
  adminPassword: PASSWORD,
  staticDir,
  clock: () => new Date(Date.now() + offset),
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const { sessionToken } = await call<{ sessionToken: string }>(`${server.url}/api/auth/login`, 'POST', { password: PASSWORD });
  await fillEvening(server.url, sessionToken, date);

  const signIn: number[] = [];
  const arrival: number[] = [];
  const live: number[] = [];
  const arrivalRequests: string[][] = [];
  const liveRequests: string[][] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: server.url, locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const log = requestLog(page);
    await page.goto(`/dashboard`);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    const shown = rowShown(page, 'Pendientes de llegar', 'Cliente 1').catch(() => Number.NaN);
    const clicked = (await page.evaluate('performance.timeOrigin + performance.now()')) as number;
    await page.getByRole('button', { name: 'Acceder' }).click();
    signIn.push((await shown) - clicked);

    const name = `Cliente ${run + 2}`;
    await page.getByRole('status').filter({ hasText: 'En directo' }).waitFor();
    await log.settled();
    const moved = rowShown(page, 'Han llegado', name);
    log.start();
    const tapped = await tapArrival(page, name);
    arrival.push((await moved) - tapped);
    arrivalRequests.push(await log.settled());

    await page.getByRole('status').filter({ hasText: 'En directo' }).waitFor();
    const guest = `Comensal ${run + 1}`;
    const appeared = rowShown(page, 'Pendientes de llegar', guest);
    const sent = Date.now();
    log.start();
    await call(
      `${server.url}/api/reservations`,
      'POST',
      dinerBooking({ customerName: guest, customerEmail: `comensal${run}@example.com`, date, startTime: '20:00', time: '20:00', endTime: '22:00', partySize: 2 }),
    );
    live.push((await appeared) - sent);
    liveRequests.push(await log.settled());
    await context.close();
  }

  // One dashboard left open: the search, then the timeline opened and a bar moved, several times.
  const keystrokes: number[] = [];
  const timelineOpen: number[] = [];
  const moves: number[] = [];
  const context = await browser.newContext({ baseURL: server.url, locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width: 1280, height: 800 } });
  await context.addInitScript((token) => localStorage.setItem('admin-session-token', token), sessionToken);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('status').filter({ hasText: 'En directo' }).waitFor();
  for (let run = 0; run < RUNS; run++) {
    keystrokes.push(...(await searchKeystrokes(page, 'Cliente 14')));
    await searchKeystrokes(page, '');
  }
  for (let run = 0; run < RUNS; run++) {
    const opened = barShown(page, 'Cliente 1,');
    const clicked = (await page.evaluate('performance.timeOrigin + performance.now()')) as number;
    await page.getByRole('tab', { name: 'Línea de tiempo' }).click();
    timelineOpen.push((await opened) - clicked);
    // To 20:00 and back, a run each way.
    const [from, to, key] = run % 2 === 0 ? ['18:00–20:00', '20:00–22:00', 'ArrowRight'] : ['20:00–22:00', '18:00–20:00', 'ArrowLeft'];
    await barShown(page, `${MOVED}, 2 personas, ${from}`);
    const drawn = barShown(page, `${MOVED}, 2 personas, ${to}`);
    const pressed = await pressOnBar(page, `${MOVED},`, [key, key, key, key, 'Enter']);
    moves.push((await drawn) - pressed);
    await page.getByRole('status').filter({ hasText: 'Reserva movida' }).first().waitFor();
    await page.getByRole('tab', { name: 'Reservas' }).click();
  }
  await context.close();

  const line = (label: string, values: number[], aim: number) => {
    const value = median(values);
    console.log(`${label}: mediana ${value.toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')}); objetivo < ${aim} ms ${value < aim ? 'cumplido' : 'NO cumplido'}`);
  };
  console.log(`\nPanel, ${RUNS} pasadas a 1280×800 en Chromium:`);
  line('Acceder → listas del día en pantalla', signIn, AIMS.signIn);
  line("'Llegó' → fila en 'Han llegado'", arrival, AIMS.arrival);
  line('Reserva de un comensal → fila en el panel abierto', live, AIMS.live);
  line(`Buscar: cada tecla → listas filtradas pintadas (${keystrokes.length} teclas)`, keystrokes, AIMS.keystroke);
  line("Clic en 'Línea de tiempo' → barras en pantalla", timelineOpen, AIMS.timelineOpen);
  line('Mover una barra (Intro) → barra dibujada en su sitio nuevo', moves, AIMS.move);
  const requests = (label: string, runs: string[][]) => console.log(`${label}: mediana ${median(runs.map((run) => run.length))} peticiones (primera pasada: ${runs[0]?.join(', ') || 'ninguna'})`);
  requests("Peticiones de un 'Llegó'", arrivalRequests);
  requests('Peticiones del panel por la reserva de un comensal', liveRequests);
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
