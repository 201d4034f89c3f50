import type { PublicVenue } from '../../shared/api/dto';
import { weekMondayFirst, type Calendar } from '../../shared/calendar';
import { venueDetailsSchema, type VenueDetails } from '../../shared/schemas/venue';
import type { Db } from '../db/open';
import { readSetting, writeSetting } from '../db/settings-store';

const KEY = 'venue';

/** Frozen all the way down: one object serves every request until the row changes, so none may alter it for the next. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

export interface VenueSettings {
  /** The stored details, or null before the owner (or the demo seed) has named the venue. */
  read(): VenueDetails | null;
  write(details: VenueDetails): VenueDetails;
}

/**
 * The venue's details in their settings row, as checked JSON. Read on every call: one indexed
 * row, and a change on 'Ajustes' shows on the next page a diner opens.
 */
export function createVenueSettings(db: Db): VenueSettings {
  // The row is read every time; it is checked again only when its text changed (most requests read it).
  let checked: { stored: string; details: VenueDetails | null } | null = null;
  const check = (stored: string): VenueDetails | null => {
    // Written only through `write`, so it parses; a row edited by hand into nonsense reads as unset.
    try {
      const parsed = venueDetailsSchema.safeParse(JSON.parse(stored));
      return parsed.success ? frozen(parsed.data) : null;
    } catch {
      return null;
    }
  };
  return {
    read() {
      const stored = readSetting(db, KEY);
      if (stored === null) return null;
      if (checked?.stored !== stored) checked = { stored, details: check(stored) };
      return checked.details;
    },
    write(details) {
      const checked = venueDetailsSchema.parse(details);
      writeSetting(db, KEY, JSON.stringify(checked));
      return checked;
    },
  };
}

/** The venue as the site shows it: its details and the calendar's week. */
export const publishedVenue = (details: VenueDetails, week: Calendar['week']): PublicVenue => ({ ...details, week: weekMondayFirst(week) });
