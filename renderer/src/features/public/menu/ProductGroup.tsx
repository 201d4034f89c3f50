import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { MenuProduct } from '../../../../../shared/menu-types';
import { VIRTUALISE_AFTER } from './menu-order';
import { ProductCard } from './ProductCard';

interface ProductGroupProps {
  title: string;
  products: readonly MenuProduct[];
  liking: number | null;
  onLike(product: MenuProduct): void;
  /** The page's first group: its first photo loads at once. */
  first?: boolean;
  /** The group's id, which the bar of groups links to. */
  anchor?: string;
}

/** A group of dishes: a 1/2/3-column grid, or past 20 dishes a virtualised list in an 800 px box. */
export function ProductGroup({ title, products, liking, onLike, first = false, anchor }: ProductGroupProps) {
  return (
    // Under the sticky bar of groups when jumped to.
    <section id={anchor} aria-label={title} className="grid scroll-mt-20 gap-3">
      <h2 className="font-display text-2xl font-bold">{title}</h2>
      {products.length > VIRTUALISE_AFTER ? (
        <VirtualList products={products} liking={liking} onLike={onLike} first={first} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} liking={liking === product.id} onLike={onLike} eager={first && index === 0} />
          ))}
        </div>
      )}
    </section>
  );
}

/** Only the dishes in view are in the page; the rest come in as the box scrolls. */
function VirtualList({ products, liking, onLike, first }: Omit<ProductGroupProps, 'title' | 'anchor'>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: products.length, getScrollElement: () => scroller.current, estimateSize: () => 200, overscan: 2 });
  return (
    <div ref={scroller} className="h-[800px] overflow-y-auto rounded-2xl" tabIndex={0} role="region" aria-label={`${products.length} productos`}>
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const product = products[row.index] as MenuProduct;
          return (
            <div key={product.id} data-index={row.index} ref={virtualizer.measureElement} className="absolute top-0 left-0 w-full pb-4" style={{ transform: `translateY(${row.start}px)` }}>
              <ProductCard product={product} liking={liking === product.id} onLike={onLike} eager={first && row.index === 0} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
