import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ALLERGENS, type Allergen } from '../../../../../shared/allergens';
import { HydrateLater } from '../../../components/HydrateLater';
import { ALLERGEN_ICONS } from '../../../components/menu/allergen-icons';
import { MENU } from './copy';
import { withoutLabel } from './allergen-filter';

interface AllergenFilterProps {
  avoided: readonly Allergen[];
  /** Dishes this page leaves out for the choice; null where the page lists no dishes. */
  hidden: number | null;
  onChange(avoided: Allergen[]): void;
}

/**
 * 'Filtrar por alérgenos', for the whole menu: folded to one line that says what is filtered and how
 * many dishes it hides, with 'Quitar filtro' one tap away; unfolded, the 14 allergens (each with the
 * menu's icon) in two columns, and 'Ver los platos' to fold it again. Taken over in a task of its own
 * on a drawn page.
 */
export function AllergenFilter(props: AllergenFilterProps) {
  return (
    <HydrateLater name="allergen-filter">
      <Filter {...props} />
    </HydrateLater>
  );
}

function Filter({ avoided, hidden, onChange }: AllergenFilterProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLElement>(null);
  // Folded from its foot, the page would be left among the dishes: the line saying what is hidden comes back into view.
  const done = () => {
    setOpen(false);
    frame.current?.scrollIntoView({ block: 'nearest' });
  };
  const toggle = (allergen: Allergen) => onChange(avoided.includes(allergen) ? avoided.filter((a) => a !== allergen) : [...avoided, allergen]);
  const active = avoided.length > 0;
  return (
    <section ref={frame} aria-label={MENU.filterTitle} className="rounded-2xl bg-white ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-2 px-2 py-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-base font-semibold hover:bg-stone-50"
        >
          <SlidersHorizontal aria-hidden className="size-5" />
          {MENU.filterTitle}
          {active && <span className="text-muted">({avoided.length})</span>}
        </button>
        {active && (
          <button type="button" onClick={() => onChange([])} className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-xl px-2 text-base font-semibold text-brand hover:bg-brand-soft">
            <X aria-hidden className="size-5" />
            {MENU.clearFilter}
          </button>
        )}
      </div>
      <p role="status" className="px-4 pb-2 text-base text-muted empty:hidden">
        {active ? [MENU.filterActive(avoided.map(withoutLabel)), ...(hidden === null ? [] : [MENU.hiddenDishes(hidden)])].join(' ') : ''}
      </p>
      {open && (
        <div id={panelId} className="grid gap-3 border-t border-stone-100 px-4 py-3">
          <fieldset className="grid grid-cols-2 gap-1.5 lg:grid-cols-3">
            <legend className="sr-only">{MENU.filterTitle}</legend>
            {ALLERGENS.map((allergen) => {
              const Icon = ALLERGEN_ICONS[allergen];
              return (
                <label
                  key={allergen}
                  className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-base leading-tight ring-1 ring-stone-200 has-[:checked]:bg-emerald-50 has-[:checked]:ring-emerald-600"
                >
                  <input type="checkbox" checked={avoided.includes(allergen)} onChange={() => toggle(allergen)} className="size-5 shrink-0 accent-emerald-700" />
                  <Icon aria-hidden className="size-5 shrink-0 text-amber-800" />
                  {withoutLabel(allergen)}
                </label>
              );
            })}
          </fieldset>
          <p className="text-base text-muted">{MENU.tracesNote}</p>
          <button type="button" onClick={done} className="button min-h-11 justify-self-end">
            {MENU.filterDone}
          </button>
        </div>
      )}
    </section>
  );
}
