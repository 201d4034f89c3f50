/**
 * The admin-change notice: after something a dashboard shows has changed, this window
 * hears a `window` event and every other window of the site a `storage` event, and they refetch.
 */
import { STORAGE_KEYS } from './storage-keys';

export const ADMIN_CHANGE_EVENT = 'admin-change';
export const ADMIN_CHANGE_STORAGE_KEY = STORAGE_KEYS.adminChange;

export type AdminDataType = 'tables';

export interface AdminChange {
  dataType: AdminDataType;
  /** Makes each write differ from the last, as a `storage` event only fires when the value changes. */
  at: number;
}

export function raiseAdminChange(dataType: AdminDataType): void {
  const change: AdminChange = { dataType, at: Date.now() };
  window.dispatchEvent(new CustomEvent<AdminChange>(ADMIN_CHANGE_EVENT, { detail: change }));
  try {
    localStorage.setItem(ADMIN_CHANGE_STORAGE_KEY, JSON.stringify(change));
  } catch (error) {
    // Storage can be full or blocked (private browsing): this window has been told already.
    console.warn('No se pudo avisar a otras ventanas del cambio', error);
  }
}
