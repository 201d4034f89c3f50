/** One icon per EU allergen, shared by the staff product form and the public menu so both speak alike. */
import { Bean, Carrot, Droplets, Egg, Fish, Flower2, Leaf, Milk, Nut, Shell, Shrimp, Sprout, Wheat, Wine, type LucideIcon } from 'lucide-react';
import type { Allergen } from '../../../../shared/allergens';

export const ALLERGEN_ICONS: Record<Allergen, LucideIcon> = {
  Gluten: Wheat,
  Crustáceos: Shrimp,
  Huevos: Egg,
  Pescado: Fish,
  Cacahuetes: Nut,
  Soja: Bean,
  Lácteos: Milk,
  'Frutos de cáscara': Leaf,
  Apio: Carrot,
  Mostaza: Droplets,
  'Granos de sésamo': Sprout,
  'Dióxido de azufre y sulfitos': Wine,
  Altramuces: Flower2,
  Moluscos: Shell,
};
