import { Clock, MessageCircle, Phone } from 'lucide-react';
import { HOME_SECTIONS } from '../../../../../shared/routes';
import { phoneHref } from '../../../../../shared/venue';
import { useVenue } from '../../../lib/venue';
import { BookingForm } from './BookingForm';

/** The home page's booking section (#reservar): a short promise beside the form on wide screens, above it on phones. */
export function BookingSection() {
  const { phone } = useVenue();
  return (
    <section id={HOME_SECTIONS.booking} aria-labelledby="reservar-title" className="scroll-mt-20 bg-paper px-4 py-12 sm:px-6 lg:py-20">
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] lg:gap-14">
        <header className="grid content-start gap-4 lg:sticky lg:top-24">
          <p className="text-sm font-semibold tracking-[0.2em] text-brand uppercase">Reservas</p>
          <h2 id="reservar-title" className="font-display text-4xl leading-tight font-bold text-ink sm:text-5xl">
            Reserva tu mesa
          </h2>
          <p className="text-lg text-muted">Elige día, zona y horario y te confirmamos la mesa al momento.</p>
          <ul className="hidden gap-3 text-ink sm:grid">
            <li className="flex items-start gap-3">
              <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
              Cenas de lunes a domingo; comidas los fines de semana.
            </li>
            <li className="flex items-start gap-3">
              <MessageCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
              Zona VIP y grupos grandes, por WhatsApp, email o teléfono.
            </li>
            <li className="flex items-start gap-3">
              <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>
                ¿Prefieres llamar?{' '}
                <a href={phoneHref(phone)} className="font-semibold text-brand underline underline-offset-2">
                  {phone}
                </a>
              </span>
            </li>
          </ul>
        </header>
        <BookingForm />
      </div>
    </section>
  );
}
