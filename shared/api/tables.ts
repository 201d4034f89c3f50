/** The floor: its tables, and which are free for a range or over the evening. */
import { z } from 'zod';
import { idParams } from '../schemas/common';
import { rangeParamsSchema, rangeQuerySchema } from '../schemas/reservation';
import { newTableSchema, tableUpdateSchema } from '../schemas/table';
import { deletedDto, diningTableDto, eveningAvailabilityDto, rangeAvailabilityDto } from './dto';
import { at, errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const TAG = 'Mesas';
const RANGE = '/api/tables/range/{date}/{startTime}/{endTime}';
const rangeInput = z.object({ params: rangeParamsSchema, query: rangeQuerySchema });
const tableChange = staffEndpoint.meta({ emits: 'table-changed' });

export const tablesContract = {
  list: publicEndpoint.route(at('GET', '/api/tables', TAG, 'Mesas del local')).output(z.array(diningTableDto)),
  /** The tables free for a party over a range; none where staff closed the start slot to online bookings. A past date is refused, as a booking of it is. */
  range: publicEndpoint
    .route(at('GET', RANGE, TAG, 'Mesas libres para una franja'))
    .errors(errorsOf('closed', 'paused'))
    .input(rangeInput)
    .output(rangeAvailabilityDto),
  /**
   * The same range as staff see it, with the session token: closed slots and past dates included
   * (editing an earlier evening's booking). When nothing is free for a new booking's zone and party,
   * `alternatives` lists the nearest starts and the other zones that have a table (staff's starts,
   * every zone and combination, the booking as long as asked).
   */
  rangeForStaff: staffEndpoint
    .route(at('GET', RANGE, TAG, 'Mesas libres para una franja, como las ve el personal'))
    .input(rangeInput)
    .output(rangeAvailabilityDto),
  /** Tonight's free tables per zone and start time (the menu reads it ahead). */
  evening: publicEndpoint.route(at('GET', '/api/tables/availability', TAG, 'Mesas libres de esta noche por zona y hora')).output(eveningAvailabilityDto),
  adminList: staffEndpoint.route(at('GET', '/api/admin/tables', TAG, 'Mesas del local (panel)')).output(z.array(diningTableDto)),
  create: tableChange
    .route(at('POST', '/api/admin/tables', TAG, 'Añadir una mesa', 201))
    .errors(errorsOf('conflict'))
    .input(z.object({ body: newTableSchema }))
    .output(diningTableDto),
  update: tableChange
    .route(at('PUT', '/api/admin/tables/{id}', TAG, 'Modificar o mover una mesa'))
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: idParams, body: tableUpdateSchema }))
    .output(diningTableDto),
  remove: tableChange
    .route(at('DELETE', '/api/admin/tables/{id}', TAG, 'Quitar una mesa'))
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: idParams }))
    .output(deletedDto),
};
