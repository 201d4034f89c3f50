/**
 * What a diner's phone downloads before the first screen works: the JavaScript of a first visit,
 * counted in bytes as they cross the wire (compressed, with their headers), as Lighthouse counts them
 * in `npm run bench:web`. Bytes, not time: the same build sends the same bytes on any machine.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const KB = 1024;
/** The booking form needs more than the menu: the form library and the availability check. */
const BUDGETS = [
  { path: '/', budget: 100 * KB },
  { path: '/menu', budget: 90 * KB },
  { path: '/menu/seccion/1', budget: 90 * KB },
  { path: '/menu/categoria/1', budget: 90 * KB },
] as const;

async function scriptBytes(page: Page, path: string): Promise<{ total: number; files: string[] }> {
  const scripts: Request[] = [];
  page.on('requestfinished', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts.map(async (sent) => ({ file: new URL(sent.url()).pathname, size: await sent.sizes() })));
  return {
    total: sizes.reduce((sum, { size }) => sum + size.responseBodySize + size.responseHeadersSize, 0),
    files: sizes.map(({ file, size }) => `${file} ${(size.responseBodySize / KB).toFixed(1)} KB`),
  };
}

for (const { path, budget } of BUDGETS) {
  test(`a first visit to ${path} downloads at most ${budget / KB} KB of compressed JavaScript`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { total, files } = await scriptBytes(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(total, files.join('\n')).toBeLessThanOrEqual(budget);
  });
}

test("the home page does not fetch the menu's own file (the parts the menu shares with it live in the public one)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { files } = await scriptBytes(page, '/');
  expect(files.filter((file) => /^\/assets\/menu-[\w-]{8}\.js /.test(file))).toEqual([]);
});
