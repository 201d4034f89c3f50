/**
 * A tap on a button of a server-drawn page before the scripts have taken that part over would be
 * lost: the button has no handler yet. And what a diner types or ticks before then is wiped when the
 * form's code takes its fields over. A few lines sent inline at the top of the page keep both, in
 * the order they happened: the taps on buttons (their default, a form sent by the browser, held
 * back; the button marked meanwhile) and each field's last value and tick; the app gives them back
 * once the whole page is taken over (renderer/src/lib/early-input.ts). The server sends the script
 * with drawn pages and allows exactly it by its hash in the Content-Security-Policy
 * (server/http/security-headers.ts). Links need none of this: they work as links from the start.
 */

/** The function the script leaves on `window`: stops keeping and hands over what it kept. */
export const EARLY_TAPS_GLOBAL = 'venueEarlyTaps';

/** The attribute a held button wears until its tap is answered: the diner sees the tap was taken. */
const HELD_ATTRIBUTE = 'data-held';

/** A button tapped (repeated taps on it in a row count once), and when. */
export interface EarlyTap {
  tap: Element;
  at: number;
}

/** A field's value (or box's tick) as the diner left it; typing in a row keeps only the last. */
export interface EarlyValue {
  field: Element;
  value: string;
  checked: boolean;
}

/** What the keeper hands over: what the diner did, in the order they did it. */
export type EarlyInput = (EarlyTap | EarlyValue)[];

/** The controls whose tap is held: they do nothing, or the wrong thing (a form sent by the browser), without their script. */
const HELD_CONTROLS = 'button, [role="button"]';

export const EARLY_TAPS_SCRIPT = `(function () {
  var log = [];
  function keep(event) {
    var control = event.target instanceof Element ? event.target.closest(${JSON.stringify(HELD_CONTROLS)}) : null;
    var root = document.getElementById('root');
    if (!control || !root || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var last = log[log.length - 1];
    if (!last || last.tap !== control) log.push({ tap: control, at: Date.now() });
    control.setAttribute(${JSON.stringify(HELD_ATTRIBUTE)}, '');
  }
  function note(event) {
    var field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    var entry = { field: field, value: field.value, checked: field.checked === true };
    var last = log[log.length - 1];
    if (last && last.field === field) log[log.length - 1] = entry;
    else log.push(entry);
  }
  document.addEventListener('click', keep, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  window.${EARLY_TAPS_GLOBAL} = function () {
    document.removeEventListener('click', keep, true);
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
    for (var i = 0; i < log.length; i++) if (log[i].tap) log[i].tap.removeAttribute(${JSON.stringify(HELD_ATTRIBUTE)});
    return log;
  };
})();`;
