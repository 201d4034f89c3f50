/**
 * Every public page and the staff sign-in page, as the browser has built it (the server's head plus what the app rendered), is
 * valid HTML for the W3C Nu HTML Checker (`vnu-jar`, run on the machine's Java): any error fails, with
 * the checker's words and the page it is on. Warnings are the checker's advice and do not fail.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { ROUTE_PATTERNS } from '../../shared/routes';
import { expect, test } from './fixtures';

/** The checker's jar, as the `vnu-jar` package ships it (run on the machine's Java, not its downloader). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const PUBLIC = ROUTE_PATTERNS.filter((pattern) => !pattern.startsWith('/dashboard') && !pattern.startsWith('/admin'));
/** A concrete path for a pattern: every `:param` becomes the id of a demo menu entry (a reminder's token is refused, and its page says so). */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1');
/** The staff sign-in page: what /dashboard shows a visitor with no session, the one staff screen anyone can open. */
const SIGN_IN = '/dashboard';
const PATHS = [...PUBLIC.map(samplePath), '/no-existe', SIGN_IN];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every public page and the sign-in page are valid HTML for the Nu HTML Checker', async ({ page }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [index, pathname] of PATHS.entries()) {
      await page.goto(pathname);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Images and lazy screens settle before the DOM is read.
      await page.waitForLoadState('networkidle');
      const html = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
      const file = path.join(folder, `page-${index}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, pathname);
    }
    const run = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((url) => url.slice(5))], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message} «${message.extract?.trim() ?? ''}»`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
