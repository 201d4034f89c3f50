/**
 * A header control's words, for screen readers (and in its tooltip): only its icon shows, so the header
 * with its tabs and indicators stays one slim line at every width.
 */
export const NavLabel = ({ children }: { children: string }) => <span className="sr-only">{children}</span>;
