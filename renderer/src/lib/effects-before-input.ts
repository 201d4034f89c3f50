/**
 * The build runs React's API on Preact (renderer/vite.config.ts). React runs the effects of a tap
 * or a key press before it handles the next one; Preact waits for the next frame. Radix's dialogs
 * start listening for Escape in effects, so an Escape pressed within that frame of a dialog opening
 * or closing reached the wrong one (the one underneath, or none). Effects run as soon as the render
 * is done, as React runs them for input. `requestAnimationFrame` is Preact's documented option for it.
 *
 * Except while a page drawn by the server is taken over: no input is waiting then, and the effects
 * of a whole page (subscriptions, observers, reads started) run as a task of their own, so the page
 * answers a tap sooner than after one long task.
 */
import { options } from 'preact';
import { isHydrated } from './hydration';

options.requestAnimationFrame = (runEffects) => (isHydrated() ? queueMicrotask(runEffects) : setTimeout(runEffects));
