/** What the kiosk app says about the server it embeds and about closing. */
export const KIOSK_MESSAGES = {
  noAnswer: (seconds: number) => `El servidor no respondió en ${seconds} s.`,
  closedWhileStarting: (code: number | null) => `El servidor se cerró al arrancar (código ${code}).`,
  closed: (code: number | null) => `El servidor se cerró (código ${code}).`,
  gaveUp: (reason: string) => `${reason} Se ha reiniciado demasiadas veces; no se volverá a intentar.`,
  restarting: (reason: string, delayMs: number) => `${reason} Reiniciando en ${delayMs} ms.`,
  /** Asked before the kiosk window closes: the booking site goes with it. */
  closeQuestion: '¿Cerrar Valhalla Sala?',
  closeDetail: 'Mientras la aplicación esté cerrada, los clientes no pueden reservar en la web ni ver la carta. Vuelve a abrirla en cuanto puedas.',
  closeKeep: 'Dejarla abierta',
  closeAnyway: 'Cerrar de todos modos',
} as const;
