/** The waiting list: the diner joins and answers an offer; staff see, offer, seat and withdraw. */
import { z } from 'zod';
import { SECTIONS } from '../sections';
import { idParams } from '../schemas/common';
import { dateParamsSchema } from '../schemas/reservation';
import { WAITLIST_KINDS, WAITLIST_STATES, walkInWaitSchema, waitlistAnswerSchema, waitlistJoinSchema, waitlistOfferSchema, waitlistTokenParams } from '../schemas/waitlist';
import { at, errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const TAG = 'Lista de espera';
const text = z.string();
const int = z.number().int();
const changed = { emits: 'waitlist-changed' } as const;

const tableNameDto = z.object({ id: int, name: text, tableNumber: int });

/** A seat staff can offer: a start in the entry's window, and a free table or combination that takes the party. */
export const waitlistSeatDto = z.object({
  startTime: text,
  endTime: text,
  section: z.enum(SECTIONS),
  tables: z.array(tableNameDto),
  combinationId: int.nullable(),
  /** 'Mesa 4 (2-4)' or 'Terraza 7 + 8 (7-12)'. */
  label: text,
});

/** The table offered to an entry and held for it until `expiresAt`. */
export const waitlistOfferDto = z.object({
  startTime: text,
  endTime: text,
  section: z.enum(SECTIONS),
  tables: z.array(tableNameDto),
  combinationId: int.nullable(),
  /** ISO instant. */
  expiresAt: text,
  /** The page of the site where the diner answers; null without a public address or for a party at the door. */
  link: text.nullable(),
});

export const waitlistEntryDto = z.object({
  id: int,
  kind: z.enum(WAITLIST_KINDS),
  customerName: text,
  customerEmail: text.nullable(),
  customerPhone: text,
  date: text,
  startTime: text,
  latestStart: text,
  partySize: int,
  /** null: any zone. */
  preferredSection: z.enum(SECTIONS).nullable(),
  /** The wait quoted at the door, in minutes. */
  quotedMinutes: int.nullable(),
  state: z.enum(WAITLIST_STATES),
  offer: waitlistOfferDto.nullable(),
  /** The booking the entry became. */
  reservationId: text.nullable(),
  createdAt: text,
});

/** What an offer's link shows before the diner presses a button. */
export const waitlistOfferViewDto = z.object({
  /** 'open' while the diner may answer; otherwise `spent` says why not. */
  open: z.boolean(),
  spent: text.nullable(),
  customerName: text,
  date: text,
  startTime: text,
  endTime: text,
  partySize: int,
  section: z.enum(SECTIONS),
  expiresAt: text,
  /** Once booked from the link: the booking's number, for 'Mis reservas'. */
  confirmationNumber: text.nullable(),
});

const byToken = z.object({ params: waitlistTokenParams });
const byId = z.object({ params: idParams });

export const waitlistContract = {
  /** 'Apúntame a la lista de espera' from the booking form; limited like a booking. */
  join: publicEndpoint
    .route(at('POST', '/api/waitlist', TAG, 'Apuntarse a la lista de espera', 201))
    .meta(changed)
    .errors(errorsOf('conflict', 'fair-use', 'closed', 'paused'))
    .input(z.object({ body: waitlistJoinSchema }))
    .output(
      z.object({
        id: int,
        date: text,
        startTime: text,
        latestStart: text,
        partySize: int,
        preferredSection: z.enum(SECTIONS).nullable(),
        /** 'offered' when a table later in the window was free and is already on its way by e-mail. */
        state: z.enum(WAITLIST_STATES),
      }),
    ),
  /** An offer's link, read: nothing changes (mail scanners open links). */
  viewOffer: publicEndpoint
    .route(at('GET', '/api/waitlist/offers/{token}', TAG, 'Ver la mesa ofrecida'))
    .errors(errorsOf('not-found'))
    .input(byToken)
    .output(waitlistOfferViewDto),
  /** 'Reservar esta mesa' or 'No, gracias', once. */
  answerOffer: publicEndpoint
    .route(at('POST', '/api/waitlist/offers/{token}', TAG, 'Aceptar o rechazar la mesa ofrecida'))
    .meta(changed)
    .errors(errorsOf('not-found', 'conflict', 'duplicate-booking', 'nearby-booking', 'closed', 'paused', 'fair-use'))
    .input(z.object({ params: waitlistTokenParams, body: waitlistAnswerSchema }))
    .output(waitlistOfferViewDto),
  list: staffEndpoint
    .route(at('GET', '/api/admin/waitlist', TAG, 'Lista de espera de un día'))
    .input(z.object({ query: dateParamsSchema }))
    .output(z.array(waitlistEntryDto)),
  /** 'Apuntar en espera': a party at the door, today. */
  addWalkIn: staffEndpoint
    .route(at('POST', '/api/admin/waitlist', TAG, 'Apuntar en espera a un grupo en la puerta', 201))
    .meta(changed)
    .input(z.object({ body: walkInWaitSchema }))
    .output(waitlistEntryDto),
  /** The starts and free tables or combinations staff may offer the entry now. */
  seats: staffEndpoint
    .route(at('GET', '/api/admin/waitlist/{id}/seats', TAG, 'Mesas que se pueden ofrecer'))
    .errors(errorsOf('not-found'))
    .input(byId)
    .output(z.array(waitlistSeatDto)),
  /** 'Ofrecer mesa' (an e-mail with the link) or, at the door, 'Mesa lista' (held ten minutes). */
  offer: staffEndpoint
    .route(at('POST', '/api/admin/waitlist/{id}/offer', TAG, 'Ofrecer una mesa'))
    .meta(changed)
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: idParams, body: waitlistOfferSchema }))
    .output(waitlistEntryDto),
  /** 'Sentar': the party at the door sits at the table held for them, as a walk-in. */
  seat: staffEndpoint
    .route(at('POST', '/api/admin/waitlist/{id}/seat', TAG, 'Sentar al grupo en la mesa guardada'))
    .meta(changed)
    .errors(errorsOf('not-found', 'conflict', 'table-taken'))
    .input(byId)
    .output(waitlistEntryDto),
  /** 'Retirar': off the list, its held table freed. */
  withdraw: staffEndpoint
    .route(at('POST', '/api/admin/waitlist/{id}/withdraw', TAG, 'Retirar de la lista de espera'))
    .meta(changed)
    .errors(errorsOf('not-found', 'conflict'))
    .input(byId)
    .output(waitlistEntryDto),
};
