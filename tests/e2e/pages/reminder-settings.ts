import type { Locator, Page } from '@playwright/test';

/** 'Ajustes › Recordatorios': the reminder and which bookings must confirm, by when, and whether they are released. */
export class ReminderSettings {
  readonly form: Locator;
  /** 'Reservas que deben confirmar'. */
  readonly reconfirm: Locator;
  readonly release: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Recordatorios' });
    this.reconfirm = this.form.getByRole('group', { name: 'Reservas que deben confirmar' });
    this.release = this.reconfirm.getByRole('checkbox', { name: 'Liberar la mesa si no confirma' });
    this.save = this.form.getByRole('button', { name: 'Guardar recordatorios' });
  }

  field(label: 'Personas a partir de las que se pide' | 'Días de antelación a partir de los que se pide' | 'Plazo para confirmar, en horas antes de la reserva'): Locator {
    return this.reconfirm.getByLabel(label, { exact: true });
  }

  /** The message under a field, read out when it appears. */
  errorOf(field: Locator): Locator {
    return field.locator('xpath=..').getByRole('alert');
  }
}
