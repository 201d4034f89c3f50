import type { GuestSummary } from '../../../../../shared/types';

/** A guest's allergies as staff read them: the EU allergens ticked, then what was written besides. */
export const allergiesOf = (guest: GuestSummary | null): string[] => (guest ? [...guest.allergies, ...(guest.allergyNotes ? [guest.allergyNotes] : [])] : []);

/** How the guest book speaks of a guest, wherever staff see one. */
export const GUEST_WORDS = {
  visit: (ordinal: number) => `${ordinal}ª visita`,
  noShows: (count: number) => (count === 1 ? '1 no presentado' : `${count} no presentados`),
  /** The red badge's tooltip; on screen, its colour says 'lately'. */
  recentNoShows: (count: number) => `${count} no presentados en los últimos 12 meses`,
  lately: 'en los últimos 12 meses',
  allergies: 'Alergias:',
  known: (name: string, visits: number) => `Cliente conocido: ${name} · ${visits === 1 ? '1 visita' : `${visits} visitas`}`,
  fillFrom: (name: string) => `Es ${name}`,
} as const;
