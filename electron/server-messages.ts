/**
 * The messages between the Electron main process and the embedded server's utility process.
 * Both sides import this file; it runs anywhere and loads nothing from Electron.
 */

/** From the server process: it listens at `url`, or it could not start and says why. */
export type ServerProcessMessage = { type: 'ready'; url: string } | { type: 'error'; message: string };

/** From the main process: close the database and the listener, then exit. */
export type MainProcessMessage = { type: 'stop' };

/** Messages cross a process boundary untyped; anything unexpected is ignored rather than trusted. */
export function parseServerProcessMessage(value: unknown): ServerProcessMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, url, message } = value as Record<string, unknown>;
  if (type === 'ready' && typeof url === 'string') return { type, url };
  if (type === 'error' && typeof message === 'string') return { type, message };
  return null;
}

export function isStopMessage(value: unknown): value is MainProcessMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'stop';
}
