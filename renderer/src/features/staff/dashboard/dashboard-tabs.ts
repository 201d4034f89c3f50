/**
 * The dashboard's tabs, in the order of their shortcuts (Alt+1 … Alt+5): four with a trigger, and
 * 'mesas', reached by its address or Alt+3 only.
 */
export const DASHBOARD_TABS = ['reservas', 'menu', 'mesas', 'linea', 'opiniones'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The timeline sits beside the day's lists it draws. */
export const VISIBLE_TABS: readonly DashboardTab[] = ['reservas', 'linea', 'menu', 'opiniones'];

/** The tab a `?tab=` query names, else reservas. */
export function tabFromSearch(search: string): DashboardTab {
  const named = new URLSearchParams(search).get('tab');
  return (DASHBOARD_TABS as readonly string[]).includes(named ?? '') ? (named as DashboardTab) : 'reservas';
}

/** Alt+1 to Alt+5 switch tabs; anything else is not ours. */
export function tabForShortcut(event: { altKey: boolean; ctrlKey: boolean; metaKey: boolean; key: string }): DashboardTab | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  const index = ['1', '2', '3', '4', '5'].indexOf(event.key);
  return index >= 0 ? (DASHBOARD_TABS[index] ?? null) : null;
}
