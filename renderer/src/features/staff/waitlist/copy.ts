/** 'Lista de espera' on the dashboard: its texts, and the WhatsApp messages staff send from it. */
import { beforeHeldUntil } from '../../../../../shared/held-until';
import { WALK_IN_HOLD_MINUTES } from '../../../../../shared/schemas/waitlist';

const people = (count: number) => (count === 1 ? '1 persona' : `${count} personas`);

export const WAITLIST = {
  title: 'Lista de espera',
  loading: 'Cargando la lista de espera…',
  loadFailed: 'No se pudo cargar la lista de espera.',
  none: 'Nadie espera mesa.',
  kind: { online: 'Desde la web', 'walk-in': 'En la puerta' },
  party: (count: number) => `${count} pers.`,
  anyZone: 'Cualquier zona',
  quoted: (minutes: number) => `Espera: ${minutes} min`,
  /** `offered` words an offer out without its details (the server always sends them). */
  state: { waiting: 'Esperando', offered: 'Mesa ofrecida', booked: 'Reservada', seated: 'Sentada', expired: 'Caducada', withdrawn: 'Retirada' },
  /** `until`: '21:40' today, else with its day ('el martes 24 a las 12:00', kit/held-until.ts). */
  offeredUntil: (until: string) => `Oferta hasta ${until}`,
  readyUntil: (until: string) => `Mesa lista hasta ${until}`,
  /** The tables held for an offer and its start: 'Mesa guardada: Terraza 7 + Terraza 8, a las 21:30'. */
  held: (tables: string, time: string) => `Mesa guardada: ${tables}, a las ${time}`,
  offer: 'Ofrecer mesa',
  ready: 'Mesa lista',
  notify: 'Avisar por WhatsApp',
  seat: 'Sentar',
  withdraw: 'Retirar',
  offerForm: {
    title: (name: string) => `Ofrecer mesa a ${name}`,
    readyTitle: (name: string) => `Mesa lista para ${name}`,
    hint: 'La mesa queda guardada para este cliente y, con el correo configurado, le llega la oferta por correo; avísale también por WhatsApp.',
    readyHint: `La mesa queda guardada ${WALK_IN_HOLD_MINUTES} minutos y se abre WhatsApp con el aviso para el cliente.`,
    time: 'Hora',
    table: 'Mesa',
    loading: 'Buscando mesas libres…',
    loadFailed: 'No se pudieron cargar las mesas libres.',
    none: 'Ahora no hay ninguna mesa libre para este grupo en su franja.',
  },
  offered: 'Mesa ofrecida',
  readied: 'Mesa guardada',
  /** The toast under 'Mesa ofrecida': 'Lucía Gil · Terraza 3 · 21:30'. */
  offeredDetail: (name: string, tables: string, time: string) => `${name} · ${tables} · ${time}`,
  offerFailed: 'No se pudo ofrecer la mesa',
  seated: 'Grupo sentado',
  seatFailed: 'No se pudo sentar al grupo',
  withdrawn: 'Retirado de la lista de espera',
  withdrawFailed: 'No se pudo retirar de la lista de espera',
  walkIn: {
    title: 'Apuntar en espera',
    hint: 'Un grupo que espera en la puerta, para hoy. Cuando tengas mesa, pulsa «Mesa lista».',
    name: 'Nombre',
    phone: 'Teléfono',
    party: 'Personas',
    quoted: 'Espera indicada',
    minutes: (minutes: number) => `${minutes} min`,
    submit: 'Apuntar',
    added: 'Apuntado en la lista de espera',
    failed: 'No se pudo apuntar en la lista de espera',
  },
  /** The WhatsApp message of 'Mesa lista': the party at the door may come in. */
  readyMessage: (name: string) => `Hola, ${name}: Tu mesa está lista; te la guardamos ${WALK_IN_HOLD_MINUTES} minutos`,
  /** The WhatsApp message of an offer to a diner from the web, as its e-mail says it. */
  offerMessage: (offer: { name: string; venue: string | null; date: string; time: string; section: string; partySize: number; until: string }) =>
    `Hola, ${offer.name}: Se ha liberado una mesa${offer.venue ? ` en ${offer.venue}` : ''} que encaja con tu lista de espera: ${offer.date}, a las ${offer.time}, en ${offer.section}, para ${people(offer.partySize)}. Te la guardamos hasta ${offer.until}.`,
  /** How the diner takes it: the offer's page, or a call when the site has no public address. */
  offerByLink: (link: string) => `Para quedártela, pulsa «Reservar esta mesa» en ${link}`,
  offerByCall: (phone: string | null, until: string) => `Para quedártela, llámanos${phone ? ` al ${phone}` : ''} ${beforeHeldUntil(until)}.`,
} as const;
