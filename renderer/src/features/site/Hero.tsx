/** Being built (issue 3). */
export function Hero() {
  return null;
}
