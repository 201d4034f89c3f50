import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledFolders } from './resource-paths';

describe('bundledFolders', () => {
  it('finds the React build and migrations beside app.asar in an installed app', () => {
    const resourcesPath = path.join('C:', 'Program Files', 'Valhalla', 'resources');
    expect(bundledFolders({ isPackaged: true, appPath: path.join(resourcesPath, 'app.asar'), resourcesPath })).toEqual({
      staticDir: path.join(resourcesPath, 'renderer'),
      migrationsFolder: path.join(resourcesPath, 'migrations'),
    });
  });

  it('uses the project folders when run with `npm run app`', () => {
    expect(bundledFolders({ isPackaged: false, appPath: '/work/venue', resourcesPath: '/work/venue/node_modules/electron/dist/resources' })).toEqual({
      staticDir: path.join('/work/venue', 'dist', 'renderer'),
      migrationsFolder: path.join('/work/venue', 'migrations'),
    });
  });
});
