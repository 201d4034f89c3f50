/**
 * Which addresses the kiosk window may show and which it may hand to the system browser.
 * Pure functions, so the rules are tested without Electron.
 */

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The window only ever shows pages of the embedded server: same scheme, host and port. */
export function isServerUrl(url: string, serverOrigin: string): boolean {
  const target = parse(url);
  const server = parse(serverOrigin);
  return target !== null && server !== null && target.origin !== 'null' && target.origin === server.origin;
}

/**
 * Links to the outside world (reviews, social profile) open in the system browser, but only
 * web addresses: file:, javascript:, custom protocol handlers and the like could run things.
 */
export function isExternalWebUrl(url: string): boolean {
  const target = parse(url);
  return target !== null && (target.protocol === 'https:' || target.protocol === 'http:');
}
