import { SlidersHorizontal } from 'lucide-react';
import { ALLERGENS, type Allergen } from '../../../../../shared/allergens';
import { ALLERGEN_ICONS } from '../../../components/menu/allergen-icons';
import { MENU } from './copy';
import { withoutLabel } from './allergen-filter';

interface AllergenFilterProps {
  avoided: readonly Allergen[];
  hidden: number;
  onChange(avoided: Allergen[]): void;
}

/** 'Sin gluten', 'Sin lácteos'…: the 14 allergens, each with its icon (the menu's legend too), and what the choice hides. */
export function AllergenFilter({ avoided, hidden, onChange }: AllergenFilterProps) {
  const toggle = (allergen: Allergen) => onChange(avoided.includes(allergen) ? avoided.filter((a) => a !== allergen) : [...avoided, allergen]);
  return (
    <details open={avoided.length > 0} className="rounded-2xl bg-white ring-1 ring-stone-200">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 text-base font-semibold">
        <SlidersHorizontal aria-hidden className="size-5" />
        {MENU.filterTitle}
        {avoided.length > 0 && <span className="text-muted">({avoided.length})</span>}
      </summary>
      <div className="grid gap-3 px-4 pb-4">
        <fieldset className="grid grid-cols-1 gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="sr-only">{MENU.filterTitle}</legend>
          {ALLERGENS.map((allergen) => {
            const Icon = ALLERGEN_ICONS[allergen];
            return (
              <label key={allergen} className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-base ring-1 ring-stone-200 has-[:checked]:bg-emerald-50 has-[:checked]:ring-emerald-600">
                <input type="checkbox" checked={avoided.includes(allergen)} onChange={() => toggle(allergen)} className="size-5 accent-emerald-700" />
                <Icon aria-hidden className="size-5 shrink-0 text-amber-800" />
                {withoutLabel(allergen)}
              </label>
            );
          })}
        </fieldset>
        <p className="text-base text-muted">{MENU.tracesNote}</p>
      </div>
      {avoided.length > 0 && (
        <p role="status" className="border-t border-stone-100 px-4 py-2 text-base">
          {MENU.hiddenDishes(hidden)}
        </p>
      )}
    </details>
  );
}
