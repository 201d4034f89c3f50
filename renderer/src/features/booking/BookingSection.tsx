/** Being built (issue 3). */
export function BookingSection() {
  return null;
}
