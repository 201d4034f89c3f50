import type { Locator, Page } from '@playwright/test';

/** 'Ajustes › Recordatorios': the morning-after survey's choices (renderer/src/features/staff/settings/SurveyFields.tsx). */
export class SurveySettings {
  readonly form: Locator;
  readonly enabled: Locator;
  readonly time: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Recordatorios' });
    this.enabled = this.form.getByRole('checkbox', { name: 'Enviar la encuesta del día siguiente' });
    this.time = this.form.getByRole('combobox', { name: 'Hora de la encuesta' });
  }

  goto(): Promise<unknown> {
    return this.page.goto('/dashboard/ajustes#recordatorios');
  }
}
