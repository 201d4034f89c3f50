import type { Locator, Page } from '@playwright/test';

/** Any of the three legal pages (renderer/src/features/legal/LegalPage.tsx). */
export class LegalPage {
  readonly heading: Locator;
  readonly backLink: Locator;
  readonly content: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.backLink = page.getByRole('banner').getByRole('link', { name: 'Volver', exact: true });
    this.content = page.getByRole('main');
  }

  /** A numbered part of the text, found by its heading. */
  section(name: string | RegExp): Locator {
    return this.content.getByRole('region', { name });
  }
}
