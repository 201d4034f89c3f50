/** What the form says when the slot asked is full: the starts and zones that have a table, and the waiting list. */
export const NO_TABLE = {
  times: 'Hay mesa a otras horas:',
  /** Other zones at the start asked: 'O…' after other times, on its own otherwise. */
  zones: (time: string, afterTimes: boolean) => (afterTimes ? `O en otra zona a las ${time}:` : `Hay mesa en otra zona a las ${time}:`),
  waitlistHint: 'Si prefieres esta hora, apúntate y te escribiremos si se libera una mesa.',
  waitlist: 'Apúntame a la lista de espera',
} as const;
