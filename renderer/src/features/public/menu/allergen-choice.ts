/**
 * The allergens a diner avoids, chosen once for the whole menu: in the address (`?sin=`, so a link
 * shares it) and remembered on this device, so every section, category and the search apply it, and
 * a page reached without it (Atrás, a tile, a new visit) gets it back in its address.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import type { Allergen } from '../../../../../shared/allergens';
import { useHydrated } from '../../../lib/hydration';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { avoidedAllergens, FILTER_PARAM, filterValue } from './allergen-filter';

function remembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.avoidedAllergens);
  } catch {
    return null;
  }
}

function remember(value: string | null): void {
  try {
    if (value) localStorage.setItem(STORAGE_KEYS.avoidedAllergens, value);
    else localStorage.removeItem(STORAGE_KEYS.avoidedAllergens);
  } catch {
    // Blocked storage: the choice still lives in the address.
  }
}

export function useAllergenChoice(): { avoided: Allergen[]; choose(next: readonly Allergen[]): void } {
  const [params, setParams] = useSearchParams();
  // The address's choice when it has one (then storage is not read), else this device's, which the
  // server cannot see: read from the render after the one that takes over the server's markup.
  const hydrated = useHydrated();
  const value = params.get(FILTER_PARAM) ?? (hydrated ? remembered() : null);
  const avoided = avoidedAllergens(new URLSearchParams(value ? { [FILTER_PARAM]: value } : {}));

  const write = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(FILTER_PARAM, next);
        else updated.delete(FILTER_PARAM);
        return updated;
      },
      { replace: true },
    );

  // A page reached without the choice in its address shows it there, so the address says what is on screen.
  const inAddress = params.get(FILTER_PARAM);
  useEffect(() => {
    if (inAddress === null && value) write(value);
    else if (inAddress !== null) remember(filterValue(avoided));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the address or the stored choice changes, not on every new function
  }, [inAddress, value]);

  return {
    avoided,
    choose(next) {
      const chosen = filterValue(next);
      remember(chosen);
      write(chosen);
    },
  };
}
