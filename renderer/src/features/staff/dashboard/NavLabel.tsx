/**
 * A header control's words: below 1536 px only its icon shows, the words named for screen readers
 * (and in a tooltip), so the header with its tabs stays one slim line; from 1536 px, the words too.
 */
export const NavLabel = ({ children }: { children: string }) => <span className="sr-only 2xl:not-sr-only">{children}</span>;
