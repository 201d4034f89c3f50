import { describe, expect, it } from 'vitest';
import { sectionOfHash, settingsSectionHref } from './sections';

describe('the section an address opens on Ajustes', () => {
  it.each([
    ['', 'venue'],
    ['#', 'venue'],
    ['#calendario', 'calendar'],
    ['#copias-de-seguridad', 'backups'],
    ['#contrasena-del-personal', 'password'],
    ['#no-existe', 'venue'],
    ['#%E0%A4%A', 'venue'],
    ['#codigos%2Dqr', 'qr'],
  ] as const)('%s opens %s', (hash, key) => {
    expect(sectionOfHash(hash)).toBe(key);
  });

  it('links to a section by its heading', () => {
    expect(settingsSectionHref('backups')).toBe('/dashboard/ajustes#copias-de-seguridad');
  });
});
