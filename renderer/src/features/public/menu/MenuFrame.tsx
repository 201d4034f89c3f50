import { ArrowLeft, Camera, Home, Star } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { HydrateLater } from '../../../components/HydrateLater';
import { QueryView } from '../../../components/ui/QueryView';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitle, useVenue } from '../../../lib/venue';
import { CookieBanner } from '../cookies';
import { ExternalLink, PhoneHiddenWord } from '../site';
import { MENU } from './copy';

interface MenuFrameProps {
  /** The page's heading. */
  title: string;
  /** Where 'Atrás' leads; without it the page offers 'Volver al inicio' alone. */
  back?: string;
  children: ReactNode;
}

const navLink = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-base font-semibold text-brand ring-1 ring-stone-300 hover:bg-brand-soft';
/** Reviews and Instagram: a round icon on a phone, so the way back and they share one row. */
const outsideLink = `${navLink} min-w-11 justify-center`;

/**
 * A menu page: the way back, the venue's reviews and social links, the title, and the cookie banner.
 * On a drawn page the links and the banner are taken over each in a task of their own.
 */
export function MenuFrame({ title, back, children }: MenuFrameProps) {
  const venue = useVenue();
  useDocumentTitle(pageTitle(title, venue.name));
  return (
    <div className="min-h-dvh bg-paper text-ink">
      <HydrateLater name="menu-header">
        <header className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 pt-4">
          <nav aria-label="Carta" className="flex flex-wrap gap-2">
            {back ? (
              <>
                <Link href="/" className={navLink}>
                  <Home aria-hidden className="size-4" />
                  {MENU.home}
                </Link>
                <Link href={back} className={navLink}>
                  <ArrowLeft aria-hidden className="size-4" />
                  {MENU.back}
                </Link>
              </>
            ) : (
              <Link href="/" className={navLink}>
                <ArrowLeft aria-hidden className="size-4" />
                {MENU.backHome}
              </Link>
            )}
          </nav>
          <div className="ml-auto flex gap-2">
            <ExternalLink href={venue.links.reviews} className={outsideLink}>
              <Star aria-hidden className="size-4" />
              <PhoneHiddenWord>{MENU.reviews}</PhoneHiddenWord>
            </ExternalLink>
            <ExternalLink href={venue.links.photos} className={outsideLink}>
              <Camera aria-hidden className="size-4" />
              <PhoneHiddenWord>{MENU.social}</PhoneHiddenWord>
            </ExternalLink>
          </div>
        </header>
      </HydrateLater>
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6">
        <div className="grid gap-1">
          {/* Whose menu this is, on a page a QR code on the table may open first. */}
          {title.toUpperCase() !== venue.name.toUpperCase() && <p className="font-display text-lg font-semibold text-brand">{venue.name}</p>}
          <h1 className="font-display text-3xl font-bold sm:text-4xl">{title}</h1>
        </div>
        {children}
      </main>
      <HydrateLater name="cookies">
        <CookieBanner />
      </HydrateLater>
    </div>
  );
}

/** An empty or failed page: what happened, and what the diner can do. */
export function MenuNotice({ title, text, alert = false, children }: { title: string; text: string; alert?: boolean; children?: ReactNode }) {
  return (
    <div role={alert ? 'alert' : undefined} className="grid justify-items-center gap-2 rounded-2xl bg-white px-4 py-10 text-center ring-1 ring-stone-200">
      <p className="text-lg font-bold">{title}</p>
      <p className="text-muted">{text}</p>
      {children}
    </div>
  );
}

interface MenuQueryProps<T> {
  /** What the data is ('sections', 'category 3', 'search'): a new name starts afresh, never showing another's data. */
  name: string;
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data'>;
  failed: string;
  loading?: string;
  children(data: T): ReactNode;
}

/** A menu page's data: 'Cargando…' while it comes, the spec's error notice if it fails, the page once there. */
export function MenuQuery<T>({ name, ...props }: MenuQueryProps<T>) {
  // Keyed by the query's name: another category or section draws afresh, keeping nothing of the last.
  return <MenuQueryView key={name} {...props} />;
}

function MenuQueryView<T>({ query, failed, loading = MENU.loading, children }: Omit<MenuQueryProps<T>, 'name'>) {
  const { data } = query;
  const view = data === undefined && !query.isError ? { isPending: true, isError: false, data } : { isPending: false, isError: query.isError, data };
  return (
    <QueryView query={view} loading={loading} failed={failed} failure={<MenuNotice alert title={failed} text={MENU.retry} />}>
      {children}
    </QueryView>
  );
}
