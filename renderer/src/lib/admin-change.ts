/**
 * The admin-change notice: after something a dashboard shows has changed, this window
 * hears a `window` event and every other window of the site a `storage` event. Tables make them
 * refetch; a menu change carries the item (`serverData`), which they patch into what they hold.
 */
import { STORAGE_KEYS } from './storage-keys';

export const ADMIN_CHANGE_EVENT = 'admin-change';
export const ADMIN_CHANGE_STORAGE_KEY = STORAGE_KEYS.adminChange;

/** The spec's menu data types, whose changed item travels with the notice. */
export type MenuDataType = 'categories' | 'sections' | 'products' | 'subcategories';
export type AdminDataType = 'tables' | MenuDataType;

/** The item as the server answered it; with `removed`, only its id counts. */
export type ServerData = { id: number } & Record<string, unknown>;

export interface AdminChange {
  dataType: AdminDataType;
  serverData?: ServerData;
  removed?: boolean;
  /** Makes each write differ from the last, as a `storage` event only fires when the value changes. */
  at: number;
}

export function raiseAdminChange(dataType: AdminDataType, item?: { serverData: ServerData; removed?: boolean }): void {
  const change: AdminChange = { dataType, ...item, at: Date.now() };
  window.dispatchEvent(new CustomEvent<AdminChange>(ADMIN_CHANGE_EVENT, { detail: change }));
  try {
    localStorage.setItem(ADMIN_CHANGE_STORAGE_KEY, JSON.stringify(change));
  } catch (error) {
    // Storage can be full or blocked (private browsing): this window has been told already.
    console.warn('No se pudo avisar a otras ventanas del cambio', error);
  }
}

/** The notice a `storage` event carries, or null when the value is not one this version wrote. */
export function readAdminChange(raw: string | null): AdminChange | null {
  if (!raw) return null;
  try {
    const change = JSON.parse(raw) as Partial<AdminChange> | null;
    return change && typeof change.dataType === 'string' ? (change as AdminChange) : null;
  } catch {
    return null;
  }
}
