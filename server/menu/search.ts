/**
 * The menu search: every typed word must appear, accents and case aside, in the dish's name, tags,
 * category or description. Dishes named after the words come first, then the rest, each group in
 * menu order.
 */
import { foldText, searchWords } from '../../shared/search-text';

/** Enough for a phone screen; the answer says how many matched in all. */
export const SEARCH_PAGE_SIZE = 40;

interface Searchable {
  name: string;
  description: string | null;
  tags: readonly string[];
  categoryName: string;
}

const containsAll = (text: string, words: readonly string[]) => words.every((word) => text.includes(word));

export function searchDishes<T extends Searchable>(dishes: readonly T[], query: string, limit = SEARCH_PAGE_SIZE): { results: T[]; total: number } {
  const words = searchWords(query);
  const byName: T[] = [];
  const byOther: T[] = [];
  for (const dish of dishes) {
    const name = foldText(dish.name);
    if (containsAll(name, words)) byName.push(dish);
    else if (containsAll(foldText([name, ...dish.tags, dish.categoryName, dish.description ?? ''].join(' ')), words)) byOther.push(dish);
  }
  const matches = [...byName, ...byOther];
  return { results: matches.slice(0, limit), total: matches.length };
}
