/**
 * `npm run bench:dashboard`: the staff dashboard on a busy evening (40 tables, 150 bookings), in
 * Debian's Chromium at the front desk's 1280×800, against the real server. Measures, as the median
 * of several runs: from the 'Acceder' click to the day's lists on screen; from a 'Llegó' click to
 * the row standing in 'Han llegado'; from a diner's booking leaving the diner to its row on an
 * open dashboard (live updates). Times are taken inside the page, to the end of the frame that
 * paints what was awaited (the task after the frame's rendering, not its requestAnimationFrame
 * callback, which runs before the style, layout and paint). For the last two it also counts the
 * requests the page sends, from the action until the network has been quiet for a second and a
 * half (the live stream itself not counted). Then, on one open dashboard: each keystroke of a search
 * on 'Reservas' (typing a name, then emptying the box) until the rows shown are those the search
 * finds and that frame is painted; from a click on 'Línea de tiempo' to its bars on screen; and from
 * the Enter that drops a bar moved by keyboard to the bar drawn at its new place (the server answers
 * after; the redraw does not wait for it). The aims (sign-in, keystrokes) missed: exit code 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { SECTIONS } from '../shared/sections';
import type { DayReservation } from '../shared/types';
import { matchesSearch } from '../renderer/src/features/staff/kit/day-lists';
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
/** Sign-in (median) and keystroke (95th percentile) are issue 40's aims; a miss fails the run. */
const AIMS = { signIn: 600, arrival: 100, live: 1000, keystroke: 100, timelineOpen: 300, move: 100 };
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
 * Page code, run inside a requestAnimationFrame callback: resolves once that frame is painted. The
 * callback runs before the frame's style, layout and paint; a message posted from it arrives after.
 */
const PAINTED = `new Promise((painted) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => painted();
  channel.port2.postMessage(null);
})`;

/**
 * Resolves with the page's clock (as an epoch) once a row named `name` is in the list titled
 * `list` and painted. The probe is plain text: tsx would wrap a function's inner helpers in a `__name` call
 * that does not exist in the page.
 */
function rowShown(page: Page, list: string, name: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const tick = () => {
      const section = [...document.querySelectorAll('section')].find((element) => element.querySelector('h3')?.textContent?.startsWith(${JSON.stringify(list)}));
      const found = [...(section?.querySelectorAll('tr[aria-label]') ?? [])].some((row) => row.getAttribute('aria-label') === ${JSON.stringify(name)});
      if (found) ${PAINTED}.then(() => resolve(performance.timeOrigin + performance.now()));
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
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

/**
 * Types `text` into the search box one key at a time, then empties it (select all, Delete); each
 * keystroke's time until the rows shown are as many as the day's bookings it finds (`expected`,
 * in order) and that frame is painted. A row is shown unless it or a list around it is `hidden`.
 */
function searchKeystrokes(page: Page, text: string, expected: number[]): Promise<number[]> {
  return page.evaluate(`(async () => {
    const box = document.querySelector('input[type="search"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const values = [...Array(${text.length}).keys()].map((index) => ${JSON.stringify(text)}.slice(0, index + 1)).concat('');
    const expected = ${JSON.stringify(expected)};
    const shown = () => [...document.querySelectorAll('tr[aria-label]')].filter((row) => !row.closest('[hidden]')).length;
    const times = [];
    for (const [index, value] of values.entries()) {
      const start = performance.now();
      setValue.call(box, value);
      box.dispatchEvent(new Event('input', { bubbles: true }));
      // Past two seconds the lists never showed what the search finds: the run fails, not hangs.
      do {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (performance.now() - start > 2000) throw new Error('La búsqueda «' + value + '» mostró ' + shown() + ' filas, no ' + expected[index]);
      } while (shown() !== expected[index]);
      await ${PAINTED};
      times.push(performance.now() - start);
    }
    return times;
  })()`);
}

/** How many of the day's bookings each prefix of `text` finds, then the empty box: what the lists must show. */
async function expectedMatches(url: string, token: string, date: string, text: string): Promise<number[]> {
  const response = await fetch(`${url}/api/reservations/date/${date}`, { headers: { authorization: `Bearer ${token}` } });
  const day = (await response.json()) as DayReservation[];
  return [...[...text].map((_, index) => text.slice(0, index + 1)), ''].map((query) => day.filter((booking) => matchesSearch(booking, query)).length);
}

/** Resolves with the page's clock once a timeline bar whose name starts with `name` is on screen. */
function barShown(page: Page, name: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const tick = () => {
      const found = [...document.querySelectorAll('[data-timeline-row] button[aria-label]')].some((bar) => bar.getAttribute('aria-label').startsWith(${JSON.stringify(name)}));
      if (found) ${PAINTED}.then(() => resolve(performance.timeOrigin + performance.now()));
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
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
/** The 95th percentile, nearest rank: no more than 5 % of the values are above it. */
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] as number;
const SEARCHED = 'Cliente 14';

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
  const expected = await expectedMatches(server.url, sessionToken, date, SEARCHED);
  for (let run = 0; run < RUNS; run++) keystrokes.push(...(await searchKeystrokes(page, SEARCHED, expected)));
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

  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  const verdict = (value: number, aim: number) => `objetivo < ${aim} ms ${value < aim ? 'cumplido' : 'NO cumplido'}`;
  const line = (label: string, values: number[], aim: number) => console.log(`${label}: mediana ${median(values).toFixed(0)} ms (${list(values)}); ${verdict(median(values), aim)}`);
  console.log(`\nPanel, ${RUNS} pasadas a 1280×800 en Chromium:`);
  line('Acceder → listas del día en pantalla', signIn, AIMS.signIn);
  line("'Llegó' → fila en 'Han llegado'", arrival, AIMS.arrival);
  line('Reserva de un comensal → fila en el panel abierto', live, AIMS.live);
  console.log(
    `Buscar: cada tecla → listas filtradas pintadas (${keystrokes.length} teclas): mediana ${median(keystrokes).toFixed(0)} ms, p95 ${p95(keystrokes).toFixed(0)} ms (${list(keystrokes)}); ${verdict(p95(keystrokes), AIMS.keystroke).replace('objetivo', 'objetivo p95')}`,
  );
  line("Clic en 'Línea de tiempo' → barras en pantalla", timelineOpen, AIMS.timelineOpen);
  line('Mover una barra (Intro) → barra dibujada en su sitio nuevo', moves, AIMS.move);
  const requests = (label: string, runs: string[][]) => console.log(`${label}: mediana ${median(runs.map((run) => run.length))} peticiones (primera pasada: ${runs[0]?.join(', ') || 'ninguna'})`);
  requests("Peticiones de un 'Llegó'", arrivalRequests);
  requests('Peticiones del panel por la reserva de un comensal', liveRequests);
  if (median(signIn) >= AIMS.signIn || p95(keystrokes) >= AIMS.keystroke) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
