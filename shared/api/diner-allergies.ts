/**
 * The diner's own answer to '¿Alguien de la mesa tiene alergias o intolerancias?', after booking:
 * from the confirmation on the site (the booking's e-mail and number) or from a link of its e-mails
 * (the confirmation's, the reminder's). Changed as often as wished until the booking starts.
 */
import { z } from 'zod';
import { RESERVATION_MESSAGES } from '../messages/reservation';
import { uuidParams } from '../schemas/common';
import { dinerAllergiesSchema, provenDinerAllergiesSchema } from '../schemas/diner-allergies';
import { bookingLinkSchema } from '../schemas/reservation';
import { LINKED_BOOKING_FIELDS, reservationDto } from './dto';
import { at, errorsOf, publicEndpoint } from './endpoint';

const TAG = 'Reservas';

/** The booking as the diner knows it, what they said, and why it can no longer change (cancelled, begun) or null. */
export const dinerAllergiesDto = z.object({
  booking: reservationDto.pick({
    ...LINKED_BOOKING_FIELDS,
    dinerAllergies: true,
    dinerAllergyNotes: true,
    dinerAllergiesAt: true,
  }),
  closed: z.string().nullable(),
});
export type DinerAllergiesView = z.infer<typeof dinerAllergiesDto>;

const byLink = z.object({ params: bookingLinkSchema });
const declared = { emits: 'reservation-updated' } as const;

export const dinerAllergiesContract = {
  /** A link's page, read: nothing changes (mail scanners open links). */
  view: publicEndpoint
    .route(at('GET', '/api/allergies/{token}', TAG, 'Ver las alergias declaradas de una reserva (enlace del correo)'))
    .errors(errorsOf('not-found', 'fair-use'))
    .input(byLink)
    .output(dinerAllergiesDto),
  /** The link's page saves the answer; `allergens` takes the 14's names (common ones too: 'leche'). */
  declareByLink: publicEndpoint
    .route(at('PUT', '/api/allergies/{token}', TAG, 'Declarar las alergias de la mesa (enlace del correo)'))
    .meta(declared)
    .errors(errorsOf('not-found', 'conflict', 'fair-use'))
    .input(byLink.extend({ body: dinerAllergiesSchema }))
    .output(dinerAllergiesDto),
  /** The confirmation on the site: the booking's e-mail and confirmation number prove it is the diner's; without them, 404. */
  declare: publicEndpoint
    .route(at('PUT', '/api/reservations/{id}/allergies', TAG, 'Declarar las alergias de la mesa (confirmación de la web)'))
    .meta(declared)
    .errors(errorsOf('not-found', 'conflict', 'fair-use'))
    .input(z.object({ params: uuidParams(RESERVATION_MESSAGES.invalidId), body: provenDinerAllergiesSchema }))
    .output(dinerAllergiesDto),
};
