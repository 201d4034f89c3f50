import type { Locator, Page } from '@playwright/test';
import { formatLongDate } from '../../../renderer/src/features/public/booking/dates';

export interface ContactDetails {
  name: string;
  phone: string;
  email: string;
  requests?: string;
}

/** The booking form of the home page (renderer/src/features/booking), found by roles and labels. */
export class BookingForm {
  readonly section: Locator;
  readonly heading: Locator;
  readonly form: Locator;
  readonly dateButton: Locator;
  readonly calendar: Locator;
  readonly nextMonth: Locator;
  readonly previousMonth: Locator;
  readonly sectionSelect: Locator;
  readonly partySelect: Locator;
  /** 'Cuántas personas sois', after '7+' or '11+'. */
  readonly groupSizeSelect: Locator;
  readonly startSelect: Locator;
  readonly endSelect: Locator;
  readonly banner: Locator;
  /** A full slot's other starts in the zone asked: 'Hay mesa a otras horas:'. */
  readonly otherTimes: Locator;
  /** A full slot's other zones at the start asked: 'O en otra zona a las 21:00:' (or 'Hay mesa en otra zona…'). */
  readonly otherZones: Locator;
  readonly waitlistButton: Locator;
  readonly waitlist: WaitlistJoinDialog;
  readonly name: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly requests: Locator;
  readonly privacy: Locator;
  readonly privacyLink: Locator;
  readonly submitButton: Locator;
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator('#reservar');
    this.heading = this.section.getByRole('heading', { name: 'Reserva tu mesa' });
    this.form = this.section.getByRole('form', { name: 'Reserva de mesa' });
    this.dateButton = this.form.getByRole('button', { name: /^Fecha / });
    this.calendar = this.form.getByRole('grid');
    this.nextMonth = this.form.getByRole('button', { name: 'Ir al mes siguiente' });
    this.previousMonth = this.form.getByRole('button', { name: 'Ir al mes anterior' });
    this.sectionSelect = this.form.getByRole('combobox', { name: 'Zona', exact: true });
    this.partySelect = this.form.getByRole('combobox', { name: 'Personas', exact: true });
    this.groupSizeSelect = this.form.getByRole('combobox', { name: /^¿Cuántas personas sois\?/ });
    this.startSelect = this.form.getByRole('combobox', { name: 'Hora de inicio' });
    this.endSelect = this.form.getByRole('combobox', { name: 'Hora de fin' });
    this.banner = this.form.getByRole('status', { name: 'Disponibilidad' });
    this.otherTimes = this.banner.getByRole('group', { name: 'Hay mesa a otras horas:' });
    this.otherZones = this.banner.getByRole('group', { name: /en otra zona a las/ });
    this.waitlistButton = this.form.getByRole('button', { name: 'Apúntame a la lista de espera' });
    this.waitlist = new WaitlistJoinDialog(page);
    this.name = this.form.getByRole('textbox', { name: 'Nombre' });
    this.phone = this.form.getByRole('textbox', { name: 'Teléfono' });
    this.email = this.form.getByRole('textbox', { name: 'Email' });
    this.requests = this.form.getByRole('textbox', { name: 'Peticiones especiales (opcional)' });
    this.privacy = this.form.getByRole('checkbox', { name: /Política de Privacidad/ });
    this.privacyLink = this.form.getByRole('link', { name: /Política de Privacidad/ });
    this.submitButton = this.form.getByRole('button', { name: /^(Confirmar Reserva|Procesando\.\.\.)$/ });
    this.confirmation = page.getByRole('dialog', { name: '¡Reserva Confirmada!' });
  }

  otherTime(time: string): Locator {
    return this.otherTimes.getByRole('button', { name: time, exact: true });
  }

  otherZone(zone: string): Locator {
    return this.otherZones.getByRole('button', { name: zone, exact: true });
  }

  /** Opens the home page with the cookie choice already made, so the banner covers nothing. */
  async goto(): Promise<void> {
    await this.page.addInitScript(() => {
      localStorage.setItem('cookie-consent', 'accepted');
      localStorage.setItem('cookie-technical', 'true');
      localStorage.setItem('cookie-personalization', 'true');
    });
    await this.page.goto('/');
    await this.heading.scrollIntoViewIfNeeded();
  }

  /** The calendar's button for a day, whatever its state ('Hoy, …', '…, seleccionado'). */
  day(isoDate: string): Locator {
    return this.calendar.getByRole('button', { name: new RegExp(formatLongDate(isoDate)) });
  }

  async openCalendar(): Promise<void> {
    if ((await this.dateButton.getAttribute('aria-expanded')) !== 'true') await this.dateButton.click();
    await this.calendar.first().waitFor();
  }

  async pickDate(isoDate: string): Promise<void> {
    await this.openCalendar();
    // The window spans at most two months: the day is on the first or the next.
    if (!(await this.day(isoDate).isVisible())) await this.nextMonth.click();
    await this.day(isoDate).click();
  }

  async chooseTimes(start: string, end: string): Promise<void> {
    await this.startSelect.selectOption(start);
    await this.endSelect.selectOption(end);
  }

  async fillContact({ name, phone, email, requests }: ContactDetails): Promise<void> {
    await this.name.fill(name);
    await this.phone.fill(phone);
    await this.email.fill(email);
    if (requests) await this.requests.fill(requests);
  }

  /** Everything a booking needs; the caller picks section and party size first if not the defaults. */
  async fillBooking(date: string, start: string, end: string, contact: ContactDetails): Promise<void> {
    await this.pickDate(date);
    await this.chooseTimes(start, end);
    await this.fillContact(contact);
    await this.privacy.check();
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /** The destructive 'Error' toast carrying a message (Radix renders each toast as a list item). */
  errorToast(message: string): Locator {
    return this.page
      .getByRole('region', { name: /^Notificaciones/ })
      .getByRole('listitem')
      .filter({ hasText: 'Error' })
      .filter({ hasText: message });
  }

  contactDialog(title: 'ZONA VIP' | 'Grupo Grande'): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Option labels of a select, placeholder first. */
  optionsOf(select: Locator): Promise<string[]> {
    return select.locator('option').allTextContents();
  }
}

/** 'Lista de espera': the dialog 'Apúntame a la lista de espera' opens over a full slot. */
export class WaitlistJoinDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly latestStart: Locator;
  readonly anyZone: Locator;
  readonly privacy: Locator;
  readonly submitButton: Locator;
  /** Once joined: that it is done, then what happens next. */
  readonly joined: Locator;
  readonly nextSteps: Locator;
  /** Refusals shown: under a field, or about none (already waiting, the fair-use limit). */
  readonly problems: Locator;
  readonly closeButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Lista de espera' });
    this.name = this.dialog.getByRole('textbox', { name: 'Nombre' });
    this.phone = this.dialog.getByRole('textbox', { name: 'Teléfono' });
    this.email = this.dialog.getByRole('textbox', { name: 'Email' });
    this.latestStart = this.dialog.getByRole('combobox', { name: '¿Hasta qué hora podrías empezar?' });
    this.anyZone = this.dialog.getByRole('radio', { name: 'Cualquier zona' });
    this.privacy = this.dialog.getByRole('checkbox', { name: /Política de Privacidad/ });
    this.submitButton = this.dialog.getByRole('button', { name: /^(Apuntarme|Apuntando…)$/ });
    this.joined = this.dialog.getByText('Te hemos apuntado a la lista de espera.', { exact: true });
    this.nextSteps = this.dialog.getByText(/^Si se libera una mesa/);
    this.problems = this.dialog.getByRole('alert');
    this.closeButton = this.dialog.getByRole('button', { name: 'Entendido' });
  }

  zone(name: string): Locator {
    return this.dialog.getByRole('radio', { name, exact: true });
  }
}
