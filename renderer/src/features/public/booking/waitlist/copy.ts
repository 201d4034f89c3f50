/** The waiting list's dialog: joining it from a full slot of the booking form, and what happens next. */
export const WAITLIST = {
  title: 'Lista de espera',
  summary: (date: string, people: string, start: string) => `Para el ${date}, ${people}, desde las ${start}. Si se libera una mesa, te escribimos por email.`,
  latestStart: '¿Hasta qué hora podrías empezar?',
  /** The first choice: only the start asked. */
  onlyAt: (start: string) => `${start} (solo a esa hora)`,
  latestHint: 'Cuanto más margen nos des, más fácil es que se libere una mesa.',
  zone: 'Zona',
  anyZone: 'Cualquier zona',
  submit: 'Apuntarme',
  sending: 'Apuntando…',
  joined: 'Te hemos apuntado a la lista de espera.',
  next: (start: string, latest: string, email: string, partySize: number) =>
    `Si se libera una mesa para ${partySize === 1 ? 'ti' : 'vosotros'} ${start === latest ? `a las ${start}` : `entre las ${start} y las ${latest}`}, te escribiremos a ${email}. ` +
    'Te la guardaremos un tiempo (24 horas si faltan 7 días o más, 4 horas si faltan menos y 15 minutos el mismo día) y no hay nada reservado hasta que pulses «Reservar esta mesa» en el correo.',
  /** A table later in the window was free as they joined: the offer is already in their inbox. */
  offeredNow: (email: string, partySize: number) =>
    `¡Ya hay una mesa para ${partySize === 1 ? 'ti' : 'vosotros'}! Te la hemos guardado y te hemos escrito a ${email}: pulsa «Reservar esta mesa» en el correo para quedártela.`,
  close: 'Entendido',
  failed: 'No se pudo apuntarte a la lista de espera. Comprueba tu conexión e inténtalo de nuevo.',
} as const;
