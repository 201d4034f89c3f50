import type { Locator, Page } from '@playwright/test';

/** /dashboard/ajustes: the venue's details form. */
export class SettingsPage {
  readonly heading: Locator;
  readonly venueForm: Locator;
  readonly saveButton: Locator;
  readonly addHoursLine: Locator;
  readonly backToPanel: Locator;
  readonly passwordForm: Locator;
  readonly changePassword: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Ajustes' });
    this.venueForm = page.getByRole('form', { name: 'Datos del local' });
    this.saveButton = this.venueForm.getByRole('button', { name: 'Guardar cambios' });
    this.addHoursLine = this.venueForm.getByRole('button', { name: 'Añadir línea de horario' });
    this.backToPanel = page.getByRole('link', { name: 'Volver al panel' });
    this.passwordForm = page.getByRole('form', { name: 'Contraseña del personal' });
    this.changePassword = this.passwordForm.getByRole('button', { name: 'Cambiar contraseña' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/ajustes');
  }

  field(label: string): Locator {
    return this.venueForm.getByLabel(label, { exact: true });
  }

  passwordField(label: 'Contraseña actual' | 'Nueva contraseña' | 'Repite la nueva contraseña'): Locator {
    return this.passwordForm.getByLabel(label, { exact: true });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }
}
