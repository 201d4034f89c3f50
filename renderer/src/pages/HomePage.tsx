import { HydrateLater } from '../components/HydrateLater';
import { BookingSection } from '../features/public/booking/BookingSection';
import { CookieBanner } from '../features/public/cookies/CookieBanner';
import { BookingAheadBanner } from '../features/public/my-bookings/BookingAheadBanner';
import { MyBookingsSection } from '../features/public/my-bookings/MyBookingsSection';
import { Hero } from '../features/public/site/Hero';
import { SiteFooter } from '../features/public/site/SiteFooter';
import { SiteHeader } from '../features/public/site/SiteHeader';
import { useHashScroll } from '../features/public/site/use-hash-scroll';
import { useDocumentTitle } from '../lib/use-document-title';
import { useVenue } from '../lib/venue';
import { homeTitle } from '../../../shared/venue';

/**
 * Home, in order: header, hero (with this device's next booking, once the page is taken over),
 * booking form (#reservar), my bookings (#mis-reservas), footer. On a drawn page each is taken over
 * in a task of its own, in that order (the booking form's steps too).
 */
export default function HomePage() {
  useHashScroll();
  useDocumentTitle(homeTitle(useVenue()));
  return (
    <>
      <HydrateLater name="site-header">
        <SiteHeader />
      </HydrateLater>
      <main>
        <HydrateLater name="hero">
          <Hero notice={<BookingAheadBanner />} />
        </HydrateLater>
        <HydrateLater name="booking">
          <BookingSection />
        </HydrateLater>
        <HydrateLater name="my-bookings">
          <MyBookingsSection />
        </HydrateLater>
      </main>
      <HydrateLater name="footer">
        <SiteFooter />
      </HydrateLater>
      <HydrateLater name="cookies">
        <CookieBanner />
      </HydrateLater>
    </>
  );
}
