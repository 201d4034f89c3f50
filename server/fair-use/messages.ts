/** What a limit of fair use says, with when to try again. */
export const FAIR_USE_MESSAGES = {
  booking: (wait: string) => `Se han hecho demasiadas reservas desde esta conexión. Vuelve a intentarlo ${wait} o llámanos.`,
  request: (wait: string) => `Se han enviado demasiadas solicitudes desde esta conexión. Vuelve a intentarlo ${wait} o llámanos.`,
  search: (wait: string) => `Demasiadas búsquedas seguidas. Vuelve a intentarlo ${wait}.`,
  like: (wait: string) => `Demasiados «Me gusta» seguidos. Vuelve a intentarlo ${wait}.`,
  newLiker: (wait: string) => `Se han dado demasiados «Me gusta» desde esta conexión. Vuelve a intentarlo ${wait}.`,
  /** Any public page or call past the per-minute burst limit (server/fair-use/bursts.ts). */
  burst: (wait: string) => `Demasiadas peticiones seguidas desde esta conexión. Vuelve a intentarlo ${wait}.`,
  /** The title of the page that says so. */
  burstTitle: 'Un momento',
  emailDay: (max: number) => `Este email ya tiene ${max} reservas online para ese día. Para otra, llama al restaurante.`,
  phoneDay: (max: number) => `Este teléfono ya tiene ${max} reservas online para ese día. Para otra, llama al restaurante.`,
} as const;
