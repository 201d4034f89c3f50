/** Helpers several specs share: the axe verdict and holding a request in flight. */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';

/** Serious and critical axe violations of what the builder covers, one readable line each. */
export async function severeViolations(builder: AxeBuilder): Promise<string[]> {
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

export const wholePage = (page: Page) => new AxeBuilder({ page });

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
