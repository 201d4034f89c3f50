/** What the kitchen sheet lists: each service's parties that must avoid something, in time order. */
import type { DayReservation } from '../../../../../shared/types';
import { alertAllergens, hasAllergyNote } from '../kit/allergy-words';
import { allergiesOf } from '../kit/guest-words';
import { sheetServices, type SheetService } from './day-sheet';

/** A party the kitchen must know of: an alert, the diner's declaration, or the guest card's allergies, its free words ('kiwi') included. */
const forTheKitchen = (booking: DayReservation): boolean => hasAllergyNote(booking) || allergiesOf(booking.guest).length > 0;

/** The day sheet's services keeping only the parties with allergies (their counts theirs alone); a service left with none is left out. */
export function kitchenServices(day: readonly DayReservation[]): SheetService[] {
  return sheetServices(day.filter(forTheKitchen));
}

/** The 'Alérgenos' cell: the party's allergens, then what the guest card says in words no allergen names; null for neither. */
export function kitchenAllergens(booking: DayReservation): string | null {
  const said = [...(booking.allergyAlert ? [alertAllergens(booking.allergyAlert)] : []), ...(booking.guest?.allergyNotes ? [booking.guest.allergyNotes] : [])];
  return said.length > 0 ? said.join(', ') : null;
}
