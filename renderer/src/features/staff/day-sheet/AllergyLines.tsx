import type { DayReservation } from '../../../../../shared/types';
import { avoidByCategory, avoidLine, declaredLine } from '../kit/allergy-words';

/**
 * What a party must avoid, printed: the dishes by category ('Entrantes: Croquetas de jamón (gluten,
 * lácteos)') and what the diner declared, marked as theirs. Nothing for a party without allergies.
 */
export function AllergyLines({ booking, byCategory = false }: { booking: DayReservation; byCategory?: boolean }) {
  const alert = booking.allergyAlert;
  const declared = declaredLine(booking);
  return (
    <>
      {alert &&
        (byCategory && alert.dishes.length > 0 ? (
          avoidByCategory(alert).map(([category, dishes]) => (
            <span key={category} className="block">
              <strong>{category}:</strong> {dishes}
            </span>
          ))
        ) : (
          <strong className="block">{avoidLine(alert)}</strong>
        ))}
      {declared && <span className="block italic">{declared}</span>}
    </>
  );
}
