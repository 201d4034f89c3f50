/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on the diner pages a phone
 * opens first (home, the menu, its first section and its largest category, with the demo photos),
 * served by the real server with the demo data, in Debian's Chromium, the median of several runs.
 * Prints the four category scores, the main timings, the longest task and the scripts that keep the
 * main thread busiest (where the time goes), the JavaScript bytes sent over the wire (compressed) on a
 * first load, and the smallest text on a 390 px phone screen, which the menu keeps at 16 px or more for
 * reading in sunlight. Then the budgets below a page misses, if any, and ends with status 1 if one does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { MenuCategory, CategoryComplete, MenuSection } from '../shared/menu-types';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import type { RunningServer } from '../server/start';
import { startBenchServer } from './lib/bench-server';
import { ensureBuilt, staticDir } from './lib/built-app';

/** The most JavaScript a first visit may download: the booking form on /, less on the menu's pages. */
const jsBudgetBytes = (pagePath: string) => (pagePath === '/' ? 100 : 90) * 1024;
/**
 * What a diner's phone must get on every page (issue 40): a performance score of 95 or more, the
 * main thread never blocked 200 ms in all (Total Blocking Time) and the largest paint within 1.8 s.
 */
const BUDGETS = { score: 95, tbtMs: 200, lcpMs: 1800 };
/**
 * Lighthouse's score moves by a few points between runs of the same page on this machine; as its
 * documentation advises, each page is measured several times and the median run is reported.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse on a throttled phone takes about half a minute a page; past this something hangs. */
const WATCHDOG_MS = RUNS * 5 * 60 * 1000;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageReport {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  /** Speed Index: how soon the screen looks finished. */
  siMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** The smallest font size of any visible text on a 390 px screen, in CSS pixels. */
  smallestTextPx: number;
  /** What the largest paint was, the element to make faster first. */
  lcpElement: string;
  /** Titles of the scored audits that did not pass, so a lost point says where it went. */
  failing: string[];
  /** The longest task on the main thread as the throttled phone would run it (0: none of 50 ms or more). */
  longestTaskMs: number;
  /** Every task of 50 ms or more, longest first: how long, and whose script it ran. */
  longTasks: string[];
  /** The scripts that kept the main thread busiest: where the time goes. */
  bootup: string[];
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

interface BootupItem {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}

interface LongTaskItem {
  url: string;
  duration: number;
}

/** The pages to measure: the fixed ones, then the demo's first section and its category with most dishes. */
async function pagesOf(baseUrl: string): Promise<string[]> {
  const read = async <T>(pathname: string) => (await (await fetch(`${baseUrl}${pathname}`)).json()) as T;
  const [firstSection] = await read<MenuSection[]>('/api/menu/sections');
  const categories = await read<MenuCategory[]>('/api/menu/categories');
  const sizes = await Promise.all(categories.map(async (category) => (await read<CategoryComplete>(`/api/menu/categories/${category.id}/complete`)).products.length));
  const largest = categories[sizes.indexOf(Math.max(...sizes))];
  if (!firstSection || !largest) throw new Error('El menú de demostración no tiene secciones o categorías');
  return ['/', '/menu', `/menu/seccion/${firstSection.id}`, `/menu/categoria/${largest.id}`];
}

// Passed as text: the page runs it as is, whatever the bundler would add to a function.
const SMALLEST_TEXT = `(() => {
  let smallest = Infinity;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent.trim() || element.closest('.sr-only')) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    smallest = Math.min(smallest, parseFloat(getComputedStyle(element).fontSize));
  }
  return smallest;
})()`;

async function smallestText(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await page.evaluate(SMALLEST_TEXT)) as number;
  } finally {
    await page.close();
  }
}

async function audit(url: string, port: number): Promise<Omit<PageReport, 'path' | 'smallestTextPx'>> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse en ${url}: ${lhr.runtimeError.message}`);

  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const result = lhr.audits[ref.id];
      if (!result || result.score === null || result.score >= 0.9) return [];
      return [`${result.id}: ${result.title}${result.displayValue ? ` (${result.displayValue})` : ''}`];
    });
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  // The element sits a few levels down in the audit's nested tables; its HTML snippet is all we print.
  const snippet = JSON.stringify(lcpDetails ?? null).match(/"snippet":("(?:[^"\\]|\\.)*")/)?.[1];
  const lcpElement = snippet ? (JSON.parse(snippet) as string) : 'desconocido';
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
  const longTaskDetails = lhr.audits['long-tasks']?.details;
  // Timed as the throttled phone would run them (Lighthouse's simulation), longest first.
  const longTasks = (longTaskDetails && 'items' in longTaskDetails ? longTaskDetails.items : []) as LongTaskItem[];
  const bootupDetails = lhr.audits['bootup-time']?.details;
  const bootupItems = (bootupDetails && 'items' in bootupDetails ? bootupDetails.items : []) as BootupItem[];
  const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    siMs: numeric('speed-index'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcpElement,
    failing,
    longestTaskMs: longTasks[0]?.duration ?? 0,
    longTasks: longTasks.map((task) => `${Math.round(task.duration)} ms (${shortUrl(task.url)})`),
    bootup: bootupItems
      .slice(0, 3)
      .map((item) => `${shortUrl(item.url)}: ${Math.round(item.total)} ms (ejecución ${Math.round(item.scripting)} ms, análisis ${Math.round(item.scriptParseCompile)} ms)`),
  };
}

/** The budgets a page misses, in words; empty when it keeps them all. */
function missedBudgets(report: PageReport): string[] {
  const missed: string[] = [];
  if (report.scores.performance < BUDGETS.score) missed.push(`rendimiento ${report.scores.performance} < ${BUDGETS.score}`);
  if (report.tbtMs >= BUDGETS.tbtMs) missed.push(`TBT ${Math.round(report.tbtMs)} ms ≥ ${BUDGETS.tbtMs} ms`);
  if (report.lcpMs >= BUDGETS.lcpMs) missed.push(`LCP ${Math.round(report.lcpMs)} ms ≥ ${BUDGETS.lcpMs} ms`);
  const jsBudget = jsBudgetBytes(report.path);
  if (report.scriptBytes > jsBudget) missed.push(`JavaScript ${(report.scriptBytes / 1024).toFixed(1)} KB > ${(jsBudget / 1024).toFixed(0)} KB`);
  return missed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * The run with the median performance score, reported whole so its details match its score; the
 * timings the budgets judge (TBT, LCP) are each their own median over the runs.
 */
function medianRun<T extends { scores: { performance: number }; tbtMs: number; lcpMs: number }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)]!,
    tbtMs: median(runs.map((run) => run.tbtMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
  };
}

function print(reports: PageReport[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nLighthouse 12, móvil (Moto G Power emulado, 4G lenta simulada), la pasada mediana de ${RUNS}:\n`);
  console.table(
    Object.fromEntries(
      reports.map((report) => [
        report.path,
        {
          Rendimiento: report.scores.performance,
          Accesibilidad: report.scores.accessibility,
          'Buenas prácticas': report.scores['best-practices'],
          SEO: report.scores.seo,
          'FCP (ms)': Math.round(report.fcpMs),
          'LCP (ms)': Math.round(report.lcpMs),
          'SI (ms)': Math.round(report.siMs),
          'TBT (ms)': Math.round(report.tbtMs),
          'Tarea más larga (ms)': Math.round(report.longestTaskMs),
          CLS: Number(report.cls.toFixed(3)),
          'JS transferido': kb(report.scriptBytes),
          'Texto mínimo (px)': report.smallestTextPx,
        },
      ]),
    ),
  );
  for (const report of reports) {
    const budget = jsBudgetBytes(report.path);
    const verdict = report.scriptBytes <= budget ? 'dentro del' : 'FUERA del';
    console.log(`${report.path}: ${kb(report.scriptBytes)} de JavaScript comprimido, ${verdict} presupuesto de ${kb(budget)}.`);
    console.log(`  LCP: ${report.lcpElement}`);
    console.log(report.longTasks.length > 0 ? `  tareas largas: ${report.longTasks.join('; ')}` : '  ninguna tarea de 50 ms o más');
    for (const line of report.bootup) console.log(`  hilo principal: ${line}`);
    for (const failing of report.failing) console.log(`  por mejorar: ${failing}`);
  }
  const missed = reports.flatMap((report) => missedBudgets(report).map((budget) => `${report.path}: ${budget}`));
  console.log(
    missed.length === 0
      ? `\nPresupuestos cumplidos en todas las páginas: rendimiento ≥ ${BUDGETS.score}, TBT < ${BUDGETS.tbtMs} ms, LCP < ${BUDGETS.lcpMs} ms y JavaScript.`
      : `\nPresupuestos NO cumplidos:\n${missed.map((line) => `  ${line}`).join('\n')}`,
  );
}

await ensureBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-bench-web-'));
let server: RunningServer | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;
let browser: Browser | null = null;

async function cleanUp(): Promise<void> {
  chrome?.kill();
  await browser?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const watchdog = setTimeout(() => {
  console.error(`bench:web no terminó en ${WATCHDOG_MS / 60_000} minutos: se detiene.`);
  void cleanUp().finally(() => process.exit(1));
}, WATCHDOG_MS);

let exitCode = 0;
try {
  server = await startBenchServer({ dataDir, adminPassword: 'bench-web', seed: 'demo', staticDir });
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const reports: PageReport[] = [];
  for (const pagePath of await pagesOf(server.url)) {
    console.log(`Midiendo ${pagePath}…`);
    const url = `${server.url}${pagePath}`;
    const runs: Awaited<ReturnType<typeof audit>>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Lighthouse now and then loses a trace (NO_NAVSTART) on a busy machine; one more try settles it.
      runs.push(await audit(url, chrome.port).catch(() => audit(url, chrome!.port)));
    }
    console.log(`  rendimiento en ${RUNS} pasadas: ${runs.map((run) => run.scores.performance).join(', ')}; TBT ${runs.map((run) => Math.round(run.tbtMs)).join(', ')} ms`);
    reports.push({ path: pagePath, ...medianRun(runs), smallestTextPx: await smallestText(browser, url) });
  }
  print(reports);
  if (reports.some((report) => missedBudgets(report).length > 0)) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
// Lighthouse leaves timers and sockets behind; the measurement is over, so the process ends here.
process.exit(exitCode);
