import type { Locator } from '@playwright/test';

/** '¿Alguien de la mesa tiene alergias o intolerancias?': the 14 boxes, the free line and 'Guardar alergias', within a dialog or a page. */
export class AllergyQuestion {
  readonly form: Locator;
  /** The confirmation's fold that opens the question. */
  readonly opener: Locator;
  readonly notes: Locator;
  readonly save: Locator;
  readonly saved: Locator;
  readonly problem: Locator;

  constructor(scope: Locator) {
    this.form = scope.getByRole('form', { name: '¿Alguien de la mesa tiene alergias o intolerancias?' });
    this.opener = scope.locator('summary').filter({ hasText: '¿Alguien de la mesa tiene alergias o intolerancias?' });
    this.notes = this.form.getByRole('textbox', { name: 'Otras alergias o intolerancias' });
    this.save = this.form.getByRole('button', { name: 'Guardar alergias' });
    this.saved = this.form.getByRole('status');
    this.problem = this.form.getByRole('alert');
  }

  allergen(name: string): Locator {
    return this.form.getByRole('checkbox', { name, exact: true });
  }
}
