import type { ReactNode } from 'react';

/** A block's heading, which names it, and its line on what it is for. */
export function SettingsHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div>
      <h2 id={id} className="font-display text-2xl font-bold text-ink">
        {title}
      </h2>
      <p className="text-muted">{intro}</p>
    </div>
  );
}

/** One block of 'Ajustes' that is not a form: a white card named by its heading. */
export function SettingsSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-stone-200">
      <SettingsHeading id={id} title={title} intro={intro} />
      {children}
    </section>
  );
}
