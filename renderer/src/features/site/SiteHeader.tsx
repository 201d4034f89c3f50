/** Being built (issue 3). */
export function SiteHeader() {
  return null;
}
