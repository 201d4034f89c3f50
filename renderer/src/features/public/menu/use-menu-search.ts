import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { foldText, SEARCH_MIN } from '../../../../../shared/search-text';
import { searchQuery } from './menu-queries';

export const SEARCH_PARAM = 'q';

// Long enough that a word typed at phone speed is one request, short enough to feel live.
const SETTLE_MS = 250;

/**
 * The menu search: what the diner types, kept in the address (`?q=`) once they pause, so the back
 * button from a dish's category returns to the same results. Below 2 letters nothing is asked.
 */
export function useMenuSearch() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(SEARCH_PARAM) ?? '';
  const [text, setText] = useState(asked);

  useEffect(() => {
    if (text.trim() === asked) return;
    const timer = window.setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (text.trim()) next.set(SEARCH_PARAM, text.trim());
            else next.delete(SEARCH_PARAM);
            return next;
          },
          { replace: true },
        ),
      SETTLE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, asked, setParams]);

  const term = asked.trim();
  const active = foldText(term).length >= SEARCH_MIN;
  const results = useQuery({ ...searchQuery(term), enabled: active, placeholderData: keepPreviousData });
  const tooShort = text.trim() !== '' && foldText(text).length < SEARCH_MIN;
  return { text, setText, term, tooShort, active, results };
}
