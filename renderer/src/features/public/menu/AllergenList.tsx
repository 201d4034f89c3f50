import type { Allergen } from '../../../../../shared/allergens';
import { ALLERGEN_ICONS } from '../../../components/menu/allergen-icons';
import { MENU } from './copy';

/** 'Alérgenos:' and each allergen by its name, with its icon beside it, never an icon alone. */
export function AllergenList({ allergens }: { allergens: readonly string[] }) {
  if (allergens.length === 0) return null;
  return (
    <p className="text-base">
      <span className="font-semibold">{MENU.allergens}</span>{' '}
      {allergens.map((allergen, index) => {
        const Icon = ALLERGEN_ICONS[allergen as Allergen];
        return (
          <span key={allergen}>
            {Icon && <Icon aria-hidden className="mr-0.5 inline size-4 align-[-2px] text-amber-800" />}
            {allergen}
            {index < allergens.length - 1 ? ', ' : ''}
          </span>
        );
      })}
    </p>
  );
}
