import { session, shell, type App, type WebContents } from 'electron';
import { isExternalWebUrl, isServerUrl } from './trusted-url';

/** The embedded server's origin, or null until it first starts: until then nothing is trusted. */
export type ServerOrigin = () => string | null;

function isTrusted(url: string, serverOrigin: ServerOrigin): boolean {
  const origin = serverOrigin();
  return origin !== null && isServerUrl(url, origin);
}

function openInSystemBrowser(url: string): void {
  if (isExternalWebUrl(url)) void shell.openExternal(url);
}

/**
 * A kiosk window must stay on the venue's own pages: whatever a page links to outside the
 * server (reviews, social profile) opens in the system browser, and nothing else loads.
 */
function confine(contents: WebContents, serverOrigin: ServerOrigin): void {
  contents.on('will-navigate', (event, url) => {
    if (isTrusted(url, serverOrigin)) return;
    event.preventDefault();
    openInSystemBrowser(url);
  });
  // A redirect is the server's doing, not a click; off the server it is simply refused.
  contents.on('will-redirect', (event, url) => {
    if (!isTrusted(url, serverOrigin)) event.preventDefault();
  });
  // Pages ask for new tabs (target=_blank); the kiosk has one window, so a venue page opens in it.
  contents.setWindowOpenHandler(({ url }) => {
    if (isTrusted(url, serverOrigin)) void contents.loadURL(url);
    else openInSystemBrowser(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Call once the app is ready: covers every window and denies camera, location, notifications… */
export function applySecurityPolicy(app: App, serverOrigin: ServerOrigin): void {
  app.on('web-contents-created', (_event, contents) => confine(contents, serverOrigin));
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}
