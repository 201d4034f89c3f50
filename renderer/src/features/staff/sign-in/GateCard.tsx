import type { FormEvent, ReactNode } from 'react';
import { VenueTitle } from '../../../components/VenueTitle';

interface GateCardProps {
  title: string;
  intro: string;
  icon: ReactNode;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/** The card in front of the staff screens (sign in, first run): one form on the dark page. */
export function GateCard({ title, intro, icon, onSubmit, children }: GateCardProps) {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink px-4 py-10">
      <VenueTitle title={title} />
      <form onSubmit={onSubmit} aria-labelledby="gate-title" className="grid w-full max-w-sm gap-5 rounded-2xl bg-card p-6 shadow-xl sm:p-8">
        <div className="grid justify-items-start gap-3">
          <span aria-hidden className="grid size-12 place-items-center rounded-full bg-brand-soft text-brand">
            {icon}
          </span>
          <h1 id="gate-title" className="font-display text-2xl font-bold text-ink">
            {title}
          </h1>
          <p className="text-sm text-muted">{intro}</p>
        </div>
        {children}
      </form>
    </main>
  );
}
