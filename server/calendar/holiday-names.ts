/**
 * The holidays' names as Spanish writes them. date-holidays spells some in lower case ('La inmaculada
 * concepción'); the national and the Comunidad de Madrid's ones are looked up here, whatever the case
 * the package gives them in, and any other name is kept as it comes.
 */
const PROPER_NAMES = [
  'Año Nuevo',
  'Día de los Reyes Magos',
  'Jueves Santo',
  'Viernes Santo',
  'Día del Trabajador',
  'Día de la Comunidad de Madrid',
  'Asunción',
  'Fiesta Nacional de España',
  'Todos los Santos',
  'Día de la Constitución Española',
  'La Inmaculada Concepción',
  'Navidad',
];

const byLowerCase = new Map(PROPER_NAMES.map((name) => [name.toLocaleLowerCase('es'), name]));

/** 'La inmaculada concepción (día sustituto)' → 'La Inmaculada Concepción (día sustituto)'. */
export function properHolidayName(name: string): string {
  const [, base = name, note = ''] = /^(.*?)(\s*\(.*\))?$/.exec(name) ?? [];
  return `${byLowerCase.get(base.toLocaleLowerCase('es')) ?? base}${note}`;
}
