/** Space left above a section scrolled into view: the sticky header plus a little air. */
const SECTION_OFFSET_PX = 80;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the window so the element's top sits SECTION_OFFSET_PX below the viewport's top.
 * Done in code rather than with scroll-margin because the offset is a product rule, and
 * `behavior: 'smooth'` given here would ignore the stylesheet's reduced-motion override.
 */
export function scrollToSection(element: Element): void {
  const top = element.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** Scrolls as scrollToSection does, only when the element is not already wholly on screen below the header. */
export function bringIntoView(element: Element): void {
  const { top, bottom } = element.getBoundingClientRect();
  if (top < SECTION_OFFSET_PX || bottom > window.innerHeight) scrollToSection(element);
}
