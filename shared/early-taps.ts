/**
 * A tap on a button of a server-drawn page before the scripts have taken that part over would be
 * lost: the button has no handler yet. A few lines sent inline at the top of the page keep those taps
 * (the button's own default, a form's submit, a box ticked, held back), and the app plays them again,
 * in order, once the whole page is taken over (renderer/src/lib/early-taps.ts). The server sends the
 * script with drawn pages and allows exactly it by its hash in the Content-Security-Policy
 * (server/http/security-headers.ts). Links need none of this: they work as links from the start.
 */

/** The function the script leaves on `window`: stops keeping taps and hands over those kept. */
export const EARLY_TAPS_GLOBAL = 'venueEarlyTaps';

/** What a tap is kept for: the controls that do nothing, or the wrong thing, without their script. */
const HELD_CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

export const EARLY_TAPS_SCRIPT = `(function () {
  var held = [];
  function keep(event) {
    var control = event.target instanceof Element ? event.target.closest(${JSON.stringify(HELD_CONTROLS)}) : null;
    var root = document.getElementById('root');
    if (!control || !root || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
  }
  document.addEventListener('click', keep, true);
  window.${EARLY_TAPS_GLOBAL} = function () {
    document.removeEventListener('click', keep, true);
    return held;
  };
})();`;
