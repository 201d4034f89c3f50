import type { Page, Route } from '@playwright/test';
import { PAGE_STATE_ID, type PageState } from '../../../shared/page-state';

/**
 * A diner's page as the server draws it (server/site/page-render.ts) and as the browser would draw
 * it alone. `load` fetches the page once and keeps that answer, so both ways show the same menu even
 * while other tests change it: the browser-drawn copy gets the drawn page's data for its API reads.
 */
export class DrawnPage {
  private html = '';
  private state: PageState | null = null;

  constructor(readonly page: Page) {}

  /** Fetches `path` from the server once; answers whether it came drawn. */
  async load(path: string): Promise<boolean> {
    const answer = await this.page.request.get(path);
    this.html = await answer.text();
    const json = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`).exec(this.html)?.[1];
    this.state = json ? (JSON.parse(json) as PageState) : null;
    return this.state !== null;
  }

  /** Opens the kept answer in `page`: drawn by the server, then taken over by the scripts. */
  async openDrawn(page: Page, path: string): Promise<void> {
    await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: this.html }));
    await page.goto(path);
  }

  /** Opens the kept answer without its drawing: the browser draws the page from the same data. */
  async openUndrawn(page: Page, path: string): Promise<void> {
    const undrawn = this.html
      .replace(new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">[\\s\\S]*?</script>`), '')
      .replace(/<div id="root">[\s\S]*<\/div>(\s*<noscript>)/, '<div id="root"></div>$1');
    await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: undrawn }));
    const answers = new Map((this.state?.answers ?? []).map(({ queryKey, data }) => [queryKey.join('/'), data]));
    await page.route('**/api/menu/**', (route: Route) => {
      const data = answers.get(new URL(route.request().url()).pathname);
      return data === undefined ? route.fallback() : route.fulfill({ json: data });
    });
    await page.goto(path);
  }

  /**
   * The page's markup as a person's browser holds it, each element's attributes in name order (a
   * script that adds one later, as the first photo's priority when the filter hides the dish before
   * it, lists it last). Left aside: comments (the renderer's markers), and what says the same thing
   * written two ways (an empty value attribute, an option's value equal to its text, inline styles
   * serialized by the server or set by the browser).
   */
  static markup(page: Page): Promise<string> {
    return page.locator('#root').evaluate((root) => {
      const same = (element: Element, name: string, value: string) => name === 'style' || (name === 'value' && (value === '' || (element.localName === 'option' && value === element.textContent)));
      const write = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (node.nodeType !== Node.ELEMENT_NODE) return '';
        const element = node as Element;
        const attributes = [...element.attributes]
          .filter(({ name, value }) => !same(element, name, value))
          .map(({ name, value }) => ` ${name}="${value}"`)
          .sort()
          .join('');
        return `<${element.localName}${attributes}>${[...element.childNodes].map(write).join('')}</${element.localName}>`;
      };
      return [...root.childNodes].map(write).join('');
    });
  }

  /** Nothing when the two markups are the same; else where they part, a little of each. */
  static difference(shown: string, expected: string): string {
    if (shown === expected) return '';
    let at = 0;
    while (shown[at] === expected[at]) at++;
    const around = (text: string) => text.slice(Math.max(0, at - 200), at + 200);
    return `shown:    …${around(shown)}…\nexpected: …${around(expected)}…`;
  }
}
