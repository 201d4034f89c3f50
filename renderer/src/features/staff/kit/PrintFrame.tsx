import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { VenueTitle } from '../../../components/VenueTitle';

interface PrintFrameProps {
  /** The tab's title and the heading's first words. */
  title: string;
  /** More of the heading, under the title (the sheet's date). */
  subtitle?: ReactNode;
  back: { href: string; label: string };
  printLabel: string;
  /** Whether there is anything to print yet. */
  printable: boolean;
  children: ReactNode;
}

/**
 * A staff sheet laid out for A4 (the QR codes, the day sheet): on screen a way back and 'Imprimir'
 * above it; on paper only the sheet.
 */
export function PrintFrame({ title, subtitle, back, printLabel, printable, children }: PrintFrameProps) {
  return (
    <div className="min-h-dvh bg-paper print:min-h-0 print:bg-white">
      <VenueTitle title={title} />
      {/* Only while this screen is open: the sheet is laid out for A4. */}
      <style>{'@page { size: A4; margin: 12mm; }'}</style>
      <main className="mx-auto grid max-w-[210mm] gap-6 px-4 py-6 print:max-w-none print:p-0">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link href={back.href} className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-brand hover:underline">
            <ArrowLeft aria-hidden className="size-4" />
            {back.label}
          </Link>
          {printable && (
            <button type="button" className="button" onClick={() => window.print()}>
              <Printer aria-hidden className="size-5" />
              {printLabel}
            </button>
          )}
        </div>
        <h1 className="font-display text-3xl font-bold text-ink print:sr-only">
          {title}
          {subtitle}
        </h1>
        {children}
      </main>
    </div>
  );
}
