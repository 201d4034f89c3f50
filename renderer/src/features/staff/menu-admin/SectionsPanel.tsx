import type { MenuSection } from '../../../../../shared/menu-types';
import { MENU_ADMIN } from './copy';
import { ItemActions } from './MenuActions';
import type { MenuDialogState } from './dialog-state';
import type { SectionFilter } from './menu-tree';
import { HiddenBadge, Panel } from './Panel';

const filterClass = 'min-h-11 rounded-lg px-3 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100 aria-pressed:bg-ink aria-pressed:text-white aria-pressed:ring-ink';

interface SectionsPanelProps {
  sections: readonly MenuSection[];
  filter: SectionFilter;
  onFilter(filter: SectionFilter): void;
  onOpen(dialog: MenuDialogState): void;
}

/** The menu's sections: each one filters the categories below, and can be edited or deleted. */
export function SectionsPanel({ sections, filter, onFilter, onOpen }: SectionsPanelProps) {
  return (
    <Panel title={MENU_ADMIN.sectionsTitle} addLabel={MENU_ADMIN.add.section} onAdd={() => onOpen({ kind: 'section', item: null })}>
      <div role="group" aria-label={MENU_ADMIN.sectionFilterLabel} className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={filter === 'all'} onClick={() => onFilter('all')} className={filterClass}>
          {MENU_ADMIN.allSections}
        </button>
        {sections.map((section) => (
          <span key={section.id} className="flex items-center gap-1 rounded-xl bg-white p-1 ring-1 ring-stone-200">
            <button type="button" aria-pressed={filter === section.id} onClick={() => onFilter(section.id)} className={filterClass}>
              {section.name}
            </button>
            <HiddenBadge hidden={!section.isVisible} label={MENU_ADMIN.hidden} />
            <ItemActions kind="section" id={section.id} name={section.name} onEdit={() => onOpen({ kind: 'section', item: section })} />
          </span>
        ))}
        <button type="button" aria-pressed={filter === 'none'} onClick={() => onFilter('none')} className={filterClass}>
          {MENU_ADMIN.noSection}
        </button>
      </div>
      {sections.length === 0 && <p className="text-muted">{MENU_ADMIN.empty.section}</p>}
    </Panel>
  );
}
