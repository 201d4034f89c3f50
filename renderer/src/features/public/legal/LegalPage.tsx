import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitle, useVenue } from '../../../lib/venue';
import { CookieBanner } from '../cookies';
import { HeaderBar, HomeLink, SiteFooter } from '../site';

/** When the texts were last reviewed; change it with them. */
const LAST_UPDATED = 'noviembre de 2026';

interface LegalPageProps {
  title: string;
  /** One or two sentences under the heading saying what the page is for. */
  summary: ReactNode;
  children: ReactNode;
}

/**
 * The frame the three legal pages share: a slim header with the way back, one readable column
 * (about 70 characters a line), the site footer, and the cookie banner a first visit may need.
 */
export function LegalPage({ title, summary, children }: LegalPageProps) {
  const venue = useVenue();
  useDocumentTitle(pageTitle(title, venue.name));
  // Reached by a link from the foot of the home page: start reading at the top, not where that page was.
  // A block body: newer browsers make scrollTo return a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <HeaderBar>
        <HomeLink className="button button-secondary min-h-10 px-4 text-sm text-white hover:bg-white/10">
          <ArrowLeft aria-hidden className="size-4" />
          Volver
        </HomeLink>
      </HeaderBar>
      <main className="bg-paper">
        <article className="mx-auto max-w-[70ch] px-5 pt-10 pb-16 text-[1.0625rem] leading-relaxed text-stone-800 sm:pt-14 [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1.5 [&_p]:mt-3 [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-brand">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">Información legal</p>
          <h1 className="mt-2 font-display text-4xl leading-tight font-semibold text-ink sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg text-muted">{summary}</p>
          <p className="mt-2 text-sm text-muted">Última actualización: {LAST_UPDATED}</p>
          <div className="mt-8 border-t border-stone-200">{children}</div>
        </article>
      </main>
      <SiteFooter />
      <CookieBanner />
    </>
  );
}
