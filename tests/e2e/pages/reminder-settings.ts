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

  field(label: 'Mínimo de personas' | 'Mínimo de días de antelación' | 'Plazo: horas antes de la reserva'): Locator {
    return this.reconfirm.getByLabel(label, { exact: true });
  }

  /** The message under a field, read out when it appears. */
  errorOf(field: Locator): Locator {
    return field.locator('xpath=..').getByRole('alert');
  }
}
