import { BookingSection } from '../features/booking/BookingSection';
import { CookieBanner } from '../features/cookies/CookieBanner';
import { MyBookingsSection } from '../features/my-bookings/MyBookingsSection';
import { Hero } from '../features/site/Hero';
import { SiteFooter } from '../features/site/SiteFooter';
import { SiteHeader } from '../features/site/SiteHeader';
import { useHashScroll } from '../features/site/use-hash-scroll';

/** Home, in order: header, hero, booking form (#reservar), my bookings (#mis-reservas), footer. */
export default function HomePage() {
  useHashScroll();
  return (
    <>
      <SiteHeader />
      <main>
        <Hero />
        <BookingSection />
        <MyBookingsSection />
      </main>
      <SiteFooter />
      <CookieBanner />
    </>
  );
}
