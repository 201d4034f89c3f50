import { afterEach, describe, expect, it } from 'vitest';
import { tempDatabase, type TempDatabase } from '../../tests/helpers/database';
import { checkAdminPassword, createStaffPassword, ensureAdminPassword } from './admin-password';

describe('ADMIN_PASSWORD and a password changed on Ajustes', () => {
  let temp: TempDatabase;
  afterEach(() => temp?.close());

  it('applies ADMIN_PASSWORD on the first start', async () => {
    temp = tempDatabase();
    expect(await ensureAdminPassword(temp.db, 'clave-de-arranque')).toEqual({ firstRun: false });
    expect(await checkAdminPassword(temp.db, 'clave-de-arranque')).toBe(true);
  });

  it('keeps a password changed on Ajustes when the server starts again with the same ADMIN_PASSWORD', async () => {
    temp = tempDatabase();
    await ensureAdminPassword(temp.db, 'clave-de-arranque');
    await createStaffPassword(temp.db).change('cambiada-en-ajustes');
    await ensureAdminPassword(temp.db, 'clave-de-arranque');
    expect(await checkAdminPassword(temp.db, 'cambiada-en-ajustes')).toBe(true);
    expect(await checkAdminPassword(temp.db, 'clave-de-arranque')).toBe(false);
  });

  it('lets a new ADMIN_PASSWORD reset a forgotten one', async () => {
    temp = tempDatabase();
    await ensureAdminPassword(temp.db, 'clave-de-arranque');
    await createStaffPassword(temp.db).change('olvidada-ya');
    await ensureAdminPassword(temp.db, 'clave-de-rescate');
    expect(await checkAdminPassword(temp.db, 'clave-de-rescate')).toBe(true);
    expect(await checkAdminPassword(temp.db, 'olvidada-ya')).toBe(false);
  });
});
