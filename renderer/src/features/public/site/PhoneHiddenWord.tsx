/**
 * A link's word that a phone leaves to its icon, so a header's links share one row at 390 px:
 * screen readers hear it at every width, and from a tablet up it shows beside the icon.
 */
export function PhoneHiddenWord({ children }: { children: string }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}
