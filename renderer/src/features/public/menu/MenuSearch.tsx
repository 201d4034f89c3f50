import { Search, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { MENU_MESSAGES } from '../../../../../shared/messages/menu';
import { SEARCH_MAX, SEARCH_MIN } from '../../../../../shared/search-text';
import { HydrateLater } from '../../../components/HydrateLater';
import { MENU } from './copy';
import { MenuNotice, MenuQuery } from './MenuFrame';
import { ProductCard } from './ProductCard';
import { AllergenFilter } from './AllergenFilter';
import { useAllergenChoice } from './allergen-choice';
import { withoutAllergens } from './allergen-filter';
import { useLike } from './use-like';
import { useMenuSearch } from './use-menu-search';

/**
 * The search over the whole menu, above the sections: while a search is on, its dishes take the
 * sections' place; clearing it brings them back.
 */
export function MenuSearch({ children }: { children: ReactNode }) {
  const fieldId = useId();
  const { text, setText, term, tooShort, active, results } = useMenuSearch();
  const like = useLike();
  const { avoided, choose } = useAllergenChoice();
  const filtered = withoutAllergens(results.data?.results ?? [], avoided);
  const total = results.data?.total ?? 0;
  const shown = results.data?.results.length ?? 0;
  return (
    <>
      {/* Results come as the diner types; 'Buscar' (or the keyboard's search key) puts the keyboard away to read them. */}
      <HydrateLater name="menu-search">
        <form
          role="search"
          className="grid gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            (document.activeElement as HTMLElement | null)?.blur();
          }}
        >
          <label htmlFor={fieldId} className="text-base font-semibold">
            {MENU.searchLabel}
          </label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
              <input
                id={fieldId}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={MENU.searchPlaceholder}
                maxLength={SEARCH_MAX}
                enterKeyHint="search"
                autoComplete="off"
                className="min-h-12 w-full rounded-xl border border-stone-300 bg-white py-2 pr-12 pl-10 text-base [&::-webkit-search-cancel-button]:hidden"
              />
              {text && (
                <button
                  type="button"
                  onClick={() => setText('')}
                  aria-label={MENU.searchClear}
                  className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full hover:bg-stone-100"
                >
                  <X aria-hidden className="size-5" />
                </button>
              )}
            </div>
            <button type="submit" className="button min-h-12 shrink-0">
              {MENU.searchSubmit}
            </button>
          </div>
        </form>
      </HydrateLater>
      <AllergenFilter avoided={avoided} hidden={active && results.isSuccess ? filtered.hidden : null} onChange={choose} />
      <p role="status" className="text-base text-muted empty:hidden">
        {tooShort ? MENU_MESSAGES.searchTooShort(SEARCH_MIN) : active && results.isSuccess && total > 0 ? MENU.searchFound(total) : ''}
      </p>
      {!active ? (
        children
      ) : (
        <MenuQuery name="search" query={results} failed={MENU.searchFailed} loading={MENU.searching}>
          {(answer) =>
            answer.total === 0 ? (
              <MenuNotice title={MENU.searchNone(term)} text={MENU.searchNoneHint}>
                <button type="button" onClick={() => setText('')} className="button button-secondary mt-2 min-h-11">
                  {MENU.searchAll}
                </button>
              </MenuNotice>
            ) : (
              <>
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {filtered.shown.map((dish) => (
                    <ProductCard
                      key={dish.id}
                      product={dish}
                      liking={like.isPending && like.variables?.id === dish.id}
                      onLike={(product) => like.mutate(product)}
                      place={{ name: dish.categoryName, href: `/menu/categoria/${dish.categoryId}` }}
                    />
                  ))}
                </div>
                {shown < total && <p className="text-base text-muted">{MENU.searchFirst(shown, total)}</p>}
              </>
            )
          }
        </MenuQuery>
      )}
    </>
  );
}
