/** Being built (issue 3). */
export function useHashScroll(): void {}
