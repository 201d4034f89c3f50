/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on the diner pages a phone
 * opens first, served by the real server with the demo data, in Debian's Chromium. Prints the four
 * category scores, the main timings, and the JavaScript bytes sent over the wire (compressed) on a
 * first load, which the front end keeps under 150 KB for / on a slow connection.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, type RunningServer } from '../server/start';
import { ensureBuilt, staticDir } from './lib/built-app';

const PAGES = ['/', '/menu'];
const JS_BUDGET_BYTES = 150 * 1024;
/** Lighthouse on a throttled phone takes about half a minute a page; past this something hangs. */
const WATCHDOG_MS = 5 * 60 * 1000;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;


interface PageReport {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** What the largest paint was, the element to make faster first. */
  lcpElement: string;
  /** Titles of the scored audits that did not pass, so a lost point says where it went. */
  failing: string[];
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function audit(url: string, port: number): Promise<Omit<PageReport, 'path'>> {
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
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcpElement,
    failing,
  };
}

function print(reports: PageReport[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nLighthouse 12, móvil (Moto G Power emulado, 4G lenta simulada):\n');
  console.table(
    Object.fromEntries(
      reports.map((report) => [
        report.path,
        {
          Rendimiento: report.scores.performance,
          Accesibilidad: report.scores.accessibility,
          'Buenas prácticas': report.scores['best-practices'],
          SEO: report.scores.seo,
          'LCP (ms)': Math.round(report.lcpMs),
          'TBT (ms)': Math.round(report.tbtMs),
          CLS: Number(report.cls.toFixed(3)),
          'JS transferido': kb(report.scriptBytes),
        },
      ]),
    ),
  );
  for (const report of reports) {
    const verdict = report.scriptBytes <= JS_BUDGET_BYTES ? 'dentro del' : 'FUERA del';
    console.log(`${report.path}: ${kb(report.scriptBytes)} de JavaScript comprimido, ${verdict} presupuesto de ${kb(JS_BUDGET_BYTES)}.`);
    console.log(`  LCP: ${report.lcpElement}`);
    for (const failing of report.failing) console.log(`  por mejorar: ${failing}`);
  }
}

await ensureBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-bench-web-'));
let server: RunningServer | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;

async function cleanUp(): Promise<void> {
  chrome?.kill();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const watchdog = setTimeout(() => {
  console.error(`bench:web no terminó en ${WATCHDOG_MS / 60_000} minutos: se detiene.`);
  void cleanUp().finally(() => process.exit(1));
}, WATCHDOG_MS);

let exitCode = 0;
try {
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir, adminPassword: 'bench-web', seed: 'demo', publicUrl: null, staticDir });
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const reports: PageReport[] = [];
  for (const pagePath of PAGES) {
    console.log(`Midiendo ${pagePath}…`);
    reports.push({ path: pagePath, ...(await audit(`${server.url}${pagePath}`, chrome.port)) });
  }
  print(reports);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
// Lighthouse leaves timers and sockets behind; the measurement is over, so the process ends here.
process.exit(exitCode);
