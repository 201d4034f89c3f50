import type { Locator, Page } from '@playwright/test';

/** The first-run screen a new install's dashboard shows until the staff password is chosen. */
export class FirstRunScreen {
  readonly heading: Locator;
  readonly password: Locator;
  readonly repeat: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Primera puesta en marcha' });
    this.password = page.getByLabel('Contraseña del personal', { exact: true });
    this.repeat = page.getByLabel('Repite la contraseña', { exact: true });
    this.submit = page.getByRole('button', { name: 'Guardar y entrar' });
  }

  async choose(password: string, repeat = password): Promise<void> {
    await this.password.fill(password);
    await this.repeat.fill(repeat);
    await this.submit.click();
  }
}
