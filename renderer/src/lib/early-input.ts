/**
 * What a diner did on a drawn page before the scripts had taken it over, given back in the order it
 * happened now that the page answers (the page's inline keeper kept it: shared/early-taps.ts). A
 * field gets its value or tick again, which the takeover may have reset, and its handlers hear of it;
 * a tap is played again on the same element, which the takeover keeps.
 */
import { EARLY_TAPS_GLOBAL, type EarlyInput, type EarlyValue } from '../../../shared/early-taps';

/** A tap older than this when the page answers is dropped: the diner has moved on. */
const TAP_MAX_AGE_MS = 20_000;

type TakeEarlyInput = () => EarlyInput;

/** What the keeper kept, and it stops keeping (nothing if the page came without it). */
function takeEarlyInput(): EarlyInput {
  const take = (window as unknown as Partial<Record<typeof EARLY_TAPS_GLOBAL, TakeEarlyInput>>)[EARLY_TAPS_GLOBAL];
  return take?.() ?? [];
}

function giveBack({ field, value, checked }: EarlyValue): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // Ticked or not as the diner left it, by a click from the other state, so its handlers hear it.
    if (!checked && field.type === 'radio') return;
    field.checked = !checked;
    field.click();
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

export function replayEarlyInput(): void {
  const now = Date.now();
  for (const entry of takeEarlyInput()) {
    if ('field' in entry) giveBack(entry);
    // A control the page has since removed or disabled is not tapped for the diner.
    else if (entry.tap instanceof HTMLElement && entry.tap.isConnected && !entry.tap.matches(':disabled') && now - entry.at < TAP_MAX_AGE_MS) entry.tap.click();
  }
}

/** The page could not be taken over: the keeper lets go, and what it held is dropped. */
export function dropEarlyInput(): void {
  takeEarlyInput();
}
