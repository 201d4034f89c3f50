/** The diner's answer to '¿Alguien de la mesa tiene alergias o intolerancias?': the question, its page, and its place under a reminder. */
export { AllergiesScreen } from './AllergiesScreen';
export { AllergyQuestion, type AllergyAnswer } from './AllergyQuestion';
export { LinkedAllergyQuestion } from './LinkedAllergyQuestion';
