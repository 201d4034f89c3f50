import type { Locator, Page } from '@playwright/test';

/** The dashboard's 'Opiniones' tab (renderer/src/features/staff/opinions/OpinionsTab.tsx). */
export class OpinionsTab {
  /** The tab itself, named with its unread count when there is one ('Opiniones (2 sin leer)'). */
  readonly tab: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tablist', { name: 'Secciones del panel' }).getByRole('tab', { name: /^Opiniones/ });
    this.panel = page.getByRole('tabpanel', { name: 'Opiniones' });
  }

  /** An opinion's line, by the guest's name; it opens to show the scores and the comment. */
  opinion(name: string): Locator {
    return this.panel.getByRole('listitem').filter({ hasText: name });
  }

  open(name: string): Promise<void> {
    return this.opinion(name).locator('summary').click();
  }
}

/** 'Opiniones' on a guest's card (renderer/src/features/staff/opinions/GuestOpinions.tsx), inside its dialog. */
export const guestOpinions = (dialog: Locator): Locator => dialog.getByRole('region', { name: 'Opiniones', exact: true });
