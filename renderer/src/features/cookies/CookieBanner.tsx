/** Being built (issue 3). */
export function CookieBanner() {
  return null;
}
