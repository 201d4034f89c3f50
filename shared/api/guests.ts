/** The guest book: search, a guest's profile, and what staff add to it. */
import { z } from 'zod';
import { idParams } from '../schemas/common';
import { guestSearchSchema, guestUpdateSchema, noShowPolicySchema } from '../schemas/guests';
import { guestListItemDto, guestProfileDto } from './dto';
import { at, errorsOf, staffEndpoint } from './endpoint';

const TAG = 'Clientes';

export const guestsContract = {
  /** Guests whose name, phone or e-mail holds what was typed (the most recent visits first); all of them for nothing typed, 50 at most. */
  list: staffEndpoint
    .route(at('GET', '/api/admin/guests', TAG, 'Buscar clientes'))
    .input(z.object({ query: guestSearchSchema }))
    .output(z.array(guestListItemDto)),
  profile: staffEndpoint
    .route(at('GET', '/api/admin/guests/{id}', TAG, 'Ficha de un cliente'))
    .errors(errorsOf('not-found'))
    .input(z.object({ params: idParams }))
    .output(guestProfileDto),
  /** Notes, allergies and tags; the day's rows show them at once. */
  update: staffEndpoint
    .route(at('PUT', '/api/admin/guests/{id}', TAG, 'Guardar notas, alergias y etiquetas de un cliente'))
    .meta({ emits: 'guest-changed' })
    .errors(errorsOf('not-found'))
    .input(z.object({ params: idParams, body: guestUpdateSchema }))
    .output(guestProfileDto),
  noShowPolicy: staffEndpoint.route(at('GET', '/api/admin/settings/no-shows', TAG, 'Qué pasa con las reservas de quien no se presentó')).output(noShowPolicySchema),
  /** On: a guest with two or more no-shows in twelve months books online as 'Pendiente', for staff to confirm. */
  saveNoShowPolicy: staffEndpoint
    .route(at('PUT', '/api/admin/settings/no-shows', TAG, 'Guardar qué pasa con las reservas de quien no se presentó'))
    .input(z.object({ body: noShowPolicySchema }))
    .output(noShowPolicySchema),
};
