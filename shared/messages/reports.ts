/** What 'Informes' says of a range of dates. */
export const REPORT_MESSAGES = {
  range: 'Elige un intervalo de fechas válido: desde y hasta, con «desde» antes que «hasta».',
  tooLong: (days: number) => `Elige como mucho ${days} días seguidos.`,
} as const;
