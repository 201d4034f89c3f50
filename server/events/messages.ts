/** What the live event stream says. */
export const LIVE_MESSAGES = {
  tooManyStreams: (max: number) => `Ya hay ${max} pantallas en directo con esta sesión: cierra alguna y vuelve a intentarlo.`,
} as const;
