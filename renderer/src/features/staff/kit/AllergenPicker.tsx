import type { InputHTMLAttributes } from 'react';
import { ALLERGENS, type Allergen } from '../../../../../shared/allergens';
import { ALLERGEN_ICONS } from '../../../components/menu/allergen-icons';

interface AllergenPickerProps {
  legend: string;
  /** Each box's value and state: a form library's registration, or `checked` and `onChange`. */
  box(allergen: Allergen): InputHTMLAttributes<HTMLInputElement>;
}

/**
 * The 14 EU allergens as labelled boxes with their icons: picked, never typed, stored under their
 * official names. A dish's allergens and a guest's.
 */
export function AllergenPicker({ legend, box }: AllergenPickerProps) {
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
        {ALLERGENS.map((allergen) => {
          const Icon = ALLERGEN_ICONS[allergen];
          return (
            <label key={allergen} className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-ink ring-1 ring-stone-200 has-[:checked]:bg-amber-50 has-[:checked]:ring-amber-500">
              <input type="checkbox" value={allergen} {...box(allergen)} className="size-4 accent-brand" />
              <Icon aria-hidden className="size-4 shrink-0 text-amber-800" />
              {allergen}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
