/**
 * The one mapper per entity from what the stores read to what the API answers (shared/api/dto.ts).
 */
import {
  diningTableDto,
  menuCategoryDto,
  menuSectionDto,
  menuSubcategoryDto,
  reservationAttemptDto,
  reservationDto,
  type DiningTable,
  type MenuCategory,
  type MenuSection,
  type MenuSubcategory,
  type Outage,
  type Reservation,
  type ReservationAttempt,
} from '../../shared/api/dto';
import type { AttemptRow, CategoryRow, OutageRow, ReservationRecord, SectionRow, SubcategoryRow, TableRow } from '../db/rows';

/**
 * The mapper of one DTO schema: a copy of the row with exactly the fields the schema names, so a
 * column added to a table reaches no browser until the DTO (shared/api/dto.ts) names it.
 */
function mapperOf<Dto extends Record<string, unknown>>(schema: { shape: Record<keyof Dto, unknown> }): <Row extends Dto>(row: Row) => Dto {
  const fields = Object.keys(schema.shape) as (keyof Dto)[];
  return (row) => {
    const dto = {} as Dto;
    for (const field of fields) dto[field] = row[field];
    return dto;
  };
}

const reservationFields = mapperOf<Reservation>(reservationDto);
/** A booking: its declared allergens, a JSON list in the row, as the list. */
export const toReservation = (row: ReservationRecord): Reservation => reservationFields({ ...row, dinerAllergies: JSON.parse(row.dinerAllergies) as Reservation['dinerAllergies'] });
export const toTable: (row: TableRow) => DiningTable = mapperOf<DiningTable>(diningTableDto);
export const toAttempt: (row: AttemptRow) => ReservationAttempt = mapperOf<ReservationAttempt>(reservationAttemptDto);
export const toSection: (row: SectionRow) => MenuSection = mapperOf<MenuSection>(menuSectionDto);
export const toCategory: (row: CategoryRow) => MenuCategory = mapperOf<MenuCategory>(menuCategoryDto);
export const toSubcategory: (row: SubcategoryRow) => MenuSubcategory = mapperOf<MenuSubcategory>(menuSubcategoryDto);

/** An outage: its instants (milliseconds since the epoch) as ISO text, and how many minutes it lasted. */
export function toOutage(row: OutageRow): Outage {
  return {
    id: row.id,
    kind: row.kind,
    from: new Date(row.startedAt).toISOString(),
    to: new Date(row.endedAt).toISOString(),
    minutes: Math.round((row.endedAt - row.startedAt) / 60_000),
    clean: row.clean,
    seen: row.seen,
  };
}
