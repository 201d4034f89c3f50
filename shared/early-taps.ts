/**
 * A tap on a button of a server-drawn page before the scripts have taken that part over would be
 * lost: the button has no handler yet. And what a diner types before then is wiped when the form's
 * code takes its fields over. A few lines sent inline at the top of the page keep both: the taps (the
 * button's own default, a form's submit, a box ticked, held back) and each field's last value; the
 * app gives them back once the whole page is taken over (renderer/src/lib/early-input.ts). The
 * server sends the script with drawn pages and allows exactly it by its hash in the
 * Content-Security-Policy (server/http/security-headers.ts). Links need none of this: they work as
 * links from the start.
 */

/** The function the script leaves on `window`: stops keeping and hands over what it kept. */
export const EARLY_TAPS_GLOBAL = 'venueEarlyTaps';

/** What the keeper hands over: the controls tapped, in order, and each field typed in or chosen, with its last value. */
export interface EarlyInput {
  taps: Element[];
  fields: [Element, string][];
}

/** What a tap is kept for: the controls that do nothing, or the wrong thing, without their script. */
const HELD_CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

export const EARLY_TAPS_SCRIPT = `(function () {
  var taps = [];
  var fields = new Map();
  function keep(event) {
    var control = event.target instanceof Element ? event.target.closest(${JSON.stringify(HELD_CONTROLS)}) : null;
    var root = document.getElementById('root');
    if (!control || !root || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    taps.push(control);
  }
  function note(event) {
    var field = event.target;
    if (field instanceof HTMLInputElement ? field.type !== 'checkbox' && field.type !== 'radio' : field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) fields.set(field, field.value);
  }
  document.addEventListener('click', keep, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  window.${EARLY_TAPS_GLOBAL} = function () {
    document.removeEventListener('click', keep, true);
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
    return { taps: taps, fields: Array.from(fields) };
  };
})();`;
