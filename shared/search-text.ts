/** What a diner types in the menu search: at least 2 letters, so one keystroke does not list the whole menu. */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 60;

/**
 * Text as a search compares it: without accents or case, spaces collapsed, so "LACTEOS",
 * "  Sésamo " and "croqueta" meet "Lácteos", "sésamo" and "Croquetas".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The folded words of what someone typed, each to be found somewhere. */
export function searchWords(query: string): string[] {
  const folded = foldText(query);
  return folded === '' ? [] : folded.split(' ');
}
