/** When diners could not reach the site: the server's and the tunnel's outages, and the dashboard's notice of them. */
import { z } from 'zod';
import { idParams } from '../schemas/common';
import { outageDto } from './dto';
import { at, errorsOf, staffEndpoint } from './endpoint';

const TAG = 'Cortes';

export const outagesContract = {
  /** The outages of the last 30 days (those that ended within them), newest first. */
  list: staffEndpoint.route(at('GET', '/api/admin/outages', TAG, 'Cortes de los últimos 30 días')).output(z.array(outageDto)),
  /** The header's notice read: this outage and every earlier one are seen, on every screen. Answers the list as `list` does. */
  dismiss: staffEndpoint
    .meta({ emits: 'outages-changed' })
    .route(at('POST', '/api/admin/outages/{id}/seen', TAG, 'Dar por visto el aviso de un corte'))
    .errors(errorsOf('not-found'))
    .input(z.object({ params: idParams }))
    .output(z.array(outageDto)),
};
