import { Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useInView } from 'react-intersection-observer';
import { HOME_SECTIONS } from '../../../../../shared/routes';
import { phoneHref } from '../../../../../shared/venue';
import { useVenue } from '../../../lib/venue';
import { COPY } from './copy';
import { LoadFailureBoundary } from './LoadFailureBoundary';
import { useOpenRequested } from './open-request';

/**
 * The form, its validation (zod, react-hook-form), the cards and the cancel dialog weigh more than
 * the rest of the home page's own code; the section sits below the booking form, so they load
 * when the diner nears it and stay out of the first load's budget.
 */
const MyBookingsPanel = lazy(() => import('./MyBookingsPanel'));

/** Stands in for the search card while its code loads, at the same size so nothing jumps. */
function PanelPlaceholder() {
  return (
    <div aria-hidden className="grid gap-5 rounded-2xl bg-card p-5 shadow-sm ring-1 ring-stone-200 sm:p-7">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        {[0, 1].map((field) => (
          <div key={field} className="grid gap-1.5">
            <div className="h-5 w-24 rounded bg-stone-200" />
            <div className="h-11 rounded-lg border border-stone-200 bg-stone-50" />
            {field === 1 && <div className="h-4 w-48 rounded bg-stone-100" />}
          </div>
        ))}
      </div>
      <div className="h-11 rounded-full bg-stone-200 sm:w-40 sm:justify-self-end" />
    </div>
  );
}

/** Home page, 'Mis reservas' (#mis-reservas): find bookings by e-mail plus confirmation number, and cancel them. */
export function MyBookingsSection() {
  // True from the moment the section comes within 800 px of the screen, and from then on.
  const { ref, inView } = useInView({ rootMargin: '800px 0px', triggerOnce: true });
  // Or as soon as the home page's banner asks for a booking, which the panel then brings on screen.
  const requested = useOpenRequested();
  const near = inView || requested;
  const { phone } = useVenue();
  return (
    <section ref={ref} id={HOME_SECTIONS.myBookings} aria-labelledby="mis-reservas-titulo" className="scroll-mt-20 px-5 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl">
        <header className="mb-8 grid gap-3">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">{COPY.eyebrow}</p>
          <h2 id="mis-reservas-titulo" className="font-display text-3xl font-bold text-ink sm:text-4xl">
            {COPY.heading}
          </h2>
          <p className="max-w-2xl text-lg text-muted">{COPY.intro}</p>
        </header>
        {near ? (
          <LoadFailureBoundary>
            <Suspense fallback={<PanelPlaceholder />}>
              <MyBookingsPanel />
            </Suspense>
          </LoadFailureBoundary>
        ) : (
          <PanelPlaceholder />
        )}
        <p className="mt-6 text-sm text-muted">
          <Phone aria-hidden className="mr-1.5 inline size-4 align-[-3px] text-brand" />
          {COPY.changesByPhone}{' '}
          <a href={phoneHref(phone)} className="font-semibold whitespace-nowrap text-brand underline-offset-2 hover:underline">
            {phone}
          </a>
        </p>
      </div>
    </section>
  );
}
