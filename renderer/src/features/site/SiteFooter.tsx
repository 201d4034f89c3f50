/** Being built (issue 3). */
export function SiteFooter() {
  return null;
}
