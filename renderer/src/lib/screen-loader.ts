/**
 * A screen's chunk loaded on demand, as React's `lazy` does, that can also be loaded ahead: a page
 * the server rendered must be taken over in one pass (main.tsx loads the screen's chunk first), and
 * the server renders a screen already loaded. A lazy component suspends on its first render even
 * when its chunk is there, and hydration that suspends keeps only the screen's first element.
 */
import { createElement, type ComponentType } from 'react';

export interface Screen {
  (): ReturnType<typeof createElement>;
  /** Loads the chunk; the next render draws the screen at once. */
  preload(): Promise<void>;
}

export function screen(load: () => Promise<{ default: ComponentType }>): Screen {
  let component: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        component = module.default;
      },
      (error: unknown) => {
        // To the nearest error boundary on the next render; a new visit to the screen tries again.
        failure = { error };
        loading = undefined;
      },
    ));
  function LoadedScreen() {
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    if (!component) throw preload();
    return createElement(component);
  }
  return Object.assign(LoadedScreen, { preload });
}
