/**
 * What a diner did on a drawn page before the scripts had taken it over, given back now that the page
 * answers (the page's inline keeper kept it: shared/early-taps.ts). First the fields typed in or
 * chosen, whose values the takeover may have reset: each gets its value again and its handlers hear
 * of it, so the form and the search work with it. Then the taps, played again in order on the same
 * elements, which the takeover keeps.
 */
import { EARLY_TAPS_GLOBAL, type EarlyInput } from '../../../shared/early-taps';

type TakeEarlyInput = () => EarlyInput;

export function replayEarlyInput(): void {
  const take = (window as unknown as Partial<Record<typeof EARLY_TAPS_GLOBAL, TakeEarlyInput>>)[EARLY_TAPS_GLOBAL];
  const { taps, fields } = take?.() ?? { taps: [], fields: [] };
  for (const [field, value] of fields) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || !field.isConnected) continue;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const control of taps) {
    // A control the page has since removed or disabled is not tapped for the diner.
    if (control instanceof HTMLElement && control.isConnected && !control.matches(':disabled')) control.click();
  }
}
