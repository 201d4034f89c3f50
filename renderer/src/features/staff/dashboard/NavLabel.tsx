/**
 * A header control's words: below 1280 px only its icon shows, the words named for screen readers
 * (and in a tooltip), so the header stays one line on a tablet; from 1280 px, the words too.
 */
export const NavLabel = ({ children }: { children: string }) => <span className="sr-only xl:not-sr-only">{children}</span>;
