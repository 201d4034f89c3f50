/** The floor: its tables, and which are free for a range or over the evening. */
import { z } from 'zod';
import { idParams } from '../schemas/common';
import { rangeParamsSchema, rangeQuerySchema } from '../schemas/reservation';
import { newTableSchema, tableUpdateSchema } from '../schemas/table';
import { deletedDto, diningTableDto, eveningAvailabilityDto, rangeAvailabilityDto } from './dto';
import { errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const rangeInput = z.object({ params: rangeParamsSchema, query: rangeQuerySchema });

export const tablesContract = {
  list: publicEndpoint
    .route({ method: 'GET', path: '/api/tables', tags: ['Mesas'] })
    .output(z.array(diningTableDto)),
  /** The tables free for a party over a range; none where staff closed the start slot to online bookings. */
  range: publicEndpoint
    .route({ method: 'GET', path: '/api/tables/range/{date}/{startTime}/{endTime}', inputStructure: 'detailed', tags: ['Mesas'] })
    .input(rangeInput)
    .output(rangeAvailabilityDto),
  /** The same range as staff see it, with the session token: closed slots included. */
  rangeForStaff: staffEndpoint
    .route({ method: 'GET', path: '/api/tables/range/{date}/{startTime}/{endTime}', inputStructure: 'detailed', tags: ['Mesas'] })
    .input(rangeInput)
    .output(rangeAvailabilityDto),
  /** Tonight's free tables per zone and start time (the menu reads it ahead). */
  evening: publicEndpoint
    .route({ method: 'GET', path: '/api/tables/availability', tags: ['Mesas'] })
    .output(eveningAvailabilityDto),
  adminList: staffEndpoint
    .route({ method: 'GET', path: '/api/admin/tables', tags: ['Mesas'] })
    .output(z.array(diningTableDto)),
  create: staffEndpoint
    .route({ method: 'POST', path: '/api/admin/tables', inputStructure: 'detailed', successStatus: 201, tags: ['Mesas'] })
    .meta({ emits: 'table-changed' })
    .errors(errorsOf('conflict'))
    .input(z.object({ body: newTableSchema }))
    .output(diningTableDto),
  update: staffEndpoint
    .route({ method: 'PUT', path: '/api/admin/tables/{id}', inputStructure: 'detailed', tags: ['Mesas'] })
    .meta({ emits: 'table-changed' })
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: idParams, body: tableUpdateSchema }))
    .output(diningTableDto),
  remove: staffEndpoint
    .route({ method: 'DELETE', path: '/api/admin/tables/{id}', inputStructure: 'detailed', tags: ['Mesas'] })
    .meta({ emits: 'table-changed' })
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: idParams }))
    .output(deletedDto),
};
