import { Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One block of the menu tab: its title, its 'Nuevo…' button and what it lists. */
export function Panel({ title, addLabel, onAdd, tools, children }: { title: string; addLabel: string; onAdd(): void; tools?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="mr-auto font-display text-lg font-bold text-ink">
          {title}
        </h3>
        {tools}
        <button type="button" onClick={onAdd} className="button min-h-11">
          <Plus aria-hidden className="size-4" />
          {addLabel}
        </button>
      </div>
      {children}
    </section>
  );
}

/** 'Oculto' beside an item staff have hidden from the public menu. */
export function HiddenBadge({ hidden, label }: { hidden: boolean; label: string }) {
  return hidden ? <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">{label}</span> : null;
}
