/** Being built (issue 3). */
export function MyBookingsSection() {
  return null;
}
