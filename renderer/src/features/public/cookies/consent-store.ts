/**
 * Cookie consent: the choice lives in localStorage under three fixed keys,
 * and the banner shows while there is none. Personalization is allowed only by an explicit
 * 'Aceptar Todo' or a ticked 'Permitir': nothing is pre-ticked.
 */
import { create } from 'zustand';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

type ConsentChoice = 'accepted' | 'technical-only';

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
    const choice = stored === 'accepted' || stored === 'technical-only' ? stored : null;
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
  return { choice, personalization };
}

const initial = readStored();

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

// A choice made in another tab (the privacy policy opens in one) closes this tab's banner too.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEYS.cookieConsent && event.key !== null) return;
  const stored = readStored();
  useConsent.setState({ ...stored, bannerOpen: stored.choice === null, settingsOpen: false });
});
