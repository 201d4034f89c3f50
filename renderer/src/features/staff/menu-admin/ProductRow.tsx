import clsx from 'clsx';
import { Eye, EyeOff, PackageCheck, PackageX } from 'lucide-react';
import type { Allergen } from '../../../../../shared/allergens';
import type { MenuProduct } from '../../../../../shared/menu-types';
import { ALLERGEN_ICONS } from '../../../components/menu/allergen-icons';
import { MENU_ADMIN } from './copy';
import { IconAction, ItemActions } from './MenuActions';
import { formatPrice } from './menu-tree';
import { HiddenBadge } from './Panel';
import { useToggleProduct } from './use-menu-actions';

/** A product: its price and allergens, the visibility and availability switches, edit and delete. */
export function ProductRow({ product, onEdit }: { product: MenuProduct; onEdit(): void }) {
  const toggle = useToggleProduct();
  return (
    <li aria-label={product.name} className={clsx('flex flex-wrap items-center gap-2 py-1.5', !product.isVisible && 'text-muted')}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          {product.name}
          <HiddenBadge hidden={!product.isVisible} label={MENU_ADMIN.hidden} />
          <HiddenBadge hidden={!product.isAvailable} label={MENU_ADMIN.unavailable} />
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span className="tabular-nums">{formatPrice(product.price, MENU_ADMIN.noPrice)}</span>
          {product.allergens.map((allergen) => {
            const Icon = ALLERGEN_ICONS[allergen as Allergen];
            return (
              <span key={allergen} title={allergen} className="inline-flex items-center gap-0.5">
                {Icon && <Icon aria-hidden className="size-3.5 text-amber-800" />}
                <span className="sr-only">{allergen}</span>
              </span>
            );
          })}
        </p>
      </div>
      <IconAction icon={product.isVisible ? Eye : EyeOff} label={MENU_ADMIN.toggleVisible(product.name)} pressed={product.isVisible} onClick={() => toggle.mutate({ product, flag: 'isVisible' })} />
      <IconAction
        icon={product.isAvailable ? PackageCheck : PackageX}
        label={MENU_ADMIN.toggleAvailable(product.name)}
        pressed={product.isAvailable}
        onClick={() => toggle.mutate({ product, flag: 'isAvailable' })}
      />
      <ItemActions kind="product" id={product.id} name={product.name} onEdit={onEdit} />
    </li>
  );
}
