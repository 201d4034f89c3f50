import type { Locator, Page } from '@playwright/test';

/** 'Informes' (renderer/src/features/staff/reports/ReportsScreen.tsx). */
export class ReportsScreen {
  readonly heading: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly download: Locator;
  readonly personal: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Informes' });
    this.from = page.getByLabel('Desde', { exact: true });
    this.to = page.getByLabel('Hasta', { exact: true });
    this.download = page.getByRole('button', { name: 'Descargar CSV' });
    this.personal = page.getByRole('checkbox', { name: /Con nombres y contactos/ });
  }

  preset(name: 'Esta semana' | 'Semana pasada' | 'Este mes' | 'Mes pasado'): Locator {
    return this.page.getByRole('group', { name: 'Fechas' }).getByRole('button', { name, exact: true });
  }

  /** A summary figure's value ('Cubiertos' → '14'). */
  figure(label: string): Locator {
    return this.term(label).locator('xpath=following-sibling::dd[1]');
  }

  /** The line under a summary figure's value ('Ocupación' → '12 de 1.287 plazas'). */
  figureDetail(label: string): Locator {
    return this.term(label).locator('xpath=following-sibling::dd[2]');
  }

  private term(label: string): Locator {
    return this.page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
  }

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** A breakdown's row: its label, bookings and covers as shown. */
  row(section: string, label: string): Locator {
    return this.section(section).getByRole('row', { name: new RegExp(`^${label} `) });
  }

  async range(from: string, to: string): Promise<void> {
    await this.from.fill(from);
    await this.to.fill(to);
  }
}
