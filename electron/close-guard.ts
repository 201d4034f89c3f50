/**
 * Closing the kiosk window takes the booking site down with it: the owner is asked first, and told
 * that diners cannot book while it is closed. Quitting for other reasons (an update's relaunch, the
 * system shutting down or the session ending) is never held up by a question nobody will answer.
 * The question is asked without blocking: the main process goes on restarting the server, answering
 * the page and keeping the PC awake while it waits.
 */

/** The part of a window's 'close' event the guard reads. */
export interface CloseEvent {
  preventDefault(): void;
}

export interface CloseGuardOptions {
  /** Whether the app is already on its way out (before-quit, shutdown, session end). */
  leaving(): boolean;
  /** Asks the owner; true when they choose to close anyway. */
  confirm(): Promise<boolean>;
  /** Closes the window for good once the owner said so. */
  close(): void;
}

/** The window's 'close' listener: every close waits for the answer; a second one meanwhile asks nothing more. */
export function guardClose({ leaving, confirm, close }: CloseGuardOptions): (event: CloseEvent) => void {
  let asking = false;
  let confirmed = false;
  return (event) => {
    if (leaving() || confirmed) return;
    event.preventDefault();
    if (asking) return;
    asking = true;
    void confirm().then((closeAnyway) => {
      asking = false;
      if (!closeAnyway) return;
      confirmed = true;
      close();
    });
  };
}
