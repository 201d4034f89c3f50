import type { Locator, Page } from '@playwright/test';
import { formatLongDate } from '../../../shared/long-date';

/** The sections of 'Ajustes', as its contents name them. */
export type SettingsSection =
  | 'Datos del local'
  | 'Calendario'
  | 'Acceso desde internet'
  | 'Tabletas del local'
  | 'Este ordenador'
  | 'Correo'
  | 'Recordatorios'
  | 'Códigos QR'
  | 'Copias de seguridad'
  | 'Privacidad'
  | 'Contraseña del personal';

/** /dashboard/ajustes: one section at a time, chosen from its contents; 'Datos del local' first. */
export class SettingsPage {
  readonly heading: Locator;
  readonly venueForm: Locator;
  readonly saveButton: Locator;
  readonly backToPanel: Locator;
  readonly passwordForm: Locator;
  readonly mailForm: Locator;
  readonly changePassword: Locator;
  readonly openQrCodes: Locator;
  readonly tunnelForm: Locator;
  /** 'Apartados de Ajustes': a link to each section, the one shown marked as the current page. */
  readonly contents: Locator;
  /** 'Este ordenador': only inside the kiosk app. */
  readonly computerSection: Locator;
  readonly startAtLogin: Locator;
  /** 'Privacidad': the retention period and one diner's data. */
  readonly privacy: Locator;
  /** 'Calendario': the month at a glance, the chosen date's form and the week. */
  readonly calendar: Locator;
  readonly nextMonth: Locator;
  /** 'Duración de la mesa', under 'Calendario'. */
  readonly turnTimes: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Ajustes' });
    this.venueForm = page.getByRole('form', { name: 'Datos del local' });
    this.calendar = page.getByRole('region', { name: 'Calendario', exact: true });
    this.nextMonth = this.calendar.getByRole('button', { name: 'Mes siguiente' });
    this.turnTimes = this.calendar.getByRole('form', { name: 'Duración de la mesa' });
    this.saveButton = this.venueForm.getByRole('button', { name: 'Guardar cambios' });
    this.backToPanel = page.getByRole('link', { name: 'Volver al panel' });
    this.passwordForm = page.getByRole('form', { name: 'Contraseña del personal' });
    this.mailForm = page.getByRole('form', { name: 'Correo' });
    this.changePassword = this.passwordForm.getByRole('button', { name: 'Cambiar contraseña' });
    this.openQrCodes = page.getByRole('link', { name: 'Ver e imprimir los códigos QR' });
    this.tunnelForm = page.getByRole('form', { name: 'Acceso desde internet' });
    this.contents = page.getByRole('navigation', { name: 'Apartados de Ajustes' });
    this.computerSection = page.getByRole('region', { name: 'Este ordenador' });
    this.privacy = page.getByRole('region', { name: 'Privacidad' });
    this.startAtLogin = this.computerSection.getByRole('checkbox', { name: 'Abrir Valhalla Sala al encender el ordenador' });
  }

  /** Opens 'Ajustes' on its first section or, with `section`, opens that one from the contents. */
  async goto(section?: SettingsSection): Promise<void> {
    await this.page.goto('/dashboard/ajustes');
    if (section) await this.open(section);
  }

  /** Chooses a section in the contents, as the owner does. */
  async open(section: SettingsSection): Promise<void> {
    await this.contents.getByRole('link', { name: section, exact: true }).click();
  }

  /** A section's link in the contents. */
  sectionLink(section: SettingsSection): Locator {
    return this.contents.getByRole('link', { name: section, exact: true });
  }

  field(label: string): Locator {
    return this.venueForm.getByLabel(label, { exact: true });
  }

  passwordField(label: 'Contraseña actual' | 'Nueva contraseña' | 'Repite la nueva contraseña'): Locator {
    return this.passwordForm.getByLabel(label, { exact: true });
  }

  mailField(label: 'Tu correo es de' | 'Servidor' | 'Puerto' | 'Seguridad' | 'Usuario' | 'Contraseña del correo' | 'Remitente'): Locator {
    return this.mailForm.getByLabel(label, { exact: true });
  }

  mailButton(name: 'Guardar correo' | 'Enviar correo de prueba' | 'Desactivar correo'): Locator {
    return this.mailForm.getByRole('button', { name });
  }

  tunnelField(label: 'Token de ngrok' | 'Dominio reservado (opcional)'): Locator {
    return this.tunnelForm.getByLabel(label, { exact: true });
  }

  tunnelButton(name: 'Guardar y conectar' | 'Desconectar el túnel' | 'Comprobar'): Locator {
    return this.tunnelForm.getByRole('button', { name });
  }

  /** The tunnel's state, as read out: 'Conectado', 'Sin conexión', 'Error: …'. */
  get tunnelState(): Locator {
    return this.tunnelForm.getByRole('definition').getByRole('status');
  }

  /** The 'Últimos correos' list. */
  get mailLog(): Locator {
    return this.mailForm.getByRole('region', { name: 'Últimos correos' });
  }

  /** Looks one diner up by e-mail in 'Datos de un cliente'. */
  async findGuest(email: string): Promise<void> {
    await this.privacy.getByRole('radio', { name: 'Email' }).check();
    await this.privacy.getByLabel('Email del cliente', { exact: true }).fill(email);
  }

  privacyButton(name: 'Guardar plazo' | 'Descargar sus datos' | 'Borrar sus datos'): Locator {
    return this.privacy.getByRole('button', { name });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** A date's cell in the month view, named by its long date, state, holiday and note. */
  calendarCell(date: string): Locator {
    return this.calendar.getByRole('button', { name: new RegExp(`^${formatLongDate(date)}:`) });
  }

  /** 'Horario de la semana', under 'Calendario'. */
  get week(): Locator {
    return this.calendar.getByRole('form', { name: 'Horario de la semana' });
  }

  /** One row of the week: a weekday's lunch or dinner ('Lunes', 'Comida'). */
  weekService(weekday: string, service: 'Comida' | 'Cena'): Locator {
    return this.week.getByRole('group', { name: `${weekday}, ${service}`, exact: true });
  }

  /** 'Copiar a…' on one row of the week, and the dialog it opens. */
  copyService(weekday: string, service: 'Comida' | 'Cena'): { button: Locator; dialog: Locator } {
    const what = `la ${service.toLowerCase()} del ${weekday.toLowerCase()}`;
    return {
      button: this.week.getByRole('button', { name: `Copiar a otros días ${what}` }),
      dialog: this.page.getByRole('dialog', { name: `Copiar ${what}` }),
    };
  }

  /** The chosen date's form, named by its long date. */
  calendarDay(date: string): Locator {
    return this.calendar.getByRole('form', { name: formatLongDate(date) });
  }
}
