import { Cookie } from 'lucide-react';
import { useContext } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../../../../shared/routes';
import { useHydrated } from '../../../lib/hydration';
import { DrawnConsent, useConsent } from './consent-store';
import { CookieSettings } from './CookieSettings';

const buttonClass = 'button min-h-11 flex-1 px-4 text-base whitespace-nowrap';

function CookieChoices() {
  const acceptAll = useConsent((state) => state.acceptAll);
  const toggleSettings = useConsent((state) => state.toggleSettings);
  return (
    <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">
      <button type="button" className={`${buttonClass} button-secondary`} onClick={toggleSettings}>
        Configurar
      </button>
      <button type="button" className={buttonClass} onClick={acceptAll}>
        Aceptar Todo
      </button>
    </div>
  );
}

/**
 * The consent banner. It is sticky, not fixed, and comes last on the page: while the visitor
 * scrolls it stays pinned to the bottom of the screen, yet it keeps its own place after the
 * footer, so scrolling to the end always uncovers what it hid (the booking button, the footer).
 * A labelled region, not a modal: the page stays usable and focus is never trapped.
 */
export function CookieBanner() {
  const bannerOpen = useConsent((state) => state.bannerOpen);
  const settingsOpen = useConsent((state) => state.settingsOpen);
  // Until the page is taken over it shows what the server drew, which knew the choice from its cookie.
  const hydrated = useHydrated();
  const drawnWithChoice = useContext(DrawnConsent);
  if (hydrated ? !bannerOpen : drawnWithChoice) return null;

  return (
    <section aria-label="Aviso de cookies" className="pointer-events-none sticky bottom-0 z-40 sm:px-4 sm:pb-4">
      <div className="pointer-events-auto mx-auto rounded-t-2xl sm:mr-0 sm:max-w-md border border-stone-200 bg-card p-4 text-ink shadow-[0_-6px_30px_rgb(28_25_23/0.18)] sm:rounded-2xl sm:p-5">
        <div className="flex gap-3">
          <Cookie aria-hidden className="mt-0.5 size-6 shrink-0 text-brand" />
          <div>
            <h2 className="font-semibold">Usamos cookies</h2>
            <p className="mt-0.5 text-base text-muted">
              Las técnicas hacen que la web funcione; las de personalización, solo si las aceptas.{' '}
              <Link href={ROUTES.cookiePolicy} className="font-medium text-brand underline underline-offset-2">
                Más información
                {/* Out of context, as screen readers list links, "more information" would not say about what. */}
                <span className="sr-only"> sobre las cookies</span>
              </Link>
            </p>
          </div>
        </div>
        {settingsOpen ? <CookieSettings /> : <CookieChoices />}
      </div>
    </section>
  );
}
