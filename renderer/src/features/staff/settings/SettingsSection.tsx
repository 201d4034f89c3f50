import type { ReactNode } from 'react';

/** A section's heading, which names it (and takes the focus when the section is chosen), and its line on what it is for. */
export function SettingsHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div>
      <h2 id={id} tabIndex={-1} className="font-display text-2xl font-bold text-ink outline-none">
        {title}
      </h2>
      <p className="max-w-prose text-muted">{intro}</p>
    </div>
  );
}

/** One section of 'Ajustes' that is not a form: a white card named by its heading. */
export function SettingsSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-stone-200">
      <SettingsHeading id={id} title={title} intro={intro} />
      {children}
    </section>
  );
}
