/**
 * Every change the API makes is heard by the open dashboards (the endpoint declares its live event),
 * or is named below as one no open screen needs to hear, with why. An endpoint added without that
 * decision fails here.
 */
import { describe, expect, it } from 'vitest';
import { endpointsOf } from './endpoint';
import { apiContract } from './index';

const READS = 'answers without changing anything a screen shows';
const FIRST_RUN = 'the first run, from the computer itself, before any dashboard can be signed in';
const AJUSTES = "changes only what 'Ajustes' shows, and the window that made the change shows the answer; another reads it again when opened or focused";

const UNHEARD: Record<string, string> = {
  'reservations.search': `${READS} ('Mis reservas')`,
  'reservations.openLink': `${READS} (the booking a confirmation e-mail's link names)`,
  'settings.checkPublicAddress': `${READS} (whether the public address reaches this server)`,
  'settings.testSmtp': `a test message sent at once; the 'Primeros pasos' it completes is read every few seconds until done`,
  'system.uploadAddress': `${READS} (a signed address for the next upload)`,
  'system.upload': 'an image no screen shows until a product names it, and saving the product is menu-changed',
  'menu.like': "a diner's like: public pages hear no stream, and the counts are read again with the menu",
  'menu.unlike': "a diner's like taken back: as 'menu.like'",
  'auth.login': 'a session: nothing any screen shows',
  'auth.logout': 'a session ended: nothing any screen shows',
  'auth.setup': FIRST_RUN,
  'offsiteCopy.restoreOnFirstRun': FIRST_RUN,
  'settings.changePassword': "the other sessions end: those screens' next call answers 401 and asks for the password",
  'reminders.saveSettings': AJUSTES,
  'guests.saveNoShowPolicy': AJUSTES,
  'settings.saveSmtp': AJUSTES,
  'settings.clearSmtp': AJUSTES,
  'settings.saveLan': AJUSTES,
  'settings.backUpNow': `${AJUSTES}; its copy outside the venue is announced as offsite-copy-changed`,
  'offsiteCopy.save': `${AJUSTES}; each copy written there is announced as offsite-copy-changed`,
  'offsiteCopy.turnOff': AJUSTES,
  'offsiteCopy.importCopy': AJUSTES,
  'settings.saveTunnel': 'announced by the tunnel itself as it reconnects: tunnel-changed (server/tunnel/index.ts)',
  'settings.clearTunnel': 'announced by the tunnel itself as it closes: tunnel-changed (server/tunnel/index.ts)',
  'settings.restore': 'every open screen is told backup-restored once the copy is in place, and reloads',
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const changes = endpointsOf(apiContract).filter((endpoint) => MUTATING.has(endpoint.method));
const emits = (name: string) => changes.find((endpoint) => endpoint.name === name)?.procedure['~orpc'].meta.emits;

describe('the changes the API makes', () => {
  it('each declare the live event open dashboards hear, or are named as heard by none, with why', () => {
    const undecided = changes.filter(({ name }) => !emits(name) && !Object.hasOwn(UNHEARD, name)).map(({ name }) => name);
    expect(undecided).toEqual([]);
  });

  it('name as unheard only endpoints that change something and announce nothing', () => {
    const misnamed = Object.keys(UNHEARD).filter((name) => !changes.some((endpoint) => endpoint.name === name) || emits(name) !== undefined);
    expect(misnamed).toEqual([]);
  });

  it('include the start slots staff close or cap, heard as a change of that date', () => {
    expect([emits('day.limitTimeSlot'), emits('day.clearTimeSlot')]).toEqual(['calendar-changed', 'calendar-changed']);
  });
});
