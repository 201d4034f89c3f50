/**
 * Cookie consent: the choice lives in localStorage under three fixed keys,
 * and the banner shows while there is none. Personalization is allowed only by an explicit
 * 'Aceptar Todo' or a ticked 'Permitir': nothing is pre-ticked.
 */
import { createContext } from 'react';
import { create } from 'zustand';
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_S, isConsentChoice, type ConsentChoice } from '../../../../../shared/cookies';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

interface StoredConsent {
  choice: ConsentChoice | null;
  personalization: boolean;
}

interface ConsentState extends StoredConsent {
  /** The banner is open: no choice yet, or the visitor asked to change it. */
  bannerOpen: boolean;
  settingsOpen: boolean;
  acceptAll(): void;
  technicalOnly(): void;
  /** 'Guardar Preferencias': the personalization box decides between the two stored choices. */
  savePreferences(personalization: boolean): void;
  toggleSettings(): void;
  /** Reopens the banner on its settings, from the footer or the cookie policy. */
  reviewChoice(): void;
}

function readStored(): StoredConsent {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.cookieConsent);
    const choice = isConsentChoice(stored) ? stored : null;
    return { choice, personalization: choice !== null && localStorage.getItem(STORAGE_KEYS.cookiePersonalization) === 'true' };
  } catch {
    // Storage blocked by the browser: ask, and remember the answer for this visit only.
    return { choice: null, personalization: false };
  }
}

function writeStored(personalization: boolean): StoredConsent {
  const choice: ConsentChoice = personalization ? 'accepted' : 'technical-only';
  try {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, choice);
    localStorage.setItem(STORAGE_KEYS.cookieTechnical, 'true');
    localStorage.setItem(STORAGE_KEYS.cookiePersonalization, String(personalization));
  } catch (error) {
    console.warn('No se pudo guardar la elección de cookies', error);
  }
  mirrorToCookie(choice);
  return { choice, personalization };
}

/** The choice in the cookie the server reads (shared/cookies.ts), or the cookie gone when there is none. */
function mirrorToCookie(choice: ConsentChoice | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice ?? ''}; Path=/; Max-Age=${choice ? CONSENT_COOKIE_MAX_AGE_S : 0}; SameSite=Lax${secure}`;
}

const initial = readStored();

/**
 * Whether the page was drawn on the server without the banner (the visitor's choice came in its
 * cookie): until the page is taken over, the banner follows what was drawn (CookieBanner).
 */
export const DrawnConsent = createContext(false);

export const useConsent = create<ConsentState>()((set) => {
  const decide = (personalization: boolean) => set({ ...writeStored(personalization), bannerOpen: false, settingsOpen: false });
  return {
    ...initial,
    bannerOpen: initial.choice === null,
    settingsOpen: false,
    acceptAll: () => decide(true),
    technicalOnly: () => decide(false),
    savePreferences: decide,
    toggleSettings: () => set((state) => ({ settingsOpen: !state.settingsOpen })),
    reviewChoice: () => set({ bannerOpen: true, settingsOpen: true }),
  };
});

// Only in a browser: the server renders pages with this module too, and has no window.
if (typeof window !== 'undefined') {
  // The cookie follows the stored choice: one stored before the cookie existed, or a cookie left
  // after the storage alone was cleared.
  const inCookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if ((inCookie || null) !== initial.choice) mirrorToCookie(initial.choice);
  // A choice made in another tab (the privacy policy opens in one) closes this tab's banner too.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.cookieConsent && event.key !== null) return;
    const stored = readStored();
    useConsent.setState({ ...stored, bannerOpen: stored.choice === null, settingsOpen: false });
  });
}
