import { useId, type ReactNode } from 'react';

/** A numbered part of a legal text, named by its heading so screen readers can jump between them. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-display text-2xl leading-snug font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
