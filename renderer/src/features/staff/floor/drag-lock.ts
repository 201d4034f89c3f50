/** The floor plan's lock, remembered in this browser under admin-drag-locked so a reload keeps it. */
import { create } from 'zustand';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

function readLocked(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.adminDragLocked) === 'true';
  } catch {
    return false;
  }
}

interface DragLock {
  locked: boolean;
  toggle(): void;
}

export const useDragLock = create<DragLock>((set, get) => ({
  locked: readLocked(),
  toggle() {
    const locked = !get().locked;
    try {
      localStorage.setItem(STORAGE_KEYS.adminDragLocked, String(locked));
    } catch {
      // Storage blocked: the lock still holds for this visit.
    }
    set({ locked });
  },
}));
