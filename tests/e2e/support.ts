/** Helpers several specs share: the axe verdict, holding a request in flight, and recording reads. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';

// axe-core 4.14 judges with rules (label-in-name among them) that the copy bundled with
// @axe-core/playwright 4.13 lacks; the builder is handed the newer script.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's default rule set: WCAG 2.0 and 2.1, levels A and AA, plus its best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Serious and critical axe violations of what the builder covers, one readable line each. */
export async function severeViolations(builder: AxeBuilder): Promise<string[]> {
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** axe over the whole page; narrow it with `.include(selector)`. */
export const wholePage = (page: Page) => new AxeBuilder({ page, axeSource }).withTags(AXE_TAGS);

/** Holds matching requests until `release()`, to see in-flight states ('Procesando...') without sleeping. */
export async function holdRequests(page: Page, url: string | RegExp, method: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    return route.fallback();
  });
  return release;
}

/** The paths of the GET calls a page makes from now on, in order, to see what it reads ahead. */
export function recordReads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && new URL(sent.url()).pathname.startsWith('/api/')) paths.push(new URL(sent.url()).pathname);
  });
  return paths;
}
