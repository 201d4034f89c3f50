import path from 'node:path';

export interface AppLocation {
  /** `app.isPackaged`: false when run from the project with `npm run app`. */
  isPackaged: boolean;
  /** `app.getAppPath()`: the project folder in development. */
  appPath: string;
  /** `process.resourcesPath`: where electron-builder puts `extraResources`. */
  resourcesPath: string;
}

export interface BundledFolders {
  staticDir: string;
  migrationsFolder: string;
}

/**
 * The React build and the SQL migrations ship as `extraResources` (electron-builder.yml), as
 * plain files beside app.asar rather than inside it: the server streams the one and reads the
 * other with ordinary fs calls from its utility process.
 */
export function bundledFolders({ isPackaged, appPath, resourcesPath }: AppLocation): BundledFolders {
  if (isPackaged) {
    return { staticDir: path.join(resourcesPath, 'renderer'), migrationsFolder: path.join(resourcesPath, 'migrations') };
  }
  return { staticDir: path.join(appPath, 'dist', 'renderer'), migrationsFolder: path.join(appPath, 'migrations') };
}
