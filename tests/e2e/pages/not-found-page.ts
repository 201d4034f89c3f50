import type { Locator, Page } from '@playwright/test';

/** The page any unregistered path shows (renderer/src/pages/NotFoundPage.tsx). */
export class NotFoundPage {
  readonly heading: Locator;
  readonly explanation: Locator;
  readonly homeLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: '404 Page Not Found', exact: true });
    this.explanation = page.getByText('Did you forget to add the page to the router?', { exact: true });
    this.homeLink = page.getByRole('link', { name: 'Volver al inicio' });
  }
}
