import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../serve-config';

/** 'Copia fuera del local' inside 'Copias de seguridad' on /dashboard/ajustes, and its recovery sheet. */
export class OffsiteCopySection {
  readonly region: Locator;
  readonly folder: Locator;
  readonly passphrase: Locator;
  readonly repeat: Locator;
  readonly staffPassword: Locator;
  readonly save: Locator;
  readonly backUpNow: Locator;
  readonly printSheet: Locator;
  readonly change: Locator;
  readonly turnOff: Locator;
  /** The folder, the last copy, as a definition list. */
  readonly state: Locator;
  /** What 'Dejar de copiar fuera' asks first, with the staff password again. */
  readonly turnOffDialog: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Copia fuera del local' });
    this.folder = this.region.getByLabel('Carpeta', { exact: true });
    this.passphrase = this.region.getByLabel('Frase de recuperación', { exact: true });
    this.repeat = this.region.getByLabel('Repite la frase de recuperación', { exact: true });
    this.staffPassword = this.region.getByLabel('Contraseña del personal', { exact: true });
    this.save = this.region.getByRole('button', { name: 'Guardar y copiar fuera del local' });
    this.backUpNow = page.getByRole('button', { name: 'Copia de seguridad ahora' });
    this.printSheet = this.region.getByRole('link', { name: 'Imprimir la hoja de recuperación' });
    this.change = this.region.getByRole('button', { name: 'Cambiar la carpeta o la frase' });
    this.turnOff = this.region.getByRole('button', { name: 'Dejar de copiar fuera' });
    this.state = this.region.getByRole('definition');
    this.turnOffDialog = page.getByRole('dialog', { name: '¿Dejar de copiar fuera del local?' });
  }

  async choose(folder: string, passphrase: string, { repeat = passphrase, staffPassword = E2E_ADMIN_PASSWORD } = {}): Promise<void> {
    await this.folder.fill(folder);
    await this.passphrase.fill(passphrase);
    await this.repeat.fill(repeat);
    await this.staffPassword.fill(staffPassword);
    await this.save.click();
  }

  /** 'Dejar de copiar fuera', confirmed with `staffPassword`. */
  async stop(staffPassword: string): Promise<void> {
    if (!(await this.turnOffDialog.isVisible())) await this.turnOff.click();
    await this.turnOffDialog.getByLabel('Contraseña del personal', { exact: true }).fill(staffPassword);
    await this.turnOffDialog.getByRole('button', { name: 'Dejar de copiar fuera' }).click();
  }

  /** What 'Última copia' says. */
  get lastCopy(): Locator {
    return this.state.nth(1);
  }

  /** The last failure, in words. */
  get failure(): Locator {
    return this.region.getByText(/^Falló la copia del /).locator('..');
  }
}

/** /dashboard/ajustes/hoja-de-recuperacion: the sheet to print and keep away from the venue. */
export class RecoverySheet {
  readonly heading: Locator;
  readonly sheet: Locator;
  readonly printButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Hoja de recuperación' });
    this.sheet = page.getByRole('article', { name: 'Hoja de recuperación' });
    this.printButton = page.getByRole('button', { name: 'Imprimir' });
  }
}
