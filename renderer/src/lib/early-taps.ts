/**
 * The taps a diner gave a drawn page's buttons before the page was taken over, kept by the script
 * the server sends with the page (shared/early-taps.ts): played again, in order, on the same
 * elements, which the takeover keeps, now that they answer.
 */
import { EARLY_TAPS_GLOBAL } from '../../../shared/early-taps';

type TakeEarlyTaps = () => Element[];

export function replayEarlyTaps(): void {
  const take = (window as unknown as Partial<Record<typeof EARLY_TAPS_GLOBAL, TakeEarlyTaps>>)[EARLY_TAPS_GLOBAL];
  for (const control of take?.() ?? []) {
    // A control the page has since removed or disabled is not tapped for the diner.
    if (control instanceof HTMLElement && control.isConnected && !control.matches(':disabled')) control.click();
  }
}
