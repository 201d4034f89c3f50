/** 'Duración de la mesa': how long a table is kept by party size and service, and the longest online booking. */
import { z } from 'zod';
import { turnTimesSchema } from '../schemas/turn-times';
import { at, publicEndpoint, staffEndpoint } from './endpoint';

const TAG = 'Duración de la mesa';

export const turnTimesContract = {
  /** The booking form reads it: no end past the longest online booking is offered. */
  read: publicEndpoint.route(at('GET', '/api/turn-times', TAG, 'Duración de la mesa y reserva online más larga')).output(turnTimesSchema),
  settings: staffEndpoint.route(at('GET', '/api/admin/settings/turn-times', TAG, 'Ajustes de la duración de la mesa')).output(turnTimesSchema),
  /** Open booking forms offer the new ends once they refetch, as after any change of the calendar. */
  save: staffEndpoint
    .route(at('PUT', '/api/admin/settings/turn-times', TAG, 'Guardar la duración de la mesa'))
    .meta({ emits: 'calendar-changed' })
    .input(z.object({ body: turnTimesSchema }))
    .output(turnTimesSchema),
};
