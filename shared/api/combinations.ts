/** Joined tables ('Mesa 3 + 4'): staff define which tables of a zone join, for how many, and whether online. */
import { z } from 'zod';
import { idParams } from '../schemas/common';
import { combinationSchema } from '../schemas/combination';
import { deletedDto, tableCombinationDto } from './dto';
import { at, errorsOf, staffEndpoint } from './endpoint';

const TAG = 'Mesas';
// What is free for a party changes with them, as with a table.
const combinationChange = staffEndpoint.meta({ emits: 'table-changed' });

export const combinationsContract = {
  list: staffEndpoint.route(at('GET', '/api/admin/table-combinations', TAG, 'Combinaciones de mesas')).output(z.array(tableCombinationDto)),
  create: combinationChange
    .route(at('POST', '/api/admin/table-combinations', TAG, 'Juntar mesas en una combinación', 201))
    .errors(errorsOf('conflict'))
    .input(z.object({ body: combinationSchema }))
    .output(tableCombinationDto),
  update: combinationChange
    .route(at('PUT', '/api/admin/table-combinations/{id}', TAG, 'Modificar una combinación de mesas'))
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: idParams, body: combinationSchema }))
    .output(tableCombinationDto),
  remove: combinationChange
    .route(at('DELETE', '/api/admin/table-combinations/{id}', TAG, 'Separar una combinación de mesas'))
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: idParams }))
    .output(deletedDto),
};
