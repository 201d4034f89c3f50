/**
 * The date and zone the host is looking at, shared by 'Reservas', 'Línea de tiempo' and the printed
 * sheet, so switching tab keeps the evening in view. Starts on the venue's today (before 03:00, the
 * evening still running).
 */
import { create } from 'zustand';
import { serviceDate } from '../../../../../shared/schedule';
import type { SectionFilter } from './day-lists';

interface DayChoice {
  date: string;
  section: SectionFilter;
  setDate(date: string): void;
  setSection(section: SectionFilter): void;
}

export const useDayChoice = create<DayChoice>((set) => ({
  date: serviceDate(new Date()),
  section: 'all',
  setDate: (date) => set({ date }),
  setSection: (section) => set({ section }),
}));
