import * as Tabs from '@radix-ui/react-tabs';
import { ChartColumn, CalendarDays, Home, LogOut, Settings, Users } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Link } from 'wouter';
import { VenueTitle } from '../../../components/VenueTitle';
import { useAuth } from '../../../stores/auth';
import { DASHBOARD } from './copy';
import { tabForShortcut, tabFromSearch, VISIBLE_TABS, type DashboardTab } from './dashboard-tabs';
import { ROUTES } from '../../../../../shared/routes';
import { serviceDate } from '../../../../../shared/schedule';
import { ReservasTab } from '../day';
import { FloorArea } from '../floor';
import { MenuTab } from '../menu-admin';
import { OpinionsTab, UnreadBadge } from '../opinions';
import { TimelineTab } from '../timeline';
import { LiveIndicator } from './LiveIndicator';
import { NavLabel } from './NavLabel';
import { OutageNotice } from './OutageNotice';
import { PauseIndicator } from './PauseIndicator';
import { SETTINGS_SECTIONS } from '../settings';
import { TunnelIndicator } from './TunnelIndicator';
import { useLiveUpdates } from '../kit/use-live-updates';

const TAB_LABEL: Record<DashboardTab, string> = { reservas: DASHBOARD.reservations, menu: DASHBOARD.menu, mesas: DASHBOARD.tables, linea: DASHBOARD.timeline, opiniones: DASHBOARD.opinions };

const triggerClass =
  'min-h-11 border-b-2 border-transparent px-3 text-sm font-semibold text-white/75 hover:text-white data-[state=active]:border-white data-[state=active]:text-white focus-visible:outline-white lg:px-3 xl:px-4';

const NAV_ITEM = 'flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-white/10 focus-visible:outline-white';

/** The signed-in dashboard: header, the live indicator and the tabs, kept in the address so a reload keeps them. */
export function DashboardFrame() {
  const logout = useAuth((state) => state.logout);
  const live = useLiveUpdates();
  const [tab, setTab] = useState<DashboardTab>(() => tabFromSearch(window.location.search));
  const header = useRef<HTMLElement>(null);
  const headerHeight = useHeight(header);

  const open = (next: DashboardTab) => {
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', next);
    window.history.replaceState(null, '', url);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const next = tabForShortcut(event);
      if (!next) return;
      event.preventDefault();
      open(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    // The bar's height, for what stays in view under it (the plan beside the day's lists): an indicator or a notice may make it taller.
    <Tabs.Root value={tab} onValueChange={(value) => open(value as DashboardTab)} className="min-h-dvh bg-paper" style={{ '--panel-header': `${headerHeight}px` } as CSSProperties}>
      <VenueTitle title={DASHBOARD.title} />
      {/* One slim bar, the tabs in it, that stays on top while the evening scrolls under it. */}
      <header ref={header} className="sticky top-0 z-30 bg-ink text-white">
        <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-3 px-4 py-1 lg:px-6">
          <h1 className="font-display text-lg font-bold max-xl:sr-only">{DASHBOARD.title}</h1>
          <Tabs.List aria-label={DASHBOARD.tabsLabel} className="flex">
            {VISIBLE_TABS.map((name) => (
              <Tabs.Trigger key={name} value={name} className={triggerClass} title={DASHBOARD.tabKey(name)} aria-keyshortcuts={DASHBOARD.tabKey(name)}>
                {TAB_LABEL[name]}
                {name === 'opiniones' && <UnreadBadge />}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <LiveIndicator state={live} />
          <TunnelIndicator />
          <PauseIndicator />
          <OutageNotice />
          <nav aria-label="Panel" className="ml-auto flex items-center gap-1 xl:gap-2">
            <Link href="/" className={NAV_ITEM} title={DASHBOARD.home}>
              <Home aria-hidden className="size-4" />
              <NavLabel>{DASHBOARD.home}</NavLabel>
            </Link>
            <Link href={`${ROUTES.settings}#${SETTINGS_SECTIONS.calendar}`} className={NAV_ITEM} title={DASHBOARD.calendar}>
              <CalendarDays aria-hidden className="size-4" />
              <NavLabel>{DASHBOARD.calendar}</NavLabel>
            </Link>
            <Link href={ROUTES.guests} className={NAV_ITEM} title={DASHBOARD.guests}>
              <Users aria-hidden className="size-4" />
              <NavLabel>{DASHBOARD.guests}</NavLabel>
            </Link>
            <Link href={ROUTES.reports} className={NAV_ITEM} title={DASHBOARD.reports}>
              <ChartColumn aria-hidden className="size-4" />
              <NavLabel>{DASHBOARD.reports}</NavLabel>
            </Link>
            <Link href={ROUTES.settings} className={NAV_ITEM} title={DASHBOARD.settings}>
              <Settings aria-hidden className="size-4" />
              <NavLabel>{DASHBOARD.settings}</NavLabel>
            </Link>
            <button type="button" onClick={() => void logout()} className={NAV_ITEM} title={DASHBOARD.logout}>
              <LogOut aria-hidden className="size-4" />
              <NavLabel>{DASHBOARD.logout}</NavLabel>
            </button>
          </nav>
        </div>
      </header>
      <div className="mx-auto max-w-[1600px] px-4 lg:px-6">
        <Tabs.Content value="reservas" className="pt-2 pb-3 outline-none" aria-label={TAB_LABEL.reservas}>
          <h2 className="sr-only">{TAB_LABEL.reservas}</h2>
          <ReservasTab />
        </Tabs.Content>
        <Tabs.Content value="linea" className="py-3 outline-none" aria-label={TAB_LABEL.linea}>
          <h2 className="sr-only">{TAB_LABEL.linea}</h2>
          <TimelineTab />
        </Tabs.Content>
        <Tabs.Content value="menu" className="py-3 outline-none" aria-label={TAB_LABEL.menu}>
          <h2 className="sr-only">{TAB_LABEL.menu}</h2>
          <MenuTab />
        </Tabs.Content>
        <Tabs.Content value="mesas" className="py-3 outline-none" aria-label={TAB_LABEL.mesas}>
          <h2 className="sr-only">{TAB_LABEL.mesas}</h2>
          <FloorArea date={serviceDate(new Date())} filter="all" newTableKey />
        </Tabs.Content>
        <Tabs.Content value="opiniones" className="py-3 outline-none" aria-label={TAB_LABEL.opiniones}>
          <h2 className="sr-only">{TAB_LABEL.opiniones}</h2>
          <OpinionsTab />
        </Tabs.Content>
        {/* For the keyboard at the front desk, out of the way at the foot; a touch screen has no Alt. */}
        <p className="border-t border-stone-200 py-2 text-xs text-muted max-md:hidden pointer-coarse:hidden">{DASHBOARD.shortcuts(tab)}</p>
      </div>
    </Tabs.Root>
  );
}

/** An element's height, kept as it changes. */
function useHeight(element: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(52);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(() => setHeight(target.offsetHeight));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return height;
}
