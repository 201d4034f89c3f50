/** The rows the stores read and write; the API never answers them as they are (server/api/dto.ts). */
import type { categories, diningTables, menuSections, outages, reservationAttempts, reservations, subcategories } from './schema';

/** A booking as the stores read it: the row without its timeline columns, with its table's name and section, and all its tables (the first is tableId's). */
export type ReservationRecord = Omit<typeof reservations.$inferSelect, 'startsAt' | 'endsAt' | 'updatedAt'> & {
  tableName: string | null;
  tableSection: string | null;
  tables: { id: number; name: string; tableNumber: number }[];
};
export type TableRow = typeof diningTables.$inferSelect;
export type AttemptRow = typeof reservationAttempts.$inferSelect;
export type SectionRow = typeof menuSections.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;
export type OutageRow = typeof outages.$inferSelect;
