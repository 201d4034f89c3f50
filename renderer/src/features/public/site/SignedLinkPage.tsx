import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { HOME_SECTIONS } from '../../../../../shared/routes';
import { failureDetail } from '../../../lib/failure-messages';
import { HeaderBar } from './HeaderBar';
import { HomeLink } from './HomeLink';
import { SiteFooter } from './SiteFooter';

interface SignedLinkPageProps<T> {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  texts: { home: string; loading: string; failed: string; myBookings: string };
  /** The link's answer, read without changing anything. */
  view: UseQueryResult<T>;
  /** What the link names, label and value, as the diner knows it. */
  rows(data: T): readonly (readonly [string, string])[];
  /** Its buttons, or what came of pressing one. */
  children(data: T): ReactNode;
  /** What else the page asks below them (the table's allergies). */
  more?(data: T): ReactNode;
}

/**
 * The page a signed link of an e-mail opens (a reminder, an offer of the waiting list): what it
 * names, its answer, and the way to 'Mis reservas'.
 */
export function SignedLinkPage<T>({ id, heading, texts, view, rows, children, more }: SignedLinkPageProps<T>) {
  return (
    <>
      <HeaderBar>
        <HomeLink className="button button-secondary min-h-10 px-4 text-sm text-white hover:bg-white/10">{texts.home}</HomeLink>
      </HeaderBar>
      <main className="bg-paper px-5 pt-10 pb-16 sm:pt-14">
        <section aria-labelledby={id} className="mx-auto grid max-w-xl gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <h1 id={id} className="font-display text-3xl font-semibold text-ink sm:text-4xl">
            {heading}
          </h1>
          {view.isPending ? (
            <p role="status" className="text-muted">
              {texts.loading}
            </p>
          ) : view.isError ? (
            <p role="alert" className="text-red-700">
              {failureDetail(view.error) ?? texts.failed}
            </p>
          ) : (
            <>
              <dl className="grid gap-x-4 gap-y-1 text-ink sm:grid-cols-[auto_1fr] sm:gap-y-2">
                {rows(view.data).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-sm font-semibold text-muted max-sm:mt-2 sm:text-base sm:text-ink">{label}</dt>
                    <dd className="text-lg first-letter:uppercase sm:text-base">{value}</dd>
                  </div>
                ))}
              </dl>
              {children(view.data)}
              {more?.(view.data)}
            </>
          )}
          <Link href={`/?#${HOME_SECTIONS.myBookings}`} className="w-fit font-semibold text-brand underline underline-offset-2">
            {texts.myBookings}
          </Link>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
