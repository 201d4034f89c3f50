import type { Locator, Page } from '@playwright/test';

/** The first-run screen a new install's dashboard shows until the staff password is chosen. */
export class FirstRunScreen {
  readonly heading: Locator;
  readonly password: Locator;
  readonly repeat: Locator;
  readonly submit: Locator;
  /** 'Restaurar una copia': a file of 'Copia fuera del local' and its passphrase, instead of starting empty. */
  readonly restoreCopy: Locator;
  readonly restoreHeading: Locator;
  readonly copyFile: Locator;
  readonly passphrase: Locator;
  readonly restoreSubmit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Primera puesta en marcha' });
    this.password = page.getByLabel('Contraseña del personal', { exact: true });
    this.repeat = page.getByLabel('Repite la contraseña', { exact: true });
    this.submit = page.getByRole('button', { name: 'Guardar y entrar' });
    this.restoreCopy = page.getByRole('button', { name: 'Restaurar una copia' });
    this.restoreHeading = page.getByRole('heading', { level: 1, name: 'Restaurar una copia' });
    this.copyFile = page.getByLabel('Archivo de la copia', { exact: true });
    this.passphrase = page.getByLabel('Frase de recuperación', { exact: true });
    this.restoreSubmit = page.getByRole('button', { name: 'Restaurar esta copia' });
  }

  async restore(file: string, passphrase: string): Promise<void> {
    await this.copyFile.setInputFiles(file);
    await this.passphrase.fill(passphrase);
    await this.restoreSubmit.click();
  }

  async choose(password: string, repeat = password): Promise<void> {
    await this.password.fill(password);
    await this.repeat.fill(repeat);
    await this.submit.click();
  }
}
