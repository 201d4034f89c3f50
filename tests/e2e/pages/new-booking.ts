import type { Locator, Page } from '@playwright/test';

/**
 * 'Nueva reserva' on the dashboard: the staff dialog for a phoned booking, its fields and what it says.
 * What is wrong with a field is its accessible description (said under it).
 */
export class NewBookingDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly date: Locator;
  readonly start: Locator;
  readonly end: Locator;
  readonly party: Locator;
  readonly zone: Locator;
  readonly table: Locator;
  readonly submit: Locator;
  /** The line under the whole form: what is missing, or why the server refused. */
  readonly formAlert: Locator;
  /** Why no table is free, and the starts and zones that have one. */
  readonly noTable: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
    this.name = this.dialog.getByLabel('Nombre', { exact: true });
    this.phone = this.dialog.getByLabel('Teléfono (opcional)');
    this.email = this.dialog.getByLabel('Email (opcional)');
    this.date = this.dialog.getByLabel('Fecha', { exact: true });
    this.start = this.dialog.getByLabel('Hora de inicio', { exact: true });
    this.end = this.dialog.getByLabel('Hora de fin', { exact: true });
    this.party = this.dialog.getByLabel('Personas', { exact: true });
    this.zone = this.dialog.getByLabel('Zona', { exact: true });
    this.table = this.dialog.getByLabel('Mesa', { exact: true });
    this.submit = this.dialog.getByRole('button', { name: 'Crear reserva' });
    this.formAlert = this.dialog.getByRole('alert').filter({ hasText: /^(Por favor|No hay|Conflicto|No se pudo|Ese día|A las)/ });
    this.noTable = this.dialog.getByRole('status').filter({ hasText: /^(En .+ no hay ninguna mesa|Todas las mesas)/ });
  }

  /** The other starts of the zone that have a table, offered when the one asked has none. */
  otherTimes(zone: string): Locator {
    return this.dialog.getByRole('group', { name: `Otras horas en ${zone}` });
  }

  /** The other zones with a table at the start asked. */
  otherZones(time: string): Locator {
    return this.dialog.getByRole('group', { name: `Otras zonas a las ${time}` });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Nueva reserva' }).click();
    await this.dialog.waitFor();
  }
}
