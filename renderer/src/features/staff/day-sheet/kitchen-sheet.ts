/** What the kitchen sheet lists: each service's parties that must avoid something, in time order. */
import type { DayReservation } from '../../../../../shared/types';
import { hasAllergyNote } from '../kit/allergy-words';
import { sheetServices, type SheetService } from './day-sheet';

/** The day sheet's services keeping only the parties with allergies (their counts theirs alone); a service left with none is left out. */
export function kitchenServices(day: readonly DayReservation[]): SheetService[] {
  return sheetServices(day.filter(hasAllergyNote));
}
