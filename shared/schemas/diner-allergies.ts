/** A diner's answer to '¿Alguien de la mesa tiene alergias o intolerancias?': some of the 14 and a free line. */
import { z } from 'zod';
import { ALLERGENS, readAllergen, type Allergen } from '../allergens';
import { DINER_ALLERGY_MESSAGES as M } from '../messages/diner-allergies';
import { MENU_MESSAGES } from '../messages/menu';
import { optionalText } from './common';
import { bookingProofSchema } from './reservation';

export const DINER_ALLERGY_NOTES_MAX = 300;

/** Each name read as one of the 14 (common names too, 'leche' is Lácteos); an unknown or ambiguous one is refused by name. */
const allergenNames = z
  .array(z.string({ error: M.list }), { error: M.list })
  .max(ALLERGENS.length * 2, M.list)
  .transform((names, ctx): Allergen[] => {
    const read = new Set<Allergen>();
    for (const name of names) {
      const reading = readAllergen(name);
      if ('allergen' in reading) read.add(reading.allergen);
      else {
        ctx.addIssue({ code: 'custom', message: 'ambiguous' in reading ? MENU_MESSAGES.allergenAmbiguous(name, reading.ambiguous, ALLERGENS) : MENU_MESSAGES.allergenUnknown(name, ALLERGENS) });
        return z.NEVER;
      }
    }
    return ALLERGENS.filter((allergen) => read.has(allergen));
  });

/** None ticked and no line is an answer too: 'nadie'. */
export const dinerAllergiesSchema = z.object({
  allergens: allergenNames,
  notes: optionalText(DINER_ALLERGY_NOTES_MAX, M.notes(DINER_ALLERGY_NOTES_MAX)),
});
export type DinerAllergies = z.infer<typeof dinerAllergiesSchema>;

/** From the confirmation on the site: the booking's e-mail and number prove it is the diner's. */
export const provenDinerAllergiesSchema = bookingProofSchema.extend(dinerAllergiesSchema.shape);
