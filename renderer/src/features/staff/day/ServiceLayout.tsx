import clsx from 'clsx';
import { LayoutGrid, List } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DAY } from '../kit/day-copy';

export type ServiceView = 'list' | 'plan';

const VIEW_PARAM = 'vista';
const PARAM_VALUE: Record<ServiceView, string> = { list: 'lista', plan: 'plano' };

/** Below 1280 px, lists or plan: kept in the address like the tab, so a reload or a tab change keeps it. */
export function useServiceView(): [ServiceView, (view: ServiceView) => void] {
  const [view, setView] = useState<ServiceView>(() => (new URLSearchParams(window.location.search).get(VIEW_PARAM) === PARAM_VALUE.plan ? 'plan' : 'list'));
  const choose = (next: ServiceView) => {
    setView(next);
    const url = new URL(window.location.href);
    url.searchParams.set(VIEW_PARAM, PARAM_VALUE[next]);
    window.history.replaceState(null, '', url);
  };
  return [view, choose];
}

const segment =
  'inline-flex min-h-11 items-center gap-1.5 px-3 text-sm font-semibold ring-1 ring-stone-300 first:rounded-l-lg last:rounded-r-lg hover:bg-stone-100 aria-pressed:bg-ink aria-pressed:text-white aria-pressed:ring-ink aria-pressed:hover:bg-ink';

/** 'Lista' or 'Plano', one tap apart; from 1280 px both show and the switch is not needed. */
export function ViewSwitch({ view, onChange }: { view: ServiceView; onChange(view: ServiceView): void }) {
  return (
    <div role="group" aria-label={DAY.views.label} className="flex xl:hidden">
      <button type="button" aria-pressed={view === 'list'} onClick={() => onChange('list')} className={segment}>
        <List aria-hidden className="size-4" />
        {DAY.views.list}
      </button>
      <button type="button" aria-pressed={view === 'plan'} onClick={() => onChange('plan')} className={segment}>
        <LayoutGrid aria-hidden className="size-4" />
        {DAY.views.plan}
      </button>
    </div>
  );
}

/**
 * The evening on one screen: from 1280 px the day's lists and, beside them, the live plan, which stays
 * in view (scrolling within itself) while the lists scroll; below, the one the switch chose.
 */
export function ServiceLayout({ view, lists, plan }: { view: ServiceView; lists: ReactNode; plan: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(27.5rem,36%)] xl:items-start">
      <div className={clsx('grid grid-cols-[minmax(0,1fr)] content-start gap-4', view === 'plan' && 'max-xl:hidden')}>{lists}</div>
      <div
        className={clsx(
          'grid grid-cols-[minmax(0,1fr)] content-start gap-4 xl:sticky xl:top-[calc(var(--panel-header)+0.5rem)] xl:max-h-[calc(100dvh-var(--panel-header)-1rem)] xl:overflow-y-auto xl:overscroll-contain',
          view === 'list' && 'max-xl:hidden',
        )}
      >
        {plan}
      </div>
    </div>
  );
}
