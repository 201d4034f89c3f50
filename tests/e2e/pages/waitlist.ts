import type { Locator, Page } from '@playwright/test';

/** The addresses the page asked `window.open` for, kept where the stub put them. */
declare global {
  interface Window {
    openedUrls?: string[];
  }
}

/** 'Lista de espera' on the dashboard's 'Reservas': its entries, their buttons, and its dialogs. */
export class WaitlistPanel {
  readonly section: Locator;
  readonly addWalkIn: Locator;
  readonly walkInDialog: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: /^Lista de espera/ });
    this.addWalkIn = this.section.getByRole('button', { name: 'Apuntar en espera' });
    this.walkInDialog = page.getByRole('dialog', { name: 'Apuntar en espera' });
  }

  /** Records what the page opens in a new window (WhatsApp) instead of opening it; call before the page loads. */
  static async recordWindowOpen(page: Page): Promise<void> {
    await page.addInitScript(() => {
      window.openedUrls = [];
      window.open = (url) => {
        window.openedUrls?.push(String(url));
        return null;
      };
    });
  }

  openedUrls(): Promise<string[]> {
    return this.page.evaluate(() => window.openedUrls ?? []);
  }

  /** An entry's card, named by the guest. */
  entry(customerName: string): Locator {
    return this.section.getByRole('listitem', { name: customerName, exact: true });
  }

  action(customerName: string, name: 'Ofrecer mesa' | 'Mesa lista' | 'Sentar' | 'Retirar'): Locator {
    return this.entry(customerName).getByRole('button', { name, exact: true });
  }

  whatsapp(customerName: string): Locator {
    return this.entry(customerName).getByRole('link', { name: 'Avisar por WhatsApp' });
  }

  /** 'Ofrecer mesa a …' or, at the door, 'Mesa lista para …'. */
  offerDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Chooses the start and the table (by its label, 'Mesa 9 (2-4)') in an offer dialog. */
  async chooseSeat(dialog: Locator, startTime: string | null, label: string): Promise<void> {
    if (startTime) await dialog.getByLabel('Hora', { exact: true }).selectOption(startTime);
    await dialog.getByLabel('Mesa', { exact: true }).selectOption({ label });
  }

  async fillWalkIn(party: { name: string; phone: string; partySize: number; minutes: number }): Promise<void> {
    const form = this.walkInDialog;
    await form.getByLabel('Nombre').fill(party.name);
    await form.getByLabel('Teléfono').fill(party.phone);
    await form.getByLabel('Personas').selectOption(String(party.partySize));
    await form.getByLabel('Espera indicada').selectOption({ label: `${party.minutes} min` });
  }
}
