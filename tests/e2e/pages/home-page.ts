import type { Locator, Page } from '@playwright/test';
import { DEMO_VENUE } from '../../../shared/venue';

/** The home page (renderer/src/pages/HomePage.tsx): header, hero, the two anchored sections, footer. */
export class HomePage {
  readonly header: Locator;
  /** The header's plain link down to 'Mis reservas' (#mis-reservas). */
  readonly myBookingsLink: Locator;
  readonly reviewsLink: Locator;
  readonly photosLink: Locator;
  readonly adminLink: Locator;
  readonly heading: Locator;
  /** The strip above the hero's text for this device's next booking ('Tienes mesa el … · Ver'). */
  readonly bookingAhead: Locator;
  readonly reserveLink: Locator;
  readonly menuLink: Locator;
  readonly bookingSection: Locator;
  readonly myBookingsSection: Locator;
  readonly footer: Locator;

  /** `venueName`: the venue the page shows, the demo's unless a test renamed it. */
  constructor(
    readonly page: Page,
    venueName: string = DEMO_VENUE.name,
  ) {
    this.header = page.getByRole('banner');
    this.myBookingsLink = this.header.getByRole('link', { name: 'Mis reservas', exact: true });
    this.reviewsLink = this.header.getByRole('link', { name: /^Reseñas/ });
    this.photosLink = this.header.getByRole('link', { name: /^Fotos/ });
    this.adminLink = this.header.getByRole('link', { name: 'Admin', exact: true });
    this.heading = page.getByRole('heading', { level: 1, name: `Bienvenidos a ${venueName}` });
    this.bookingAhead = page.getByRole('main').getByRole('link', { name: /^Tienes mesa el / });
    this.reserveLink = page.getByRole('main').getByRole('link', { name: 'Reservar', exact: true });
    this.menuLink = page.getByRole('main').getByRole('link', { name: 'Carta', exact: true });
    // The anchors are the contract with the booking and my-bookings features, whatever they render inside.
    this.bookingSection = page.locator('#reservar');
    this.myBookingsSection = page.locator('#mis-reservas');
    this.footer = page.getByRole('contentinfo');
  }

  async goto(hash = ''): Promise<void> {
    await this.page.goto(`/${hash}`);
    await this.heading.waitFor();
  }

  /** Distance from the top of the viewport to the top of the element, in whole CSS pixels. */
  roundedTopOf(section: Locator): Promise<number> {
    return section.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  }

  /** True when the window cannot scroll any further down. */
  isScrolledToEnd(): Promise<boolean> {
    return this.page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
  }

  footerLink(name: string | RegExp): Locator {
    return this.footer.getByRole('link', { name });
  }
}
