import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { byDisplayOrder } from '../../../../../shared/menu-order';
import { HydrateLater } from '../../../components/HydrateLater';
import { MENU } from './copy';
import { MenuFrame, MenuNotice, MenuQuery } from './MenuFrame';
import { MenuSearch } from './MenuSearch';
import { sectionsQuery } from './menu-queries';
import { ProductImage } from './ProductImage';

/** /menu: the search over the whole menu, and the sections as cards, each with its photo or the venue's logo. */
export function SectionsView() {
  const sections = useQuery(sectionsQuery);
  return (
    <MenuFrame title={MENU.title}>
      <MenuSearch>
        <MenuQuery name="sections" query={sections} failed={MENU.sectionsFailed}>
          {(data) =>
            data.length === 0 ? (
              <MenuNotice title={MENU.sectionsEmptyTitle} text={MENU.sectionsEmpty} />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {byDisplayOrder(data).map((section, index) => (
                  <HydrateLater key={section.id} name={`section-${section.id}`}>
                    <li>
                      <Link href={`/menu/seccion/${section.id}`} className="block overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 hover:ring-brand">
                        {section.imageUrl ? (
                          <ProductImage url={section.imageUrl} alt="" frame="h-32" eager={index === 0} />
                        ) : (
                          <div className="flex h-32 items-center justify-center bg-ink">
                            <img src="/favicon.svg" alt="" width={64} height={64} className="size-16" />
                          </div>
                        )}
                        <span className="block p-4 text-xl font-bold">{section.name}</span>
                      </Link>
                    </li>
                  </HydrateLater>
                ))}
              </ul>
            )
          }
        </MenuQuery>
      </MenuSearch>
    </MenuFrame>
  );
}
